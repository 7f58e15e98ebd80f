#!/usr/bin/env node
// Metrics of the gateway, derived from its access log: nginx sends one short line per request
// (log_format portal_metrics in gateway/nginx.conf.template) over syslog UDP, and this process
// counts them and answers Prometheus on GET /metrics. nginx-light has no metrics module, and
// the line holds only a route class, the status, the cache status and two times: never the URL,
// a header or a cookie (docs/operations.md, "Gateway").
//
// Only node: built-ins, so it runs from the repository (`npm start`) and in a bare Node image
// (gateway/metrics/Dockerfile: a sidecar of the gateway pod, a container in compose).
//
// Environment:
//   GATEWAY_METRICS_SYSLOG  host:port of the UDP listener nginx sends to (127.0.0.1:9514)
//   GATEWAY_METRICS_HOST    address of the HTTP listener (127.0.0.1; the image: 0.0.0.0)
//   GATEWAY_METRICS_PORT    its port (9113; else PORT, which the image sets to 3000, the one
//                           port of every portal container): GET /metrics, GET /healthz
//   METRICS_TOKEN           when set (at least 16 characters), /metrics needs
//                           `Authorization: Bearer <token>` and answers 404 otherwise, as the
//                           services' /metrics (docs/security.md)
import { timingSafeEqual } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

/** Route classes the template's map gives ($portal_route_class); anything else counts as "other". */
export const ROUTES = Object.freeze(['page', 'api', 'assets', 'media', 'feed']);
/** $upstream_cache_status values; "-" (no cache on that location) becomes "none". */
export const CACHE_STATUSES = Object.freeze(['HIT', 'MISS', 'EXPIRED', 'STALE', 'UPDATING', 'REVALIDATED', 'BYPASS']);
/** Seconds: a micro-cache hit is about a millisecond, a server render tens of them, an upload seconds. */
export const BUCKETS = Object.freeze([0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]);

const LINE = /: gwm1 (\S+) ([1-5])\d\d (\S+) (\d+\.\d+) (.*)$/;
const SECONDS = /^\d+\.\d+$/;

/**
 * One syslog datagram of nginx (`<190>Nov 27 14:15:29 portal_gateway: gwm1 api 200 MISS 0.004 0.003`)
 * as labels and times; null when it is no metrics line. $upstream_response_time lists one time per
 * upstream tried ("0.001, 0.002", " : " across internal redirects, "-" where none answered): their
 * sum is the time spent waiting on upstreams, null when no upstream was asked (a cache hit).
 */
export function parseLine(text) {
  const m = LINE.exec(text.trimEnd());
  if (!m) return null;
  const times = m[5]
    .split(/[,:]/)
    .map((s) => s.trim())
    .filter((s) => SECONDS.test(s))
    .map(Number);
  return {
    route: ROUTES.includes(m[1]) ? m[1] : 'other',
    statusClass: `${m[2]}xx`,
    cache: CACHE_STATUSES.includes(m[3]) ? m[3] : 'none',
    requestSeconds: Number(m[4]),
    upstreamSeconds: times.length ? times.reduce((a, b) => a + b, 0) : null,
  };
}

const escapeLabel = (v) => String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labelText = (labels) =>
  Object.entries(labels)
    .map(([k, v]) => `${k}="${escapeLabel(v)}"`)
    .join(',');

class Counter {
  constructor(name, help) {
    Object.assign(this, { name, help, values: new Map() });
  }
  inc(labels) {
    const key = labelText(labels);
    this.values.set(key, (this.values.get(key) ?? 0) + 1);
  }
  render() {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    for (const [key, value] of this.values) lines.push(`${this.name}${key ? `{${key}}` : ''} ${value}`);
    return lines.join('\n');
  }
}

class Histogram {
  constructor(name, help) {
    Object.assign(this, { name, help, series: new Map() });
  }
  observe(labels, seconds) {
    const key = labelText(labels);
    let s = this.series.get(key);
    if (!s) this.series.set(key, (s = { counts: BUCKETS.map(() => 0), sum: 0, count: 0 }));
    BUCKETS.forEach((le, i) => {
      if (seconds <= le) s.counts[i] += 1;
    });
    s.sum += seconds;
    s.count += 1;
  }
  render() {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const [key, s] of this.series) {
      const sep = key ? ',' : '';
      BUCKETS.forEach((le, i) => lines.push(`${this.name}_bucket{${key}${sep}le="${le}"} ${s.counts[i]}`));
      lines.push(`${this.name}_bucket{${key}${sep}le="+Inf"} ${s.count}`);
      lines.push(`${this.name}_sum${key ? `{${key}}` : ''} ${Number(s.sum.toFixed(6))}`);
      lines.push(`${this.name}_count${key ? `{${key}}` : ''} ${s.count}`);
    }
    return lines.join('\n');
  }
}

/** The gateway's metrics: what one exporter process has counted since it started. */
export function createMetrics() {
  const requests = new Counter(
    'gateway_requests_total',
    'Requests the gateway answered, by route class, status class and micro-cache status (none: not cached there)',
  );
  const requestTime = new Histogram(
    'gateway_request_duration_seconds',
    "Time from the request's first byte to the answer's last, by route class",
  );
  const upstreamTime = new Histogram(
    'gateway_upstream_duration_seconds',
    'Time spent waiting on upstreams (services, web, storage) for requests that reached one, by route class',
  );
  const invalid = new Counter(
    'gateway_log_lines_invalid_total',
    'Datagrams on the metrics port that were no metrics line of the gateway (a different log format?)',
  );
  invalid.values.set('', 0);
  return {
    /** Counts one datagram; false when it was no metrics line. */
    record(text) {
      const line = parseLine(text);
      if (!line) {
        invalid.inc({});
        return false;
      }
      requests.inc({ route: line.route, status_class: line.statusClass, cache: line.cache });
      requestTime.observe({ route: line.route }, line.requestSeconds);
      if (line.upstreamSeconds !== null) upstreamTime.observe({ route: line.route }, line.upstreamSeconds);
      return true;
    },
    text() {
      return `${[requests, requestTime, upstreamTime, invalid].map((m) => m.render()).join('\n')}\n`;
    },
  };
}

/** host:port (IPv6 in brackets) as [host, port]. */
export function hostPort(value, name) {
  const m = /^\[?([^\]]*?)\]?:(\d{1,5})$/.exec(value ?? '');
  if (!m || !m[1] || Number(m[2]) > 65535) throw new Error(`${name}=${value} is not host:port`);
  return [m[1], Number(m[2])];
}

/** Starts both listeners; resolves once both are bound. */
export async function startExporter(env = process.env, log = console.log) {
  const token = env.METRICS_TOKEN || '';
  if (token && token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  const [syslogHost, syslogPort] = hostPort(env.GATEWAY_METRICS_SYSLOG || '127.0.0.1:9514', 'GATEWAY_METRICS_SYSLOG');
  const httpHost = env.GATEWAY_METRICS_HOST || '127.0.0.1';
  const httpPort = Number(env.GATEWAY_METRICS_PORT || env.PORT || 9113);
  const metrics = createMetrics();

  const udp = createSocket(syslogHost.includes(':') ? 'udp6' : 'udp4');
  udp.on('message', (msg) => metrics.record(msg.toString('utf8')));
  await new Promise((resolve, reject) => {
    udp.once('error', reject);
    udp.bind(syslogPort, syslogHost, () => {
      udp.off('error', reject);
      resolve();
    });
  });

  const expected = Buffer.from(`Bearer ${token}`);
  const allowed = (authorization) => {
    if (!token) return true;
    const given = Buffer.from(authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const http = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'GET' && path === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
    } else if (req.method === 'GET' && path === '/metrics' && allowed(req.headers.authorization)) {
      res.writeHead(200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(metrics.text());
    } else {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end('{"statusCode":404,"message":"Not Found","error":"Not Found"}');
    }
  });
  await new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(httpPort, httpHost, () => {
      http.off('error', reject);
      resolve();
    });
  });
  log(
    `gateway metrics: lines from nginx on udp ${syslogHost}:${syslogPort}, /metrics on http://${httpHost}:${http.address().port}`,
  );
  return {
    metrics,
    httpPort: http.address().port,
    syslogPort: udp.address().port,
    close: () => Promise.all([new Promise((r) => udp.close(r)), new Promise((r) => http.close(r))]),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  startExporter().then(
    (exporter) => {
      for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => exporter.close().then(() => process.exit(0)));
    },
    (err) => {
      console.error(`gateway metrics: failed: ${err.message}`);
      process.exit(1);
    },
  );
}
