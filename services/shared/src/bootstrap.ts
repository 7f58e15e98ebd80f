import { INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { Logger } from 'nestjs-pino';
import { BaseConfig, ConfigError } from './config';
import { crossSiteProtection } from './cross-site';
import { expressErrorHandler } from './errors';
import { recordRequestMetrics } from './metrics';
import { EARLY_HANDLER } from './tokens';

/**
 * A service's answer to some requests before Nest's pipeline (guards, pipes, the
 * service's request log): a hit of an in-process cache of a hot read. It calls next()
 * for every request it does not answer itself. Named by CoreModule.forRoot({ earlyHandler }).
 */
export interface EarlyHandler {
  handle(req: Request, res: Response, next: NextFunction): void;
}

/** JSON bodies of the API are small; uploads are multipart and limited elsewhere. */
export const JSON_BODY_LIMIT = '100kb';

/** Builds a service's HTTP application with the shared middleware (also used by tests). */
export async function createApp(module: unknown, config: BaseConfig): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module as never, {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  // Exactly one hop: the gateway, which sets X-Forwarded-For to the address it
  // saw itself (or a trusted proxy's), so a client cannot choose its own address.
  app.set('trust proxy', 1);
  app.disable('x-powered-by');
  app.use(recordRequestMetrics);
  app.use(crossSiteProtection(config.PUBLIC_URL));
  const earlyHandler = app.get<symbol, Type<EarlyHandler> | null>(EARLY_HANDLER, { strict: false });
  if (earlyHandler) {
    const handler = app.get(earlyHandler, { strict: false });
    app.use((req: Request, res: Response, next: NextFunction) => handler.handle(req, res, next));
  }
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT, extended: false });
  app.enableShutdownHooks();
  await app.init();
  // Registered after the routes so that body-parser errors get the error shape too.
  app.use(expressErrorHandler);
  return app;
}

/** Starts a service: builds the app and listens on its port. */
export async function runService(module: unknown, config: BaseConfig, port: number): Promise<INestApplication> {
  const app = await createApp(module, config);
  await app.listen(port, config.HOST);
  // The gateway keeps idle upstream connections open for 60 s (nginx's default). Node closes
  // idle ones after 5 s, and a request nginx sends on one just as Node closes it is reset:
  // a 502 (seen in the soak; only idempotent ones are retried). Idle connections close later
  // here than there.
  const server = app.getHttpServer() as import('node:http').Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return app;
}

/**
 * The whole `main` of a service: read the config, build and listen; a configuration
 * error prints its message (naming the variables) and exits 1.
 */
export function startService<C extends BaseConfig>(
  loadConfig: () => C,
  register: (config: C) => unknown,
  port: (config: C) => number,
): void {
  Promise.resolve()
    .then(async () => {
      const config = loadConfig();
      await runService(register(config), config, port(config));
    })
    .catch((err: unknown) => {
      console.error(err instanceof ConfigError ? err.message : err);
      process.exit(1);
    });
}
