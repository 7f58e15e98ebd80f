import { DynamicModule, INestApplicationContext, Module, Provider } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigError, CoreModule } from '@portal/shared';
import { Logger } from 'nestjs-pino';
import { CONTENT_CONFIG, ContentConfig } from '../config';
import { CONTENT_DATABASE } from '../app.module';
import { StorageService } from '../services/storage.service';

/**
 * What the content service's one-off commands need (the demo seed, images:variants):
 * its database (migrated first), Redis events and the object storage, without HTTP;
 * each command adds its own `providers`.
 */
@Module({})
export class CommandsModule {
  static register(config: ContentConfig, providers: Provider[] = []): DynamicModule {
    return {
      module: CommandsModule,
      imports: [CoreModule.forRoot({ service: 'content-commands', config, database: CONTENT_DATABASE(config) })],
      providers: [{ provide: CONTENT_CONFIG, useValue: config }, StorageService, ...providers],
    };
  }
}

/**
 * Runs one command: reads the config, hands `work` a way to open the module (a
 * command with nothing to do need not connect), closes. A configuration error
 * prints its message; any failure exits 1.
 */
export function runCommand<C extends ContentConfig>(
  loadConfig: () => C,
  providers: Provider[],
  work: (config: C, open: () => Promise<INestApplicationContext>) => Promise<void>,
): void {
  let app: INestApplicationContext | undefined;
  Promise.resolve()
    .then(async () => {
      const config = loadConfig();
      await work(config, async () => {
        app = await NestFactory.createApplicationContext(CommandsModule.register(config, providers), {
          bufferLogs: true,
        });
        app.useLogger(app.get(Logger));
        return app;
      });
      await app?.close();
    })
    .catch(async (err: unknown) => {
      console.error(err instanceof ConfigError ? err.message : err);
      await app?.close().catch(() => undefined);
      process.exit(1);
    });
}
