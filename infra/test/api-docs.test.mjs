// The API's documentation (Swagger UI of contract/openapi.json) is served at /api/docs/ by
// the local stack's gateway, and not by the production gateway: the very same template with
// the containers' main nginx.conf (deploy/nginx/nginx.conf) answers 404. Both run for real.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gatewayVars, loadConfig } from '../lib/config.mjs';
import { httpGet, waitForHttp } from '../lib/net.mjs';
import { GATEWAY_TEMPLATE, OPENAPI_DOCUMENT, findNginx, nginxArgs, renderTemplate, writeNginxConfig } from '../lib/nginx.mjs';
import { REPO_ROOT } from '../lib/paths.mjs';

const nginx = findNginx();
const skip = (!nginx && 'nginx is not installed') || (!existsSync('/etc/nginx/mime.types') && 'no /etc/nginx/mime.types');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts nginx on `conf` (prefix `prefix`) and waits until /healthz answers. */
async function startNginx(prefix, conf, port) {
  const child = spawn(nginx, nginxArgs({ prefix, conf }), { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const up = await waitForHttp(`http://127.0.0.1:${port}/healthz`, { deadline: Date.now() + 15_000 });
  if (!up.ok) {
    child.kill('SIGTERM');
    throw new Error(`nginx did not start: ${stderr || up.last}`);
  }
  return child;
}

const stop = (child) =>
  new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

describe('API documentation at /api/docs', { skip }, () => {
  let dir;
  let local;
  let production;
  let localPort;
  let productionPort;

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'portal-api-docs-'));
    [localPort, productionPort] = [await freePort(), await freePort()];

    // The local stack, as infra/start.mjs writes it.
    const localDir = path.join(dir, 'local');
    const cfg = loadConfig({ DATA_DIR: localDir, GATEWAY_PORT: String(localPort), WEB_PORT: String(await freePort()) });
    // No metrics lines: a local stack's exporter may be listening on the default port.
    const vars = { ...gatewayVars(cfg), GATEWAY_METRICS_SYSLOG: 'none' };
    const paths = writeNginxConfig({ dataDir: localDir, vars });
    local = await startNginx(paths.prefix, paths.conf, localPort);

    // The containers: deploy/nginx/nginx.conf in /etc/nginx, the rendered template in
    // /tmp/nginx/conf.d (deploy/nginx/entrypoint.sh), here moved under a temporary folder.
    const root = path.join(dir, 'production');
    const etc = path.join(root, 'etc', 'nginx');
    const run = path.join(root, 'tmp', 'nginx');
    for (const sub of ['conf.d', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache']) {
      mkdirSync(path.join(run, sub), { recursive: true });
    }
    mkdirSync(etc, { recursive: true });
    const main = readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx', 'nginx.conf'), 'utf8')
      .replaceAll('/tmp/nginx', run)
      .replace(/^worker_processes .*$/m, 'worker_processes 1;\nmaster_process off;');
    writeFileSync(path.join(etc, 'nginx.conf'), main);
    const upstream = '127.0.0.1:9';
    writeFileSync(
      path.join(run, 'conf.d', 'gateway.conf'),
      renderTemplate(readFileSync(GATEWAY_TEMPLATE, 'utf8'), {
        GATEWAY_PORT: String(productionPort),
        AUTH_UPSTREAM: upstream,
        CONTENT_UPSTREAM: upstream,
        COMMENTS_UPSTREAM: upstream,
        WEB_UPSTREAM: upstream,
        MEDIA_UPSTREAM: upstream,
        MEDIA_UPSTREAM_SCHEME: 'http',
        MEDIA_UPSTREAM_HOST: upstream,
        MEDIA_UPSTREAM_PATH: '/media/',
        TRUSTED_PROXIES: 'none',
        ARTICLE_IMAGE_HOSTS: 'none',
        GATEWAY_PURGE_TOKEN: 'none',
        GATEWAY_METRICS_SYSLOG: 'none',
        GATEWAY_CACHE_DIR: path.join(run, 'cache'),
      }),
    );
    production = await startNginx(`${etc}/`, path.join(etc, 'nginx.conf'), productionPort);
  });

  after(async () => {
    await stop(local);
    await stop(production);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('the local gateway serves Swagger UI of the committed document', async () => {
    const redirect = await httpGet(`http://127.0.0.1:${localPort}/api/docs`);
    assert.equal(redirect.status, 302);
    assert.equal(redirect.headers.location, '/api/docs/');

    const page = await httpGet(`http://127.0.0.1:${localPort}/api/docs/`);
    assert.equal(page.status, 200);
    assert.match(page.headers['content-type'], /text\/html/);
    assert.match(page.body, /swagger-ui-bundle\.js/);
    // Still under the gateway's security headers: the page runs no inline script.
    assert.match(page.headers['content-security-policy'], /script-src 'self'/);
    assert.doesNotMatch(page.body, /<script>/);

    const document = await httpGet(`http://127.0.0.1:${localPort}/api/docs/openapi.json`);
    assert.equal(document.status, 200);
    assert.deepEqual(JSON.parse(document.body), JSON.parse(readFileSync(OPENAPI_DOCUMENT, 'utf8')));
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'init.js']) {
      assert.equal((await httpGet(`http://127.0.0.1:${localPort}/api/docs/${file}`)).status, 200, file);
    }
  });

  test('the production gateway answers 404 for every documentation path', async () => {
    for (const route of ['/api/docs', '/api/docs/', '/api/docs/openapi.json', '/api/docs/swagger-ui-bundle.js']) {
      const answer = await httpGet(`http://127.0.0.1:${productionPort}${route}`);
      assert.equal(answer.status, 404, route);
      assert.deepEqual(JSON.parse(answer.body), { statusCode: 404, message: 'Not Found', error: 'Not Found' });
    }
    // The same gateway is up and routing: its own probe answers.
    assert.equal((await httpGet(`http://127.0.0.1:${productionPort}/healthz`)).status, 200);
  });
});
