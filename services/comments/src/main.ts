import 'reflect-metadata';
import { ConfigError, runService } from '@portal/shared';
import { AppModule } from './app.module';
import { loadCommentsConfig } from './config';

async function main(): Promise<void> {
  const config = loadCommentsConfig();
  await runService(AppModule.register(config), config, config.COMMENTS_PORT);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
