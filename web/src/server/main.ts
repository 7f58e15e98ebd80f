import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import sirv from 'sirv';
import { installServerTransport } from './api-transport';
import { loadClientAssets } from './assets';
import { loadConfig } from './config';
import { AddressLimit, addressKey, FEEDS_PER_ADDRESS } from './address-limit';
import { feedFor } from './feeds';
import { FORM_PATHS, readFormBody } from './form-body';
import { renderPage } from './render';
import { FEED_CACHE_CONTROL, sendWithEtag, setCacheTags } from './cache-headers';
import { answerRoute, sendMetrics, timeRender } from './metrics';

/** A feed's route label: its file name with the numbers taken out (/sitemap-N.xml). */
const feedRoute = (pathname: string) => pathname.replace(/\d+/g, 'N');

/**
 * The web container: server-rendered reader pages, feeds and sitemaps, and the client build's
 * static files, behind the gateway. One JSON line per request on stdout.
 */
const config = loadConfig();
// Traces only when an OTLP endpoint is set: the SDK is a chunk of its own, loaded only then.
const tracing =
  config.tracing &&
  (await import('./tracing')).startTracing({ ...config.tracing, routeOf: (res) => answerRoute.get(res) });
const assets = loadClientAssets(config.clientDir);
installServerTransport(config.gatewayUrl, config.sessionCookie, tracing ? tracing.callApi : undefined);

const log = (entry: Record<string, unknown>) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), service: 'web', ...entry })}\n`);

// Hashed build output: a year, immutable. Other public files (favicon, logo): an hour.
// Scripts and stylesheets go out as the build's .br or .gz twin when the client accepts it.
const staticFiles = sirv(config.clientDir, {
  dotfiles: false,
  etag: true,
  brotli: true,
  gzip: true,
  setHeaders(res, pathname) {
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
  },
});

function send(res: ServerResponse, status: number, contentType: string, body: string) {
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

const feedLimit = new AddressLimit(FEEDS_PER_ADDRESS);

const renderOptions = { publicUrl: config.publicUrl, gatewayUrl: config.gatewayUrl, assets, log };

async function handle(req: IncomingMessage, res: ServerResponse) {
  const pathname = new URL(req.url ?? '/', 'http://web').pathname;
  if (pathname === '/healthz') return send(res, 200, 'application/json', '{"status":"ok"}');
  if (pathname === '/metrics') return sendMetrics(req, res, config.metricsToken);
  // The auth forms posted before (or without) scripts: their route actions (form-actions.ts).
  if (req.method === 'POST' && FORM_PATHS.has(pathname)) {
    const form = await readFormBody(req);
    if (form.refused) return send(res, form.refused.statusCode, 'application/json', JSON.stringify(form.refused));
    return renderPage(req, res, renderOptions, form.body);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', FORM_PATHS.has(pathname) ? 'GET, HEAD, POST' : 'GET, HEAD');
    return send(
      res,
      405,
      'application/json',
      '{"statusCode":405,"message":"Method Not Allowed","error":"Method Not Allowed"}',
    );
  }
  if (pathname.startsWith('/assets/') || /^\/[\w.-]+\.(svg|png|ico|webmanifest)$/.test(pathname)) {
    return staticFiles(req, res, () => send(res, 404, 'text/plain; charset=utf-8', 'Not Found\n'));
  }
  const feed = feedFor(pathname, config.publicUrl);
  const timed = timeRender(res);
  res.on('finish', () => timed(answerRoute.get(res) ?? (feed ? feedRoute(pathname) : 'other')));
  if (feed) {
    const wait = feedLimit.take(addressKey(req));
    if (wait > 0) {
      res.setHeader('Retry-After', String(wait));
      return send(res, 429, 'text/plain; charset=utf-8', `Too many requests. Try again in ${wait} seconds.\n`);
    }
    const result = await feed();
    if (result.status === 200) {
      res.setHeader('Cache-Control', FEED_CACHE_CONTROL);
      setCacheTags(res, ['lists']);
      res.setHeader('Content-Type', result.contentType);
      res.statusCode = 200;
      return sendWithEtag(req, res, Buffer.from(result.body));
    }
    res.setHeader('Cache-Control', 'no-store');
    return send(res, result.status, result.contentType, result.body);
  }
  return renderPage(req, res, renderOptions);
}

const server = createServer((req, res) => {
  const started = process.hrtime.bigint();
  res.on('finish', () =>
    log({
      level: 'info',
      method: req.method,
      // The path only: query strings may carry tokens (reset links).
      path: new URL(req.url ?? '/', 'http://web').pathname,
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
      requestId: req.headers['x-request-id'],
    }),
  );
  (tracing ? tracing.serve(req, res, () => handle(req, res)) : handle(req, res)).catch((error: unknown) => {
    log({ level: 'error', msg: 'request failed', err: error instanceof Error ? error.stack : String(error) });
    if (!res.headersSent) send(res, 502, 'text/plain; charset=utf-8', 'Bad Gateway\n');
    else res.end();
  });
});
server.keepAliveTimeout = 65_000;

server.listen(config.port, config.host, () =>
  log({
    level: 'info',
    msg: `web listening on ${config.host}:${config.port}`,
    gateway: config.gatewayUrl,
    tracing: tracing ? 'on' : 'off',
  }),
);

function shutdown(signal: string) {
  log({ level: 'info', msg: `${signal}: closing` });
  // The last pages' spans leave before the process does (a collector away waits 3 s at most).
  server.close(
    () => void Promise.race([tracing?.flush(), new Promise((r) => setTimeout(r, 3000))]).finally(() => process.exit(0)),
  );
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
