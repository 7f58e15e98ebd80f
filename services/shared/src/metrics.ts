import { Controller, Get, Header, Headers, Inject, NotFoundException } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { BaseConfig } from './config';
import { Public } from './session';
import { CONFIG } from './tokens';

/** One registry per process; the gateway never routes /metrics, so it is internal only. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const requests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests by method, route and status',
  labelNames: ['method', 'route', 'status'],
  registers: [metricsRegistry],
});

const latency = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency by method, route and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

/** Express middleware: labels by the matched route pattern, so ids do not explode the series. */
export function recordRequestMetrics(req: Request, res: Response, next: NextFunction): void {
  const end = latency.startTimer();
  res.on('finish', () => {
    const pattern = (req.route as { path?: string } | undefined)?.path;
    // An EarlyHandler's answer names its route in res.locals.route (no Nest route matched it).
    const route = pattern ? `${req.baseUrl}${pattern}` : ((res.locals.route as string | undefined) ?? 'unmatched');
    const labels = { method: req.method, route, status: String(res.statusCode) };
    requests.inc(labels);
    end(labels);
  });
  next();
}

@Public()
@Controller('metrics')
export class MetricsController {
  constructor(@Inject(CONFIG) private readonly config: BaseConfig) {}

  /** With METRICS_TOKEN set, only a scraper holding it gets the metrics (others: 404, as if absent). */
  @Get()
  @Header('Content-Type', metricsRegistry.contentType)
  metrics(@Headers('authorization') authorization?: string): Promise<string> {
    const token = this.config.METRICS_TOKEN;
    if (token) {
      const given = Buffer.from(authorization ?? '');
      const expected = Buffer.from(`Bearer ${token}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new NotFoundException('Not Found');
    }
    return metricsRegistry.metrics();
  }
}
