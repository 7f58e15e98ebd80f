import { Controller, Get, Inject, Optional } from '@nestjs/common';
import { HealthCheck, HealthCheckService, HealthIndicatorFunction, HealthIndicatorService } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import type Redis from 'ioredis';
import { Public } from './session';
import { REDIS, SERVICE_NAME } from './tokens';

/**
 * Whether a service's readiness includes Redis: only where the requests it serves cannot
 * be answered without it. content and comments serve anonymous reads from Postgres alone
 * (a request that needs a session or a rate limit fails on its own with a 503), so Redis
 * being away must not take every one of their pods out of the load balancer together.
 * auth (sessions, logins) and the worker (queues) are nothing without Redis.
 * docs/reliability.md, "Readiness".
 */
export const READINESS_NEEDS_REDIS: Readonly<Record<string, boolean>> = {
  auth: true,
  worker: true,
  content: false,
  comments: false,
};

/** /healthz: the process answers. /readyz: its Postgres (when it has one), and Redis where it needs it. */
@Public()
@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SERVICE_NAME) private readonly service: string,
    @Optional() private readonly dataSource?: DataSource,
  ) {}

  @Get('healthz')
  @HealthCheck()
  live() {
    return this.health.check([]);
  }

  @Get('readyz')
  @HealthCheck()
  ready() {
    const checks: HealthIndicatorFunction[] = [];
    // A service not in the table needs Redis: the safe default.
    if (READINESS_NEEDS_REDIS[this.service] ?? true) {
      checks.push(() =>
        this.indicators
          .check('redis')
          .attempt(async () => {
            await this.redis.ping();
          })
          .withTimeout(1500),
      );
    }
    const dataSource = this.dataSource;
    if (dataSource) {
      checks.push(() =>
        this.indicators
          .check('postgres')
          .attempt(async () => {
            await dataSource.query('SELECT 1');
          })
          .withTimeout(1500),
      );
    }
    return this.health.check(checks);
  }
}
