// The service itself: loaded by main.ts once tracing (when configured) has started.
import 'reflect-metadata';
import { startService } from '@portal/shared';
import { AppModule } from './app.module';
import { loadAuthConfig } from './config';

startService(
  () => loadAuthConfig(),
  (config) => AppModule.register(config),
  (config) => config.AUTH_PORT,
);
