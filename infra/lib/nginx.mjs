// Local rendering of the gateway templates and the small main nginx.conf that
// includes them. Only node: built-ins, so it also runs before `npm install`.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';

export const GATEWAY_TEMPLATE = path.join(REPO_ROOT, 'gateway', 'nginx.conf.template');

/**
 * envsubst-style rendering, as the official nginx image's entrypoint does it:
 * `${NAME}` placeholders (upper case) are replaced, nginx's own `$variables`
 * are left alone. Unlike envsubst, a placeholder without a value is an error
 * instead of an empty string.
 */
export function renderTemplate(text, vars) {
  const missing = new Set();
  text = expandLists(text, vars);
  const out = text.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (_m, name) => {
    const value = vars[name];
    if (value === undefined || value === null || value === '') {
      missing.add(name);
      return '';
    }
    return String(value);
  });
  if (missing.size) throw new Error(`template placeholders without a value: ${[...missing].join(', ')}`);
  return out;
}

/**
 * List placeholders (docs/security.md). TRUSTED_PROXIES: entries separated by
 * commas or spaces; every line holding it is repeated once per entry, and
 * "none" drops those lines. ARTICLE_IMAGE_HOSTS: "none" becomes nothing.
 * deploy/nginx/entrypoint.sh applies the same rules in containers.
 */
export const LIST_NONE = 'none';
function expandLists(text, vars) {
  const proxies = vars.TRUSTED_PROXIES;
  if (proxies !== undefined && proxies !== null && proxies !== '') {
    const entries = String(proxies) === LIST_NONE ? [] : String(proxies).split(/[\s,]+/).filter(Boolean);
    text = text
      .split('\n')
      .flatMap((line) =>
        line.includes('${TRUSTED_PROXIES}') ? entries.map((e) => line.replaceAll('${TRUSTED_PROXIES}', e)) : [line],
      )
      .join('\n');
  }
  if (vars.ARTICLE_IMAGE_HOSTS === LIST_NONE) text = text.replaceAll('${ARTICLE_IMAGE_HOSTS}', '');
  // "none" drops the lines of GATEWAY_PURGE_TOKEN (nobody may purge the micro-cache) and of
  // GATEWAY_METRICS_SYSLOG (no metrics lines are sent).
  for (const name of ['GATEWAY_PURGE_TOKEN', 'GATEWAY_METRICS_SYSLOG']) {
    if (vars[name] !== LIST_NONE) continue;
    text = text
      .split('\n')
      .filter((line) => !line.includes(`\${${name}}`))
      .join('\n');
  }
  return text;
}

/** Names of the placeholders a template uses. */
export function templateVariables(text) {
  return [...new Set([...text.matchAll(/\$\{([A-Z_][A-Z0-9_]*)\}/g)].map((m) => m[1]))].sort();
}

// The few types a SPA, its fonts and images need; keeps the local nginx from
// depending on /etc/nginx/mime.types.
const MIME_TYPES = `
    types {
        text/html                   html htm;
        text/css                    css;
        text/plain                  txt;
        text/xml                    xml;
        application/javascript      js mjs;
        application/json            json map;
        application/manifest+json   webmanifest;
        application/rss+xml         rss;
        image/svg+xml               svg svgz;
        image/png                   png;
        image/jpeg                  jpg jpeg;
        image/gif                   gif;
        image/webp                  webp;
        image/avif                  avif;
        image/x-icon                ico;
        font/woff                   woff;
        font/woff2                  woff2;
        font/ttf                    ttf;
        font/otf                    otf;
        application/pdf             pdf;
        application/wasm            wasm;
    }
    default_type application/octet-stream;`;

/**
 * Writes DATA_DIR/nginx/{nginx.conf,conf.d/gateway.conf} and
 * the temp folders. Returns the paths nginx is started with.
 */
export function writeNginxConfig({ dataDir, vars }) {
  const prefix = path.join(dataDir, 'nginx');
  const confD = path.join(prefix, 'conf.d');
  const tmp = path.join(prefix, 'tmp');
  for (const dir of [prefix, confD, tmp, path.join(prefix, 'logs')]) mkdirSync(dir, { recursive: true });
  if (vars.GATEWAY_CACHE_DIR) mkdirSync(vars.GATEWAY_CACHE_DIR, { recursive: true });

  writeFileSync(path.join(confD, 'gateway.conf'), renderTemplate(readFileSync(GATEWAY_TEMPLATE, 'utf8'), vars));
  writeApiDocs(prefix);

  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `# Written by infra/start.mjs on every start; edit gateway/*.template instead.
# One process, no master: if it is killed nothing is left behind holding the
# ports, and the process manager restarts it (local development only; the
# containers use the official image's nginx.conf).
master_process off;
pid ${path.join(prefix, 'nginx.pid')};
error_log stderr warn;

events {
    worker_connections 1024;
}

http {${MIME_TYPES}
    sendfile on;
    # No tcp_nopush: with it, answers of several segments (an 85 KB list) waited on
    # delayed ACKs, a p99 of ~40 ms at 50 connections against ~6 ms without (docs/capacity.md).
    keepalive_timeout 65;
    access_log off;

    client_body_temp_path ${path.join(tmp, 'client_body')};
    proxy_temp_path ${path.join(tmp, 'proxy')};
    fastcgi_temp_path ${path.join(tmp, 'fastcgi')};
    uwsgi_temp_path ${path.join(tmp, 'uwsgi')};
    scgi_temp_path ${path.join(tmp, 'scgi')};

    include ${path.join(confD, '*.conf')};
}
`,
  );
  return { prefix, conf };
}

export const OPENAPI_DOCUMENT = path.join(REPO_ROOT, 'contract', 'openapi.json');

/**
 * The API's documentation for local development: Swagger UI (npm swagger-ui-dist, which
 * @nestjs/swagger brings) of contract/openapi.json at /api/docs/, as locations in
 * `portal-dev.d/api-docs.conf`, which the gateway template includes. Only the local stack
 * writes this folder: the production gateway never serves the documentation. Without
 * swagger-ui-dist (dependencies not installed yet) nothing is written.
 */
export function writeApiDocs(prefix) {
  const devDir = path.join(prefix, 'portal-dev.d');
  rmSync(devDir, { recursive: true, force: true });
  let uiDir;
  try {
    uiDir = path.dirname(createRequire(path.join(REPO_ROOT, 'package.json')).resolve('swagger-ui-dist/package.json'));
  } catch {
    return null;
  }
  const pageDir = path.join(prefix, 'api-docs');
  mkdirSync(pageDir, { recursive: true });
  mkdirSync(devDir, { recursive: true });
  // Exact locations only: they win over the gateway's `^~ /api/` (404), which stops the regex search.
  // No inline script: the gateway's Content-Security-Policy allows scripts of 'self' only.
  writeFileSync(
    path.join(pageDir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Nepali news portal: API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`,
  );
  writeFileSync(
    path.join(pageDir, 'init.js'),
    `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`,
  );
  const quote = (p) => JSON.stringify(p);
  writeFileSync(
    path.join(devDir, 'api-docs.conf'),
    `# Written by infra/start.mjs (local development only): the API's documentation.
location = /api/docs {
    return 302 /api/docs/;
}
location = /api/docs/ {
    root ${quote(pageDir)};
    try_files /index.html =404;
    default_type text/html;
}
location = /api/docs/init.js {
    alias ${quote(path.join(pageDir, 'init.js'))};
    default_type application/javascript;
}
location = /api/docs/openapi.json {
    alias ${quote(OPENAPI_DOCUMENT)};
    default_type application/json;
}
${['swagger-ui.css', 'swagger-ui-bundle.js']
  .map((file) => `location = /api/docs/${file} {\n    alias ${quote(path.join(uiDir, file))};\n}\n`)
  .join('')}`,
  );
  return devDir;
}

/** Path of the nginx binary, or null. */
export function findNginx() {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'])) {
    if (!dir) continue;
    const candidate = path.join(dir, 'nginx');
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** Arguments that start nginx in the foreground on the written config. */
export function nginxArgs({ prefix, conf }) {
  return ['-p', `${prefix}/`, '-e', 'stderr', '-c', conf, '-g', 'daemon off;'];
}

/** `nginx -t` on the written config; throws with nginx's output on failure. */
export function testNginxConfig(nginx, paths) {
  // stdout to /dev/null: nginx opens access_log /dev/stdout by path, which fails on a socket.
  const r = spawnSync(nginx, ['-p', `${paths.prefix}/`, '-e', 'stderr', '-c', paths.conf, '-t', '-q'], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (r.status !== 0) throw new Error(`nginx -t failed:\n${r.stderr}`);
}

/**
 * Makes sure nginx is there: apt-get install nginx-light when we are root on
 * Debian, else a clear message.
 */
export function ensureNginx(log = console.log) {
  let nginx = findNginx();
  if (nginx) return nginx;
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (isRoot && isDebian) {
    log('nginx is missing: installing Debian nginx-light (apt-get)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'nginx-light']]) {
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${r.status})`);
    }
    nginx = findNginx();
    if (nginx) return nginx;
  }
  throw new Error(
    'nginx is not installed and cannot be installed from here. Install it (Debian/Ubuntu: ' +
      '`sudo apt-get install nginx-light`; macOS: `brew install nginx`), or point NGINX_BIN at the binary.',
  );
}
