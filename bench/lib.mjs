// Shared helpers of the benchmarks: a throwaway database, timing, a report line.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

export const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function throwawayDatabase(label) {
  const name = `bench_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Runs `fn` `warmup` times unmeasured, then `runs` times; returns milliseconds. */
export async function measure(fn, { runs = 50, warmup = 5 } = {}) {
  for (let i = 0; i < warmup; i += 1) await fn();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const pick = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { runs, p50: pick(0.5), p95: pick(0.95), max: times[times.length - 1] };
}

export function report(label, { runs, p50, p95, max }, targetMs) {
  const verdict = p95 < targetMs ? 'ok' : 'OVER TARGET';
  console.log(
    `${label.padEnd(48)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  max ${max.toFixed(1).padStart(6)} ms  (${runs} runs, target < ${targetMs} ms: ${verdict})`,
  );
  return p95 < targetMs;
}

/** One wrk run (Debian's wrk): requests per second, p99 in milliseconds, non-2xx/3xx answers. */
export function runWrk(url, { threads = 2, connections = 50, seconds = 5, headers = [], timeout = 2 } = {}) {
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    `--timeout=${timeout}s`,
    '--latency',
    ...headers.flatMap((h) => ['-H', h]),
    url,
  ];
  const r = spawnSync('wrk', args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`wrk failed: ${r.stderr || r.error}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(r.stdout)?.[1]);
  const p99m = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(r.stdout);
  const p99 = p99m ? Number(p99m[1]) * { us: 0.001, ms: 1, s: 1000 }[p99m[2]] : NaN;
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(r.stdout)?.[1] ?? 0);
  const errors = /Socket errors:[^\n]*/.exec(r.stdout)?.[0] ?? '';
  return { rps, p99, non2xx, errors };
}
