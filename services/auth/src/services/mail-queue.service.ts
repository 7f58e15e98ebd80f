import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { BaseConfig, CONFIG, MAIL_JOBS, MAIL_QUEUE, MailJobs, mailJobOptions } from '@portal/shared';
import { Queue } from 'bullmq';
import Redis from 'ioredis';

/** Producer side of the BullMQ `mail` queue; the worker sends the mail. */
@Injectable()
export class MailQueue implements OnApplicationShutdown {
  private readonly connection: Redis;
  private readonly queue: Queue;

  constructor(@Inject(CONFIG) config: BaseConfig) {
    this.connection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 });
    this.queue = new Queue(MAIL_QUEUE, { connection: this.connection, prefix: `${config.REDIS_PREFIX}bull` });
  }

  async passwordReset(data: MailJobs['password-reset']): Promise<void> {
    await this.queue.add('password-reset', MAIL_JOBS['password-reset'].parse(data), mailJobOptions);
  }

  async verifyEmail(data: MailJobs['verify-email']): Promise<void> {
    await this.queue.add('verify-email', MAIL_JOBS['verify-email'].parse(data), mailJobOptions);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    await this.connection.quit().catch(() => undefined);
  }
}
