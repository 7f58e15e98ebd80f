import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@portal/shared';
import { WORKER_CONFIG, WorkerConfig } from './config';
import { MailSender } from './mail.sender';
import { MailWorker } from './mail.worker';

@Module({})
export class AppModule {
  static register(config: WorkerConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot({ service: 'worker', config })],
      providers: [{ provide: WORKER_CONFIG, useValue: config }, MailSender, MailWorker],
    };
  }
}
