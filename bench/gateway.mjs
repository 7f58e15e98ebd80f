#!/usr/bin/env node
// `npm run bench:gateway`: the reader path through the gateway against the
// machine's limit. For each path (the anonymous article list, one article's
// JSON, the article's page) it saves the exact bytes the gateway answers, has a
// second, single-process nginx serve them as static files, and runs wrk against
// both in alternating pairs (gateway, static, gateway, static, ...). It prints
// requests per second, p99 and the ratio gateway/static, and the signed-in list
// (session cookie: the shared cache is bypassed) against the same static file.
//
//   BENCH_URL       the portal (default http://localhost:8080, a running `npm start`)
//   BENCH_SECONDS   length of one wrk run (default 5)
//   BENCH_ROUNDS    pairs per path (default 3)
//   BENCH_CONNECTIONS, BENCH_THREADS   wrk -c / -t (default 50 / 2)
//
// Targets (issue 9): anonymous list and article >= 0.5 x static with p99 <= 25 ms;
// signed-in list >= 0.1 x static. Exit code 1 when a target is missed.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findNginx } from '../infra/lib/nginx.mjs';
import { runWrk } from './lib.mjs';

const BASE = (process.env.BENCH_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const THREADS = Number(process.env.BENCH_THREADS ?? 2);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** One wrk run at this benchmark's settings: requests per second and p99 in milliseconds. */
const wrk = (url, headers = []) =>
  runWrk(url, { threads: THREADS, connections: CONNECTIONS, seconds: SECONDS, headers });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  if (spawnSync('wrk', ['--version']).error) throw new Error('wrk is not installed (apt-get install wrk)');
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed');

  const list = await fetch(`${BASE}/api/articles`);
  if (!list.ok) throw new Error(`${BASE}/api/articles answered ${list.status}: is the portal running (BENCH_URL)?`);
  const articles = await list.json();
  if (!articles.length) throw new Error('no published article: start with the demo content (SEED_DEMO)');
  const id = articles[0].id;

  // A signed-in reader: a throwaway account, signed up through the gateway.
  const signup = await fetch(`${BASE}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Reader',
      email: `bench-${randomBytes(4).toString('hex')}@bench.test`,
      password: randomBytes(12).toString('base64url'),
    }),
  });
  const session = /portal_session=[^;]+/.exec(signup.headers.get('set-cookie') ?? '')?.[0];
  if (!session) throw new Error(`signup answered ${signup.status} without a session cookie`);

  const paths = [
    { name: 'list', path: '/api/articles', file: 'list.json', target: 0.5 },
    { name: 'article', path: `/api/articles/${id}`, file: 'article.json', target: 0.5 },
    { name: 'article page', path: `/article/${id}`, file: 'article.html', target: 0.5 },
    {
      name: 'list, signed in',
      path: '/api/articles',
      file: 'list-signed-in.json',
      target: 0.1,
      headers: [`Cookie: ${session}`],
    },
  ];

  // The static twin: the same bytes as files, one nginx process as the local gateway runs.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-static-'));
  const www = path.join(dir, 'www');
  mkdirSync(www);
  for (const p of paths) {
    const res = await fetch(`${BASE}${p.path}`, {
      headers: { 'accept-encoding': 'identity', ...(p.headers ? { cookie: session } : {}) },
    });
    if (!res.ok) throw new Error(`${p.path} answered ${res.status}`);
    p.bytes = Buffer.from(await res.arrayBuffer());
    writeFileSync(path.join(www, p.file), p.bytes);
  }
  const port = await freePort();
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `master_process off;
pid ${dir}/nginx.pid;
error_log stderr error;
events { worker_connections 1024; }
http {
    types { application/json json; text/html html; }
    access_log off;
    sendfile on;
    # As the gateway: no tcp_nopush (infra/lib/nginx.mjs).
    client_body_temp_path ${dir}/tmp;
    proxy_temp_path ${dir}/tmp;
    fastcgi_temp_path ${dir}/tmp;
    uwsgi_temp_path ${dir}/tmp;
    scgi_temp_path ${dir}/tmp;
    server { listen 127.0.0.1:${port}; root ${www}; }
}
`,
  );
  const staticNginx = spawn(nginx, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  try {
    for (let i = 0; i < 50; i += 1) {
      const ok = await fetch(`http://127.0.0.1:${port}/${paths[0].file}`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await sleep(100);
    }
    console.log(
      `gateway ${BASE} vs static nginx (same bytes), wrk -t${THREADS} -c${CONNECTIONS} -d${SECONDS}s, ${ROUNDS} alternating pairs, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}`,
    );
    let allOk = true;
    for (const p of paths) {
      const g = [];
      const s = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        // One request first: the run measures a key that readers keep hot, not the
        // refill of one left alone since the previous run (older than validity and
        // stale window, so its first 50 requests all go to the service at once).
        // (wrk asks for no encoding: the same cache key as identity, not fetch's gzip.)
        await fetch(`${BASE}${p.path}`, {
          headers: { 'accept-encoding': 'identity', ...(p.headers ? { cookie: session } : {}) },
        }).then((r) => r.arrayBuffer());
        g.push(wrk(`${BASE}${p.path}`, p.headers));
        s.push(wrk(`http://127.0.0.1:${port}/${p.file}`));
      }
      const gRps = median(g.map((x) => x.rps));
      const sRps = median(s.map((x) => x.rps));
      const gP99 = median(g.map((x) => x.p99));
      const sP99 = median(s.map((x) => x.p99));
      const ratio = gRps / sRps;
      const non2xx = g.reduce((n, x) => n + x.non2xx, 0);
      const wantP99 = p.target === 0.5;
      const ok = ratio >= p.target && (!wantP99 || gP99 <= 25) && non2xx === 0;
      allOk &&= ok;
      console.log(
        `${p.name.padEnd(16)} (load ${os.loadavg()[0].toFixed(1)})`.padEnd(28) +
          ` ${String(p.bytes.length).padStart(7)} B  gateway ${gRps.toFixed(0).padStart(6)} req/s p99 ${gP99.toFixed(1).padStart(6)} ms` +
          `  static ${sRps.toFixed(0).padStart(6)} req/s p99 ${sP99.toFixed(1).padStart(6)} ms  ratio ${ratio.toFixed(2)}` +
          `  (target >= ${p.target}${wantP99 ? ', p99 <= 25 ms' : ''}${non2xx ? `, ${non2xx} non-2xx` : ''}: ${ok ? 'ok' : 'MISSED'})`,
      );
      const runs = (xs) => xs.map((x) => `${x.rps.toFixed(0)}/${x.p99.toFixed(0)}`).join(' ');
      console.log(`${''.padEnd(28)} each run, req/s / p99 ms: gateway ${runs(g)}; static ${runs(s)}`);
    }
    return allOk;
  } finally {
    staticNginx.kill('SIGTERM');
    await new Promise((r) => staticNginx.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err) => {
    console.error(err.message);
    process.exit(1);
  },
);
