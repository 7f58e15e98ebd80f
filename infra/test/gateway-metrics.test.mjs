// The gateway's metrics (gateway/metrics/exporter.mjs): the rendered template on a real nginx, in
// front of stand-in upstreams, sends its metrics lines to the exporter, whose /metrics then shows
// a cache miss (with the upstream's time) and a hit, by route class; nothing of a URL's path or
// query, nor any cookie, reaches the metrics. The line's parsing and the token on /metrics, alone.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { gatewayVars, loadConfig } from '../lib/config.mjs';
import { waitForHttp } from '../lib/net.mjs';
import {
  findNginx,
  GATEWAY_TEMPLATE,
  nginxArgs,
  renderTemplate,
  testNginxConfig,
  writeNginxConfig,
} from '../lib/nginx.mjs';
import { createMetrics, parseLine, startExporter } from '../../gateway/metrics/exporter.mjs';

const nginxBin = findNginx();
const skip = !nginxBin && 'nginx is not installed';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const SECRET_QUERY = 'reset-token-3f9a1c';
const SECRET_COOKIE = 'cookie-value-77b2e0';
const TOKEN = 'metrics-token-0123456789';

let dir;
let nginx;
let upstream;
let exporter;
let gateway;
/** stderr of nginx: a failed send to the exporter would show here. */
let nginxErrors = '';

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

before(async () => {
  if (skip) return;
  // Every upstream at once (content, web, auth): a slow JSON answer, so a miss has an upstream time.
  upstream = http.createServer((req, res) => {
    if (req.url === '/api/auth/session') return res.writeHead(401).end();
    setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}'), 30);
  });
  const upstreamPort = await listen(upstream);
  exporter = await startExporter(
    { GATEWAY_METRICS_SYSLOG: '127.0.0.1:0', GATEWAY_METRICS_PORT: '0', METRICS_TOKEN: TOKEN },
    () => {},
  );
  const probe = http.createServer();
  const gatewayPort = await listen(probe);
  await new Promise((r) => probe.close(r));

  dir = mkdtempSync(path.join(os.tmpdir(), 'portal-gateway-metrics-'));
  const cfg = loadConfig({ DATA_DIR: dir, GATEWAY_PORT: String(gatewayPort) });
  const local = `127.0.0.1:${upstreamPort}`;
  const paths = writeNginxConfig({
    dataDir: dir,
    vars: {
      ...gatewayVars(cfg),
      ...{ AUTH_UPSTREAM: local, CONTENT_UPSTREAM: local, COMMENTS_UPSTREAM: local, WEB_UPSTREAM: local },
      GATEWAY_METRICS_SYSLOG: `127.0.0.1:${exporter.syslogPort}`,
    },
  });
  testNginxConfig(nginxBin, paths);
  nginx = spawn(nginxBin, nginxArgs(paths), { stdio: ['ignore', 'ignore', 'pipe'] });
  nginx.stderr.on('data', (d) => (nginxErrors += d));
  gateway = `http://127.0.0.1:${gatewayPort}`;
  const up = await waitForHttp(`${gateway}/healthz`, { deadline: Date.now() + 10_000, intervalMs: 50 });
  if (!up.ok) throw new Error(`the gateway did not start (${up.last}): ${nginxErrors}`);
});

after(async () => {
  if (nginx) {
    nginx.kill('SIGTERM');
    await new Promise((r) => nginx.once('exit', r));
  }
  upstream?.close();
  await exporter?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function scrape(headers = { authorization: `Bearer ${TOKEN}` }) {
  const res = await fetch(`http://127.0.0.1:${exporter.httpPort}/metrics`, { headers });
  return { status: res.status, text: await res.text() };
}

/** A sample's value in the exposition text, by its exact labels (0 when absent). */
function sample(text, name, labels) {
  for (const line of text.split('\n')) {
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (m?.[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    const want = Object.entries(labels);
    if (want.length === Object.keys(have).length && want.every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return 0;
}

/** Polls /metrics until `check(text)` holds: the lines travel over UDP, a moment after the answer. */
async function metricsWhen(check, what) {
  let text = '';
  for (let i = 0; i < 100; i += 1) {
    text = (await scrape()).text;
    if (check(text)) return text;
    await sleep(50);
  }
  assert.fail(`${what}; /metrics:\n${text}`);
}

test('a miss and then a hit: both counted by route class, the miss with its upstream time', { skip }, async () => {
  const url = `/api/articles?reset=${SECRET_QUERY}`;
  const headers = { cookie: `tracking=${SECRET_COOKIE}` };
  const first = await fetch(`${gateway}${url}`, { headers });
  assert.equal(first.headers.get('x-cache-status'), 'MISS');
  await first.arrayBuffer();
  const second = await fetch(`${gateway}${url}`, { headers });
  assert.equal(second.headers.get('x-cache-status'), 'HIT');
  await second.arrayBuffer();

  const api = (cache) => ({ route: 'api', status_class: '2xx', cache });
  const text = await metricsWhen(
    (t) =>
      sample(t, 'gateway_requests_total', api('MISS')) === 1 && sample(t, 'gateway_requests_total', api('HIT')) === 1,
    'no MISS and HIT of route api',
  );
  // Both answers are timed; only the miss waited on an upstream (the stand-in's 30 ms).
  assert.equal(sample(text, 'gateway_request_duration_seconds_count', { route: 'api' }), 2);
  assert.equal(sample(text, 'gateway_upstream_duration_seconds_count', { route: 'api' }), 1);
  assert.ok(sample(text, 'gateway_upstream_duration_seconds_sum', { route: 'api' }) >= 0.025, text);
  assert.equal(sample(text, 'gateway_upstream_duration_seconds_bucket', { route: 'api', le: '0.01' }), 0);
  assert.equal(sample(text, 'gateway_log_lines_invalid_total', {}), 0);
  for (const secret of [SECRET_QUERY, SECRET_COOKIE, 'articles', 'tracking', 'reset'])
    assert.ok(!text.includes(secret), `/metrics holds "${secret}"`);
  assert.doesNotMatch(nginxErrors, /syslog/);
});

test('pages, feeds and unknown API paths fall in their classes', { skip }, async () => {
  for (const p of ['/some/article?utm=x', '/rss.xml', '/api/nothing-here'])
    await (await fetch(`${gateway}${p}`)).arrayBuffer();
  await metricsWhen(
    (t) =>
      sample(t, 'gateway_requests_total', { route: 'page', status_class: '2xx', cache: 'MISS' }) >= 1 &&
      sample(t, 'gateway_requests_total', { route: 'feed', status_class: '2xx', cache: 'MISS' }) >= 1 &&
      // The gateway's own 404 of an unknown /api/ path: no cache there.
      sample(t, 'gateway_requests_total', { route: 'api', status_class: '4xx', cache: 'none' }) >= 1,
    'page, feed and api 4xx not counted',
  );
});

test('/metrics needs the token when METRICS_TOKEN is set; /healthz does not', { skip }, async () => {
  assert.equal((await scrape({})).status, 404);
  assert.equal((await scrape({ authorization: 'Bearer wrong' })).status, 404);
  assert.equal((await scrape()).status, 200);
  assert.equal((await fetch(`http://127.0.0.1:${exporter.httpPort}/healthz`)).status, 200);
});

test('the normal access log stays; "none" renders no metrics line', () => {
  const template = readFileSync(GATEWAY_TEMPLATE, 'utf8');
  const vars = { ...gatewayVars(loadConfig({})), GATEWAY_METRICS_SYSLOG: 'none' };
  const rendered = renderTemplate(template, vars);
  assert.match(rendered, /access_log \/dev\/stdout portal_gateway /);
  assert.doesNotMatch(rendered, /syslog:/);
  assert.match(renderTemplate(template, gatewayVars(loadConfig({}))), /access_log syslog:server=127\.0\.0\.1:9514,/);
});

test('parseLine: labels from a fixed set, upstream times summed, anything else refused', () => {
  const at = '<190>Nov 27 14:15:29 portal_gateway: ';
  assert.deepEqual(parseLine(`${at}gwm1 api 200 MISS 0.012 0.004, 0.003 : 0.002`), {
    route: 'api',
    statusClass: '2xx',
    cache: 'MISS',
    requestSeconds: 0.012,
    upstreamSeconds: 0.009000000000000001,
  });
  assert.deepEqual(parseLine(`${at}gwm1 page 304 HIT 0.000 -`), {
    route: 'page',
    statusClass: '3xx',
    cache: 'HIT',
    requestSeconds: 0,
    upstreamSeconds: null,
  });
  const odd = parseLine(`${at}gwm1 /api/x?token=1 502 <script> 1.500 -\n`);
  assert.equal(odd.route, 'other');
  assert.equal(odd.cache, 'none');
  for (const bad of ['', 'hello', `${at}gwm1 api 999 HIT 0.001 -`, `${at}gwm2 api 200 HIT 0.001 -`])
    assert.equal(parseLine(bad), null, bad);
  const metrics = createMetrics();
  assert.equal(metrics.record('junk'), false);
  assert.match(metrics.text(), /^gateway_log_lines_invalid_total 1$/m);
});
