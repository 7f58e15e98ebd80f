import { Controller, Get, Header, Headers, Inject, NotFoundException } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
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

// Events (stream-reader.ts, outbox.ts; docs/reliability.md has the alerts). Labels: the stream's
// key and the reading service's consumer group, never anything of an entry's payload.
export const streamHandlerFailures = new Counter({
  name: 'stream_handler_failures_total',
  help: 'Stream entries whose handler threw (each try counts; the entry is retried)',
  labelNames: ['stream', 'group'],
  registers: [metricsRegistry],
});

export const streamDeadLetters = new Counter({
  name: 'stream_dead_letters_total',
  help: 'Stream entries moved to the dead-letter stream after their last try failed',
  labelNames: ['stream', 'group'],
  registers: [metricsRegistry],
});

export const streamClaimed = new Counter({
  name: 'stream_claimed_total',
  help: 'Stream entries claimed from another consumer that held them too long (XAUTOCLAIM)',
  labelNames: ['stream', 'group'],
  registers: [metricsRegistry],
});

export const streamPendingEntries = new Gauge({
  name: 'stream_pending_entries',
  help: 'Entries delivered to the group and not yet acknowledged (XPENDING), as last seen by this reader',
  labelNames: ['stream', 'group'],
  registers: [metricsRegistry],
});

export const outboxRelayed = new Counter({
  name: 'outbox_relayed_total',
  help: 'Events appended from the outbox table to their stream',
  labelNames: ['stream'],
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
