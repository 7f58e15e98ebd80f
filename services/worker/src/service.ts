// The service itself: loaded by main.ts once tracing (when configured) has started.
import 'reflect-metadata';
import { startService } from '@portal/shared';
import { AppModule } from './app.module';
import { loadWorkerConfig } from './config';

startService(
  () => loadWorkerConfig(),
  (config) => AppModule.register(config),
  (config) => config.WORKER_PORT,
);
