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
    'GATEWAY_METRICS_SYSLOG',
    'GATEWAY_PORT',
    'GATEWAY_PURGE_TOKEN',
    'MEDIA_UPSTREAM',
    'MEDIA_UPSTREAM_HOST',
    'MEDIA_UPSTREAM_PATH',
    'MEDIA_UPSTREAM_SCHEME',
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
  const cfg = loadConfig({ GATEWAY_PORT: '9090', S3_ENDPOINT: 'http://s3:8333' });
  const vars = gatewayVars(cfg);
  assert.equal(vars.GATEWAY_PORT, 9090);
  assert.equal(vars.AUTH_UPSTREAM, '127.0.0.1:3001');
  assert.equal(vars.MEDIA_UPSTREAM, 's3:8333');
  assert.equal(vars.MEDIA_UPSTREAM_SCHEME, 'http');
  assert.equal(vars.MEDIA_UPSTREAM_PATH, '/media/');
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
  const block = (location) =>
    template.match(new RegExp(`\\n    location ${location} \\{([\\s\\S]*?)\\n    \\}`))?.[1] ?? '';
  const search = block('= /api/search');
  assert.match(search, /proxy_cache portal_micro;/);
  assert.match(search, /proxy_pass http:\/\/portal_gzip;/);
  assert.equal(
    search.match(/proxy_cache_use_stale[^;]*;/)?.[0],
    block('/api/articles').match(/proxy_cache_use_stale[^;]*;/)?.[0],
  );
});

test('the audit log is routed to the content service and never cached', () => {
  const template = readFileSync(GATEWAY_TEMPLATE, 'utf8');
  const audit = template.match(/\n {4}location = \/api\/admin\/audit \{([\s\S]*?)\n {4}\}/)?.[1] ?? '';
  assert.match(audit, /proxy_pass http:\/\/portal_content;/);
  assert.doesNotMatch(audit, /proxy_cache/);
});

test('a managed S3 over https: the endpoint host is the Host, the TLS name and the verified certificate name', () => {
  const cfg = loadConfig({ S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com', S3_BUCKET: 'portal-media' });
  const vars = gatewayVars(cfg);
  assert.deepEqual(
    [vars.MEDIA_UPSTREAM, vars.MEDIA_UPSTREAM_SCHEME, vars.MEDIA_UPSTREAM_HOST, vars.MEDIA_UPSTREAM_PATH],
    ['s3.eu-central-1.amazonaws.com:443', 'https', 's3.eu-central-1.amazonaws.com', '/portal-media/'],
  );
  const media = mediaLocation(renderTemplate(readFileSync(GATEWAY_TEMPLATE, 'utf8'), vars));
  assert.match(media, /proxy_set_header Host s3\.eu-central-1\.amazonaws\.com;/);
  assert.match(media, /proxy_ssl_server_name on;/);
  assert.match(media, /proxy_ssl_name s3\.eu-central-1\.amazonaws\.com;/);
  assert.match(media, /proxy_ssl_verify on;/);
  assert.match(media, /proxy_pass https:\/\/portal_media\/portal-media\/;/);
  // Nothing of the reader's reaches the storage.
  assert.match(media, /proxy_set_header Cookie "";/);
  assert.match(media, /proxy_set_header Authorization "";/);
});

/** The body of the gateway's `location ^~ /media/` block in a rendered configuration. */
function mediaLocation(config) {
  return config.match(/\n {4}location \^~ \/media\/ \{([\s\S]*?)\n {4}\}/)?.[1] ?? '';
}

test('nginx accepts the rendered configuration', { skip: !findNginx() && 'nginx is not installed' }, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-test-'));
  try {
    mkdirSync(path.join(dir, 'www'));
    // A virtual-hosted bucket over https (AWS S3, R2): the upstream address is given as an
    // address here, since `nginx -t` resolves names and this machine may reach no DNS.
    const virtualHosted = {
      MEDIA_UPSTREAM: '127.0.0.1:443',
      MEDIA_UPSTREAM_SCHEME: 'https',
      MEDIA_UPSTREAM_HOST: 'portal-media.s3.eu-central-1.amazonaws.com',
      MEDIA_UPSTREAM_PATH: '/',
    };
    for (const [extra, media] of [
      [{}, {}],
      [{ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1', ARTICLE_IMAGE_HOSTS: 'https://i.example' }, {}],
      [{}, virtualHosted],
    ]) {
      const cfg = loadConfig({ DATA_DIR: dir, GATEWAY_PORT: '28080', WEB_PORT: '28081', ...extra });
      const vars = { ...gatewayVars(cfg), ...media };
      const paths = writeNginxConfig({ dataDir: dir, vars });
      testNginxConfig(findNginx(), paths);
      if (media.MEDIA_UPSTREAM_SCHEME === 'https') {
        const location = mediaLocation(readFileSync(path.join(dir, 'nginx', 'conf.d', 'gateway.conf'), 'utf8'));
        assert.match(location, /proxy_set_header Host portal-media\.s3\.eu-central-1\.amazonaws\.com;/);
        assert.match(location, /proxy_ssl_name portal-media\.s3\.eu-central-1\.amazonaws\.com;/);
        assert.match(location, /proxy_pass https:\/\/portal_media\/;/);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
