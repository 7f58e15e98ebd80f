import 'reflect-metadata';
import { ConfigError, runService } from '@portal/shared';
import { AppModule } from './app.module';
import { loadWorkerConfig } from './config';

async function main(): Promise<void> {
  const config = loadWorkerConfig();
  // The HTTP side only answers health checks (and, later, metrics).
  await runService(AppModule.register(config), config, config.WORKER_PORT);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
