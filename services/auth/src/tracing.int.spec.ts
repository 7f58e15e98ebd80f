import { freePort, TestStack, until } from '@portal/shared/testing';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// Traces of the built service (dist/main.js, tracing loaded before the service, as in
// production) exported to the stand-in collector of the browser tests (infra/lib/fake-otlp.mjs):
// what waits in the batch leaves at shutdown, and the standard sampler variables are obeyed.

interface FakeOtlp {
  close(): Promise<void>;
}
interface ExportedSpan {
  service: string;
  name: string;
  attributes: Record<string, unknown>;
}

const MAIN = join(__dirname, '..', 'dist', 'main.js');
let stack: TestStack;
let otlp: FakeOtlp;
let otlpUrl: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build" first`);
  stack = await TestStack.create('auth_tracing');
  const port = await freePort();
  const { startFakeOtlp } = (await import(join(__dirname, '..', '..', '..', 'infra', 'lib', 'fake-otlp.mjs'))) as {
    startFakeOtlp(options: { port: number }): Promise<FakeOtlp>;
  };
  otlp = await startFakeOtlp({ port });
  otlpUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await otlp?.close();
  await stack?.stop();
});

/** Starts the service with these variables, asks it one traced request, stops it (SIGTERM). */
async function oneRequestThenStop(extra: Record<string, string>): Promise<ExportedSpan[]> {
  const port = await freePort();
  const traceId = randomBytes(16).toString('hex');
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      ...stack.env({ AUTH_PORT: String(port), OTEL_EXPORTER_OTLP_ENDPOINT: otlpUrl, ...extra }),
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
      OTEL_SERVICE_NAME: '',
      OTEL_SDK_DISABLED: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const exited = once(child, 'exit');
  const base = `http://127.0.0.1:${port}`;
  // A service starts (and migrates) in seconds on a quiet machine, much later on a busy one.
  await until(
    () =>
      fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      ),
    120_000,
    'the auth service',
  );
  const res = await fetch(`${base}/api/auth/session`, {
    headers: { traceparent: `00-${traceId}-${'1'.repeat(16)}-01` },
  });
  expect(res.status).toBeLessThan(500);
  child.kill('SIGTERM');
  await exited;
  return (await (await fetch(`${otlpUrl}/traces/${traceId}`)).json()) as ExportedSpan[];
}

it('exports the spans still waiting in the batch when the service is stopped', async () => {
  // A minute's batch delay: only the flush at shutdown can have sent them.
  const spans = await oneRequestThenStop({ OTEL_BSP_SCHEDULE_DELAY: '60000' });
  expect(spans.some((s) => s.service === 'auth' && /^GET/.test(s.name))).toBe(true);
}, 240_000);

it('keeps no trace with OTEL_TRACES_SAMPLER=always_off, even when the caller says sampled', async () => {
  const spans = await oneRequestThenStop({ OTEL_TRACES_SAMPLER: 'always_off' });
  expect(spans).toEqual([]);
}, 240_000);
