#!/usr/bin/env node
// `npm run bench:render`: what one core of the web server renders when nothing is cached, for
// the home page, a section and an article, beside the same page from the gateway's cache.
// Uncached: wrk against the web server itself (every request is a server render; its API reads
// go through the gateway like the renderer's always do); the web process's CPU time over the run
// (/proc/<pid>/stat) turns requests per second into renders per CPU-second, i.e. per core.
// Cached: wrk against the gateway (the micro-cache answers). Figures feed docs/capacity.md.
//
//   BENCH_URL        the portal's gateway (default http://localhost:8080, a running `npm start`)
//   BENCH_WEB_URL    its web server (default http://127.0.0.1:8081)
//   BENCH_SECONDS    length of one wrk run (default 5); BENCH_ROUNDS runs per path (default 3)
//   BENCH_CONNECTIONS, BENCH_THREADS   wrk -c / -t (default 8 / 1 uncached; the cached runs 50 / 2)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { runWrk } from './lib.mjs';

const BASE = (process.env.BENCH_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const WEB = (process.env.BENCH_WEB_URL ?? 'http://127.0.0.1:8081').replace(/\/$/, '');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const THREADS = Number(process.env.BENCH_THREADS ?? 1);
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** The process listening on the web server's port (ss), whose CPU time the renders cost. */
function webPid() {
  const port = new URL(WEB).port || '80';
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`nothing listens on ${WEB} (start the portal: npm start)`);
  return Number(pid);
}

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const list = await (await fetch(`${BASE}/api/articles?limit=1`)).json();
  if (!list.length) throw new Error('no published article: start with SEED_DEMO (the default of npm start)');
  const paths = { home: '/', section: '/category/latest-news', article: `/article/${list[0].id}` };
  const pid = webPid();
  const rows = [];
  for (const [name, path] of Object.entries(paths)) {
    for (const url of [`${WEB}${path}`, `${BASE}${path}`]) {
      const res = await fetch(url);
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    }
    const uncached = [];
    const perCore = [];
    const cached = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = cpuSeconds(pid);
      // A render may wait its turn on a busy machine: 10 s before wrk counts it as lost.
      const run = runWrk(`${WEB}${path}`, { threads: THREADS, connections: CONNECTIONS, seconds: SECONDS, timeout: 10 });
      const used = cpuSeconds(pid) - before;
      if (run.non2xx) throw new Error(`${path} uncached: ${run.non2xx} answers not 2xx/3xx`);
      if (run.errors) console.log(`${path} uncached: ${run.errors}`);
      uncached.push(run.rps);
      perCore.push((run.rps * SECONDS) / used);
      cached.push(runWrk(`${BASE}${path}`, { threads: 2, connections: 50, seconds: SECONDS }).rps);
    }
    rows.push({
      page: `${name} (${path})`,
      'uncached renders/s': median(uncached).toFixed(0),
      'renders per CPU-second of web': median(perCore).toFixed(0),
      'cached req/s (gateway)': median(cached).toFixed(0),
    });
  }
  const keys = Object.keys(rows[0]);
  console.log(`| ${keys.join(' | ')} |\n| ${keys.map(() => '---').join(' | ')} |`);
  for (const r of rows) console.log(`| ${keys.map((k) => r[k]).join(' | ')} |`);
  console.log(
    `\n${ROUNDS} rounds of ${SECONDS} s, medians; uncached: wrk -t${THREADS} -c${CONNECTIONS} on the web server ` +
      `(pid ${pid}); cached: wrk -t2 -c50 on the gateway; load average ${execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).split(' ').slice(0, 3).join(' ')}`,
  );
}

main().catch((error) => {
  console.error(`bench:render: ${error.message}`);
  process.exit(1);
});
