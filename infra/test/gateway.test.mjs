// The gateway templates: placeholders, rendering, and `nginx -t` on the
// rendered configuration when nginx is installed.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { gatewayVars, loadConfig } from '../lib/config.mjs';
import {
  GATEWAY_TEMPLATE,
  findNginx,
  renderTemplate,
  templateVariables,
  testNginxConfig,
  writeNginxConfig,
} from '../lib/nginx.mjs';

test('the gateway template uses exactly the placeholders of docs/contracts.md', () => {
  assert.deepEqual(templateVariables(readFileSync(GATEWAY_TEMPLATE, 'utf8')), [
    'ARTICLE_IMAGE_HOSTS',
    'AUTH_UPSTREAM',
    'COMMENTS_UPSTREAM',
    'CONTENT_UPSTREAM',
    'GATEWAY_CACHE_DIR',
    'GATEWAY_PORT',
    'MEDIA_UPSTREAM',
    'TRUSTED_PROXIES',
    'WEB_UPSTREAM',
  ]);
});

test('nginx variables are never written as ${...}, so envsubst leaves them alone', () => {
  for (const file of [GATEWAY_TEMPLATE]) {
    const lowerBraced = readFileSync(file, 'utf8').match(/\$\{[a-z_]+\}/g);
    assert.equal(lowerBraced, null, `${path.basename(file)}: ${lowerBraced}`);
  }
});

test('renderTemplate replaces placeholders and refuses missing values', () => {
  assert.equal(renderTemplate('listen ${PORT}; $host ${A_B}', { PORT: 80, A_B: 'x' }), 'listen 80; $host x');
  assert.throws(() => renderTemplate('server ${AUTH_UPSTREAM};', {}), /AUTH_UPSTREAM/);
});

test('list placeholders: TRUSTED_PROXIES repeats its lines, "none" drops them', () => {
  const t = 'a;\nset_real_ip_from ${TRUSTED_PROXIES};\nimg ${ARTICLE_IMAGE_HOSTS};';
  assert.equal(
    renderTemplate(t, { TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.2', ARTICLE_IMAGE_HOSTS: 'https://i.example' }),
    'a;\nset_real_ip_from 10.0.0.0/8;\nset_real_ip_from 192.168.1.2;\nimg https://i.example;',
  );
  assert.equal(renderTemplate(t, { TRUSTED_PROXIES: 'none', ARTICLE_IMAGE_HOSTS: 'none' }), 'a;\nimg ;');
  assert.throws(() => renderTemplate(t, { ARTICLE_IMAGE_HOSTS: 'none' }), /TRUSTED_PROXIES/);
});

test('the local stack fills every placeholder from its configuration', () => {
  const cfg = loadConfig({ GATEWAY_PORT: '9090', S3_ENDPOINT: 'http://minio:9000' });
  const vars = gatewayVars(cfg);
  assert.equal(vars.GATEWAY_PORT, 9090);
  assert.equal(vars.AUTH_UPSTREAM, '127.0.0.1:3001');
  assert.equal(vars.MEDIA_UPSTREAM, 'minio:9000');
  assert.equal(cfg.publicUrl, 'http://localhost:9090');
  renderTemplate(readFileSync(GATEWAY_TEMPLATE, 'utf8'), vars);
});

test('defaults of the environment contract', () => {
  const cfg = loadConfig({});
  assert.equal(cfg.ports.GATEWAY_PORT, 8080);
  assert.equal(cfg.ports.MAIL_UI_PORT, 1080);
  assert.equal(cfg.redisUrl, 'redis://127.0.0.1:6379');
  assert.equal(cfg.databaseUrl, null);
  assert.equal(cfg.adminEmail, 'admin@portal.local');
  assert.equal(cfg.seedDemo, true);
  assert.equal(loadConfig({ SEED_DEMO: 'false' }).seedDemo, false);
  assert.equal(loadConfig({ SEED_DEMO: '0' }).seedDemo, false);
  assert.throws(() => loadConfig({ AUTH_PORT: 'abc' }), /AUTH_PORT/);
});

test('search is routed to the content service through the micro-cache, as the article lists are', () => {
  const template = readFileSync(GATEWAY_TEMPLATE, 'utf8');
  // A location's body runs to the closing brace at its own indentation (comments may hold braces).
  const block = (location) => template.match(new RegExp(`\\n    location ${location} \\{([\\s\\S]*?)\\n    \\}`))?.[1] ?? '';
  const search = block('= /api/search');
  assert.match(search, /proxy_cache portal_micro;/);
  assert.match(search, /proxy_pass http:\/\/portal_gzip;/);
  assert.equal(
    search.match(/proxy_cache_use_stale[^;]*;/)?.[0],
    block('/api/articles').match(/proxy_cache_use_stale[^;]*;/)?.[0],
  );
});

test('nginx accepts the rendered configuration', { skip: !findNginx() && 'nginx is not installed' }, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-test-'));
  try {
    mkdirSync(path.join(dir, 'www'));
    for (const extra of [{}, { TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1', ARTICLE_IMAGE_HOSTS: 'https://i.example' }]) {
      const cfg = loadConfig({ DATA_DIR: dir, GATEWAY_PORT: '28080', WEB_PORT: '28081', ...extra });
      const paths = writeNginxConfig({ dataDir: dir, vars: gatewayVars(cfg) });
      testNginxConfig(findNginx(), paths);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
