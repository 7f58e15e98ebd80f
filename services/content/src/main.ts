import 'reflect-metadata';
import { startService } from '@portal/shared';
import { AppModule } from './app.module';
import { loadContentConfig } from './config';

startService(
  () => loadContentConfig(),
  (config) => AppModule.register(config),
  (config) => config.CONTENT_PORT,
);
