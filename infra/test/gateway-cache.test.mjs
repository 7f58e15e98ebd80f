// The readers' micro-cache of the rendered gateway template, on a real nginx in
// front of a stand-in content service: an expired answer is served stale for at
// most a second while one request refreshes it, and fetched afresh after that;
// browsers get the service's own Cache-Control; signed-in reads pass the cache by
// and reach the service (straight, not through the gzip hop); the web's
// precompressed scripts reach each browser in the best encoding it accepts; a purge
// empties the cache; an upload's session is checked before its body is read, and
// the body is streamed, never buffered to disk.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { gatewayVars, loadConfig } from '../lib/config.mjs';
import { findNginx, nginxArgs, testNginxConfig, writeNginxConfig } from '../lib/nginx.mjs';

const nginxBin = findNginx();
const skip = !nginxBin && 'nginx is not installed';
/** The upload tests look at nginx's open files through /proc. */
const skipUploads = skip || (!existsSync('/proc/self/fd') && 'needs /proc (Linux)');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let dir;
let nginx;
let content;
let auth;
let authPort;
/** Bytes of upload bodies the stand-in content service received. */
let uploadBytes = 0;
/** Temporary body files of the gateway when each upload reached the content service. */
const tempFilesAtUpstream = [];
let gateway;
/** The traceparent of each session check the stand-in auth service answered. */
const authTraceparents = [];
/** Requests the stand-in content service answered, and what it answers now. */
const seen = [];
let version = 1;

// As long as the longest the template allows: a token longer than a map bucket stopped nginx.
const PURGE_TOKEN = 'p'.repeat(200);

const ASSET = 'console.log("नमस्ते");\n'.repeat(200);

/** The web's static files as sirv sends them: the .br or .gz twin the request accepts. */
function sendAsset(req, res) {
  const accepts = req.headers['accept-encoding'] ?? '';
  const [encoding, body] = /\bbr\b/.test(accepts)
    ? ['br', brotliCompressSync(ASSET)]
    : /\bgzip\b/.test(accepts)
      ? ['gzip', gzipSync(ASSET)]
      : [null, Buffer.from(ASSET)];
  res.setHeader('Content-Type', 'text/javascript');
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.end(body);
}

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

before(async () => {
  if (skip) return;
  content = http.createServer((req, res) => {
    seen.push({
      url: req.url,
      cookie: req.headers.cookie ?? null,
      acceptEncoding: req.headers['accept-encoding'] ?? '',
      internal: [req.headers['x-portal-renderer'] ?? null, req.headers['x-portal-purge-token'] ?? null],
      trace: [req.headers.traceparent ?? null, req.headers.tracestate ?? null],
    });
    if (req.url.startsWith('/assets/')) return sendAsset(req, res);
    if (req.url.startsWith('/api/upload')) {
      // A gateway that buffers would hold the whole body in a temporary file by now.
      tempFilesAtUpstream.push(openBodyFiles().length);
      req.on('data', (c) => (uploadBytes += c.length));
      req.on('end', () => res.end('{}'));
      return;
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (req.url.includes('no-cache')) res.setHeader('Cache-Control', 'no-cache');
    res.end(JSON.stringify({ version }));
  });
  const contentPort = await listen(content);
  // The auth service's session check: alive for the cookie portal_session=alive only.
  auth = http.createServer((req, res) => {
    authTraceparents.push(req.headers.traceparent ?? null);
    const alive = req.url === '/api/auth/session' && /portal_session=alive/.test(req.headers.cookie ?? '');
    res.writeHead(alive ? 204 : 401).end();
  });
  authPort = await listen(auth);
  // A free port for the gateway: taken, then given back.
  const probe = http.createServer();
  const gatewayPort = await listen(probe);
  await new Promise((r) => probe.close(r));

  dir = mkdtempSync(path.join(os.tmpdir(), 'portal-gateway-cache-'));
  const cfg = loadConfig({ DATA_DIR: dir, GATEWAY_PORT: String(gatewayPort) });
  const paths = writeNginxConfig({
    dataDir: dir,
    vars: {
      ...gatewayVars(cfg),
      CONTENT_UPSTREAM: `127.0.0.1:${contentPort}`,
      WEB_UPSTREAM: `127.0.0.1:${contentPort}`,
      AUTH_UPSTREAM: `127.0.0.1:${authPort}`,
      GATEWAY_PURGE_TOKEN: PURGE_TOKEN,
      // No metrics lines (gateway-metrics.test.mjs): a local stack's exporter may be listening.
      GATEWAY_METRICS_SYSLOG: 'none',
    },
  });
  testNginxConfig(nginxBin, paths);
  nginx = spawn(nginxBin, nginxArgs(paths), { stdio: ['ignore', 'ignore', 'inherit'] });
  gateway = `http://127.0.0.1:${gatewayPort}`;
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(`${gateway}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(50);
  }
  throw new Error('the gateway did not start');
});

after(async () => {
  if (nginx) {
    nginx.kill('SIGTERM');
    await new Promise((r) => nginx.once('exit', r));
  }
  content?.close();
  auth?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function get(url, headers = {}) {
  const res = await fetch(`${gateway}${url}`, { headers });
  return {
    status: res.headers.get('x-cache-status'),
    cacheControl: res.headers.get('cache-control'),
    body: await res.json(),
  };
}

const served = (url) => seen.filter((r) => r.url === url).length;

test('an expired answer is served stale for at most a second while one request refreshes it', { skip }, async () => {
  const url = '/api/articles?swr=1';
  const filled = Date.now();
  const first = await get(url);
  assert.equal(first.status, 'MISS');
  assert.deepEqual(first.body, { version: 1 });
  version = 2;
  // Hits until the 2 s validity ends, then the old answer while the refresh runs
  // (readers at 50 connections never wait on the service), then the new one.
  const statuses = [];
  let answer;
  for (;;) {
    answer = await get(url);
    if (answer.body.version === 2) break;
    statuses.push(answer.status);
    assert.ok(Date.now() - filled < 4500, `still the old answer after ${Date.now() - filled} ms: ${statuses}`);
    await sleep(50);
  }
  assert.ok(statuses.includes('STALE') || statuses.includes('UPDATING'), statuses.join(' '));
  assert.equal(served(url), 2, 'the service answered the fill and one refresh');
});

test('an answer left alone past its stale second is fetched afresh, not served stale', { skip }, async () => {
  const url = '/api/articles?idle=1';
  assert.equal((await get(url)).status, 'MISS');
  version = 3;
  // Past validity (2 s) and the stale window (1 s, counted in whole seconds by nginx).
  await sleep(4200);
  const answer = await get(url);
  assert.equal(answer.status, 'EXPIRED');
  assert.deepEqual(answer.body, { version: 3 });
});

test("browsers get the service's own Cache-Control, never the micro-cache's timing", { skip }, async () => {
  for (const url of ['/api/articles?no-cache=1', '/api/articles?no-cache=1']) {
    const answer = await get(url);
    assert.equal(answer.cacheControl, 'no-cache', answer.status);
  }
  assert.equal((await get('/api/articles?no-cache=1')).status, 'HIT');
  const none = await get('/api/articles?plain=1');
  assert.equal(none.cacheControl, null);
  assert.equal((await get('/api/articles?plain=1')).cacheControl, null);
});

test('no client skips the cache with an internal header, and none reaches a service', { skip }, async () => {
  const url = '/api/articles?internal=1';
  version = 4;
  assert.equal((await get(url)).status, 'MISS');
  version = 5;
  for (const headers of [{ 'x-portal-renderer': '1' }, { 'x-portal-purge-token': PURGE_TOKEN }]) {
    const answer = await get(url, headers);
    assert.equal(answer.status, 'HIT', JSON.stringify(headers));
    assert.deepEqual(answer.body, { version: 4 });
  }
  const before = seen.length;
  await get('/api/articles?internal=2', { 'x-portal-renderer': '1', 'x-portal-purge-token': PURGE_TOKEN });
  const reached = seen.slice(before);
  assert.equal(reached.length, 1);
  assert.deepEqual(reached[0].internal, [null, null], 'the service saw neither header');
});

test('signed-in reads pass the cache by, each reaching the service with its cookie', { skip }, async () => {
  const before = seen.length;
  for (let i = 0; i < 3; i += 1) {
    const answer = await get('/api/articles', { cookie: 'portal_session=alive' });
    assert.equal(answer.status, 'BYPASS');
    assert.deepEqual(answer.body, { version });
  }
  assert.deepEqual(
    seen.slice(before).map((r) => r.cookie),
    ['portal_session=alive', 'portal_session=alive', 'portal_session=alive'],
  );
  // The __Host- name of a TLS site too.
  const tls = await get('/api/articles', { cookie: 'lang=ne; __Host-portal_session=alive' });
  assert.equal(tls.status, 'BYPASS');
  // An anonymous read of the same path is cached.
  await get('/api/articles');
  assert.equal((await get('/api/articles')).status, 'HIT');
});

test(
  'a made-up session cookie reads the cache like anyone, and what it is answered is never stored',
  { skip },
  async () => {
    const bogus = { cookie: 'portal_session=made-up.value' };
    for (const url of ['/api/articles?bogus=1', '/?bogus=1', '/api/search?q=bogus', '/api/categories?bogus=1']) {
      assert.equal((await get(url)).status, 'MISS', url);
      const before = served(url);
      for (let i = 0; i < 5; i += 1) assert.equal((await get(url, bogus)).status, 'HIT', url);
      assert.equal(served(url), before, `${url}: a made-up cookie reached the service`);
    }
    // Not cached yet: the made-up cookie's request reaches the service, and its answer is
    // not stored (the service might have answered it as signed in).
    const fresh = '/api/articles?bogus=2';
    assert.equal((await get(fresh, bogus)).status, 'MISS');
    assert.equal((await get(fresh)).status, 'MISS');
    assert.equal((await get(fresh)).status, 'HIT');
  },
);

test(
  'while the auth service is down, a signed-in reader is served from the cache, never an error',
  { skip },
  async () => {
    const url = '/api/articles?auth-down=1';
    assert.equal((await get(url)).status, 'MISS');
    auth.close();
    auth.closeAllConnections();
    try {
      const answer = await get(url, { cookie: 'portal_session=alive' });
      assert.equal(answer.status, 'HIT');
    } finally {
      await new Promise((resolve) => auth.listen(authPort, '127.0.0.1', resolve));
    }
    assert.equal((await get(url, { cookie: 'portal_session=alive' })).status, 'BYPASS');
  },
);

/** What the content service's purger sends (services/content/src/services/cache-purge.ts). */
async function purge(token) {
  const statuses = [];
  for (const dir of '0123456789abcdef') {
    const res = await fetch(`${gateway}/_purge/micro/${dir}/`, {
      method: 'DELETE',
      headers: token ? { 'x-portal-purge-token': token } : {},
    });
    statuses.push(res.status);
  }
  return statuses;
}

test('a purge empties the micro-cache at once: the next read reaches the service', { skip }, async () => {
  const url = '/api/articles?purge=1';
  version = 10;
  assert.equal((await get(url)).status, 'MISS');
  version = 11;
  const statuses = await purge(PURGE_TOKEN);
  assert.ok(
    statuses.every((s) => s === 204 || s === 404),
    statuses.join(' '),
  );
  assert.ok(statuses.includes(204), 'the cached answer was in one of the folders');
  // Without the purge the entry would still be known (HIT, STALE, UPDATING or EXPIRED
  // however long this took); purged, nginx finds no file and fetches it as new.
  const after = await get(url);
  assert.equal(after.status, 'MISS');
  assert.deepEqual(after.body, { version: 11 });
  assert.equal((await get(url)).status, 'HIT', 'and caches the new answer again');
});

test('nobody without the token may purge: 404, and the cached answer stays', { skip }, async () => {
  const url = '/api/articles?purge=2';
  assert.equal((await get(url)).status, 'MISS');
  for (const token of [null, 'wrong-token-wrong-token-wrong-token', '']) {
    assert.deepEqual([...new Set(await purge(token))], [404]);
  }
  assert.notEqual((await get(url)).status, 'MISS');
  const get405 = await fetch(`${gateway}/_purge/micro/0/`, { headers: { 'x-portal-purge-token': PURGE_TOKEN } });
  assert.equal(get405.status, 405);
});

/** A raw GET (fetch would decode): the encoding, the cache status and the decoded text. */
function getRaw(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    http
      .get(`${gateway}${url}`, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'] ?? null;
          const text = (
            encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
          ).toString();
          resolve({ encoding, status: res.headers['x-cache-status'], text });
        });
      })
      .on('error', reject);
  });
}

test('scripts reach each browser in the best encoding it accepts, one cached copy per encoding', { skip }, async () => {
  const url = '/assets/core-abc123.js';
  const browsers = [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['', null],
    // Brotli alone is not an encoding the gateway keys: plain text.
    ['br', null],
  ];
  for (const round of ['MISS', 'HIT']) {
    for (const [acceptEncoding, expected] of browsers) {
      const answer = await getRaw(url, acceptEncoding);
      assert.equal(answer.encoding, expected, `Accept-Encoding "${acceptEncoding}"`);
      assert.equal(answer.text, ASSET);
      // "br" alone shares the plain copy with "" (filled just before it).
      assert.equal(answer.status, round === 'MISS' && acceptEncoding !== 'br' ? 'MISS' : 'HIT', acceptEncoding);
    }
  }
  assert.deepEqual(
    seen.filter((r) => r.url === url).map((r) => r.acceptEncoding),
    ['br, gzip', 'gzip', ''],
  );
});

/**
 * Temporary request-body files the gateway's workers hold open. nginx unlinks such a file
 * as soon as it creates it, so only the workers' open descriptors show it (Linux's /proc).
 */
function openBodyFiles() {
  // The local nginx runs as one process (master_process off); elsewhere workers are its children.
  const master = nginx.pid;
  const children = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return [master, ...children].flatMap((pid) => {
    const fds = `/proc/${pid}/fd`;
    return readdirSync(fds)
      .map((fd) => {
        try {
          return readlinkSync(path.join(fds, fd));
        } catch {
          return '';
        }
      })
      .filter((target) => target.includes('client_body'));
  });
}

/**
 * Sends `megabytes` of upload body in 64 KB chunks as fast as the socket takes them, and
 * resolves with the answer's status and how long it took to come, once it comes (the body
 * may be far from sent by then), plus how many bytes had been handed to the socket.
 */
function upload(url, megabytes, cookie) {
  return new Promise((resolve, reject) => {
    const total = megabytes * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 7);
    const started = Date.now();
    let written = 0;
    let answered = false;
    const req = http.request(`${gateway}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(total),
        ...(cookie ? { cookie } : {}),
      },
    });
    req.on('response', (res) => {
      answered = true;
      const ms = Date.now() - started;
      const bodyFiles = openBodyFiles().length;
      res.resume();
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode, ms, written, bodyFiles });
      });
    });
    req.on('error', (err) => (answered ? undefined : reject(err)));
    const pump = () => {
      while (!answered && written < total) {
        written += chunk.length;
        if (!req.write(chunk)) return req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

test(
  'an anonymous 95 MB upload is a 401 before its body is read: nothing reaches disk or the service',
  { skip: skipUploads },
  async () => {
    const before = uploadBytes;
    const answer = await upload('/api/upload/multiple', 95);
    assert.equal(answer.status, 401);
    assert.ok(answer.ms < 1000, `answered after ${answer.ms} ms`);
    assert.ok(answer.written < 95 * 1024 * 1024, 'answered before the body was all sent');
    assert.equal(uploadBytes, before, 'the content service received nothing');
    assert.equal(answer.bodyFiles, 0, 'no temporary body file');
    console.log(`anonymous 95 MB upload: 401 after ${answer.ms} ms, ${(answer.written / 1048576).toFixed(1)} MB sent`);
  },
);

test(
  'a signed-in upload streams to the content service: the gateway writes none of it to disk',
  { skip: skipUploads },
  async () => {
    const before = uploadBytes;
    const answer = await upload('/api/upload/multiple', 20, 'portal_session=alive');
    assert.equal(answer.status, 200);
    assert.equal(uploadBytes - before, 20 * 1024 * 1024);
    assert.deepEqual(tempFilesAtUpstream, [0], 'no temporary body file while the upload streamed');
  },
);

test(
  'the cache is keyed on the negotiated language: the lang cookie, else Nepali first in Accept-Language',
  { skip },
  async () => {
    const url = '/api/articles?language=1';
    assert.equal((await get(url, { 'accept-language': 'en-US,en;q=0.9' })).status, 'MISS');
    // Other spellings of the same choice share the entry; Nepali first is an entry of its own.
    assert.equal((await get(url, { 'accept-language': 'de-DE,de;q=0.9' })).status, 'HIT');
    assert.equal((await get(url, { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.8' })).status, 'MISS');
    assert.equal((await get(url, { 'accept-language': 'ne' })).status, 'HIT');
    // The cookie wins over the header: each answer is the entry of the cookie's language.
    assert.equal((await get(url, { 'accept-language': 'en-US', cookie: 'lang=ne' })).status, 'HIT');
    version += 1;
    const english = await get(url, { 'accept-language': 'ne-NP', cookie: 'lang=en' });
    assert.equal(english.status, 'HIT');
    assert.notDeepEqual(english.body, { version });
  },
);

/** Starts an upload that sends 64 KB and then waits: resolves once the content service has it. */
async function heldUpload(url) {
  const req = http.request(`${gateway}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': '1048576',
      cookie: 'portal_session=alive',
    },
  });
  req.on('error', () => undefined);
  req.write(Buffer.alloc(64 * 1024, 7));
  for (let i = 0; i < 200 && !seen.some((r) => r.url === url); i += 1) await sleep(25);
  assert.ok(
    seen.some((r) => r.url === url),
    `${url} never reached the content service`,
  );
  return req;
}

test('two uploads at a time per address: a third is refused with 429 at once', { skip }, async () => {
  const held = [await heldUpload('/api/upload?held=1'), await heldUpload('/api/upload/multiple?held=2')];
  try {
    const third = await upload('/api/upload', 1, 'portal_session=alive');
    assert.equal(third.status, 429);
    assert.ok(third.ms < 1000, `answered after ${third.ms} ms`);
    const answer = await fetch(`${gateway}/api/upload/multiple`, {
      method: 'POST',
      headers: { cookie: 'portal_session=alive' },
      body: 'x',
    });
    assert.equal(answer.status, 429);
    assert.equal(answer.headers.get('retry-after'), '10');
    assert.deepEqual(await answer.json(), {
      statusCode: 429,
      message: 'Too many uploads at once from your network. Please wait for one to finish.',
      error: 'Too Many Requests',
    });
  } finally {
    for (const req of held) req.destroy();
  }
  // Once one ends, the address may upload again.
  let status;
  for (let i = 0; i < 200; i += 1) {
    status = (await upload('/api/upload', 1, 'portal_session=alive')).status;
    if (status === 200) break;
    await sleep(25);
  }
  assert.equal(status, 200);
});
test(
  "the gateway starts the trace from its request id; a client's traceparent and tracestate are dropped",
  { skip },
  async () => {
    const hex = (n) => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
    const reached = async (url, headers) => {
      const before = seen.length;
      const res = await fetch(`${gateway}${url}`, { headers });
      assert.equal(res.status, 200);
      return { requestId: res.headers.get('x-request-id'), trace: seen.slice(before).at(-1).trace };
    };
    const client = `00-${hex(32)}-${hex(16)}-01`;
    const own = await reached(`/api/articles?trace=${hex(8)}`, { traceparent: client, tracestate: 'a=b' });
    assert.match(own.requestId, /^[0-9a-f]{32}$/);
    assert.match(own.trace[0], new RegExp(`^00-${own.requestId}-${own.requestId.slice(16)}-01$`));
    assert.equal(own.trace[1], null, 'no tracestate');

    // The web's API call: the reader's request id and a traceparent of that trace keep its parent.
    const [trace, parent] = [hex(32), hex(16)];
    const call = await reached(`/api/articles?trace=${hex(8)}`, {
      'x-request-id': trace,
      traceparent: `00-${trace}-${parent}-00`,
      cookie: 'portal_session=alive',
    });
    assert.equal(call.requestId, trace);
    assert.deepEqual(call.trace, [`00-${trace}-${parent}-01`, null]);
    assert.equal(authTraceparents.at(-1), call.trace[0], 'the session check continues the same trace');

    // Another request id (not 32 hex digits) is kept as the id, but the trace is nginx's own.
    const named = await reached(`/api/articles?trace=${hex(8)}`, { 'x-request-id': 'reader-7', traceparent: client });
    assert.equal(named.requestId, 'reader-7');
    assert.match(named.trace[0], /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    assert.notEqual(named.trace[0], client);
  },
);
