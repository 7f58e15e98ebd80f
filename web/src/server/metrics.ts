import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The web server's /metrics (Prometheus): the process's own figures and the server render time
 * per route. The gateway never routes /metrics; with METRICS_TOKEN set a scrape must carry it
 * as a bearer token, as the services' /metrics (docs/security.md).
 */
const registry = new Registry();
collectDefaultMetrics({ register: registry });

const renders = new Histogram({
  name: 'web_render_duration_seconds',
  help: 'Server render time of reader pages, feeds and sitemaps, by route and status',
  labelNames: ['route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

/** The route pattern of an answer, as the renderer found it (main.ts labels the timing with it). */
export const answerRoute = new WeakMap<ServerResponse, string>();

/** Starts a timer for one answer; `done(route)` records it with the answer's status. */
export function timeRender(res: ServerResponse): (route: string) => void {
  const end = renders.startTimer();
  return (route) => end({ route, status: String(res.statusCode) });
}

/** The route's pattern (`/article/:id`), never the path itself (its values would be labels). */
export function routePattern(matches: readonly { route: { path?: string } }[]): string {
  const path = matches
    .map((m) => m.route.path)
    .filter((p): p is string => !!p && p !== '/')
    .join('/');
  return `/${path}`.replace(/\/+/g, '/');
}

export async function sendMetrics(req: IncomingMessage, res: ServerResponse, token: string | undefined): Promise<void> {
  const given = Buffer.from(req.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token ?? ''}`);
  if (token && (given.length !== wanted.length || !timingSafeEqual(given, wanted))) {
    res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"statusCode":401,"message":"Unauthorized"}');
    return;
  }
  res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  res.end(await registry.metrics());
}
