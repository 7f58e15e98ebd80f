// The service itself: loaded by main.ts once tracing (when configured) has started.
import 'reflect-metadata';
import { startService } from '@portal/shared';
import { AppModule } from './app.module';
import { loadCommentsConfig } from './config';

startService(
  () => loadCommentsConfig(),
  (config) => AppModule.register(config),
  (config) => config.COMMENTS_PORT,
);
