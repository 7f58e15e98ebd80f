import { Controller, Get, Inject, Optional } from '@nestjs/common';
import { HealthCheck, HealthCheckService, HealthIndicatorFunction, HealthIndicatorService } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import type Redis from 'ioredis';
import { Public } from './session';
import { REDIS } from './tokens';

/** /healthz: the process answers. /readyz: its Postgres (when it has one) and Redis answer. */
@Public()
@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(REDIS) private readonly redis: Redis,
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
    const checks: HealthIndicatorFunction[] = [
      () =>
        this.indicators
          .check('redis')
          .attempt(async () => {
            await this.redis.ping();
          })
          .withTimeout(1500),
    ];
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
