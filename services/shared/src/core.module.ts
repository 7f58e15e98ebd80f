import { DynamicModule, Global, Inject, Module, OnApplicationShutdown, Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { TypeOrmModule } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Redis from 'ioredis';
import { LoggerModule } from 'nestjs-pino';
import type { MixedList } from 'typeorm';
import type { EarlyHandler } from './bootstrap';
import { BaseConfig, DatabaseConfig } from './config';
import { openDatabase } from './database';
import { CacheHeadersInterceptor } from './cache-headers';
import { createValidationPipe, ErrorFilter } from './errors';
import { EventPublisher } from './events';
import { HealthController } from './health';
import { RedisEvictionCheck } from './redis-eviction';
import { MetricsController } from './metrics';
import { OutboxRelayLifecycle } from './outbox';
import { OutboxRepository } from './outbox.repository';
import { RateLimits } from './rate-limit';
import { SessionGuard, SessionStore } from './session';
import { stopTracing } from './tracing';
import { CONFIG, EARLY_HANDLER, REDIS, SERVICE_NAME } from './tokens';

export interface DatabaseOptions {
  url: string;
  /** Postgres schema owned by the service. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
}

export interface CoreOptions {
  service: string;
  config: BaseConfig;
  /** Services that own tables; the worker has none. */
  database?: DatabaseOptions;
  /** A provider of the service's own module that answers some requests before Nest's pipeline (bootstrap.ts). */
  earlyHandler?: Type<EarlyHandler>;
}

function databaseModule(service: string, database: DatabaseOptions, config: Partial<DatabaseConfig>): DynamicModule {
  return TypeOrmModule.forRootAsync({
    useFactory: () => ({
      type: 'postgres',
      url: database.url,
      schema: database.schema,
      entities: database.entities,
      migrations: database.migrations,
      migrationsTableName: 'migrations',
      // Raw SQL (migrations, queries) resolves unqualified names in the service's schema.
      // connectionTimeoutMillis: with Postgres away a request fails (503) in 3 s instead of waiting.
      extra: {
        max: config.DB_POOL_MAX ?? 10,
        application_name: service,
        options: `-c search_path=${database.schema},public`,
        connectionTimeoutMillis: 3000,
      },
    }),
    dataSourceFactory: async (dataSourceOptions) =>
      openDatabase(
        { ...(dataSourceOptions as object), schema: database.schema } as never,
        config.DATABASE_MIGRATIONS_URL,
      ),
  });
}

/** The traces of the last requests leave before the process does. */
class TracingLifecycle implements OnApplicationShutdown {
  onApplicationShutdown(): Promise<void> {
    return stopTracing();
  }
}

class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

/** Request ids come from the gateway's X-Request-Id; a direct call gets a fresh one. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * Everything a service shares: validated config, JSON logs with request ids,
 * Postgres with migrations on start, Redis, sessions and the global session guard,
 * the error shape, validation, rate limits, events (with the outbox relay), and /healthz and /readyz.
 */
@Global()
@Module({})
export class CoreModule {
  static forRoot(options: CoreOptions): DynamicModule {
    const { config } = options;
    return {
      module: CoreModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.LOG_LEVEL,
            base: { service: options.service },
            ...(config.LOG_FORMAT === 'pretty'
              ? {
                  transport: {
                    target: 'pino-pretty',
                    options: { singleLine: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,service' },
                  },
                }
              : {}),
            genReqId: requestId,
            // The Referer of /reset-password and /verify-email pages carries their token.
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'req.headers.referer',
              'res.headers["set-cookie"]',
            ],
            autoLogging: { ignore: (req) => ['/healthz', '/readyz', '/metrics'].includes(req.url ?? '') },
          },
        }),
        ...(options.database
          ? [databaseModule(options.service, options.database, config as BaseConfig & Partial<DatabaseConfig>)]
          : []),
        TerminusModule,
      ],
      controllers: [HealthController, MetricsController],
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: SERVICE_NAME, useValue: options.service },
        { provide: EARLY_HANDLER, useValue: options.earlyHandler ?? null },
        {
          provide: REDIS,
          // With Redis away a request's command fails (503) within about a second rather than
          // waiting through several reconnections; reconnecting itself goes on for ever.
          useFactory: () =>
            new Redis(config.REDIS_URL, {
              maxRetriesPerRequest: 1,
              retryStrategy: (times: number) => Math.min(times * 200, 1000),
              lazyConnect: false,
            }),
        },
        RedisLifecycle,
        TracingLifecycle,
        RedisEvictionCheck,
        SessionStore,
        RateLimits,
        EventPublisher,
        // A service that owns tables relays its outbox (its migrations make the table).
        ...(options.database ? [OutboxRepository, OutboxRelayLifecycle] : []),
        { provide: APP_GUARD, useClass: SessionGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: CacheHeadersInterceptor },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
      exports: [CONFIG, SERVICE_NAME, EARLY_HANDLER, REDIS, SessionStore, RateLimits, EventPublisher],
    };
  }
}
