import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { WORKER_CONFIG, WorkerConfig } from './config';
import { RenderedMail } from './mail.templates';

/** The one place that talks SMTP (nodemailer). */
@Injectable()
export class MailSender implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(@Inject(WORKER_CONFIG) private readonly config: WorkerConfig) {
    this.transport = createTransport(config.SMTP_URL);
  }

  async send(to: string, mail: RenderedMail): Promise<void> {
    await this.transport.sendMail({ from: this.config.MAIL_FROM, to, ...mail });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
