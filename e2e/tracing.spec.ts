// Traces (docs/operations.md, "Traces"): a reader's page through the real gateway, the web's
// render, the content service and Postgres is one trace, exported by each part over OTLP/HTTP
// to the stand-in collector infra/e2e.mjs starts (infra/lib/fake-otlp.mjs). Its trace id is the
// X-Request-Id the reader got; a client's own traceparent starts nothing.
import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';

interface ExportedSpan {
  service: string;
  name: string;
  /** OTLP's SpanKind: 2 server, 3 client. */
  kind: number;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
}

const SERVER = 2;
const CLIENT = 3;

async function spansOf(traceId: string): Promise<ExportedSpan[]> {
  return (await (await fetch(`${process.env.E2E_OTLP_URL}/traces/${traceId}`)).json()) as ExportedSpan[];
}

const isPgQuery = (s: ExportedSpan) =>
  s.service === 'content' && (s.attributes['db.system.name'] ?? s.attributes['db.system']) === 'postgresql';

test('a rendered page is one trace from the web through the content service to Postgres, named by its X-Request-Id', async ({
  request,
}) => {
  test.skip(!process.env.E2E_OTLP_URL, 'needs the stand-in collector of infra/e2e.mjs');
  // A search nobody made: the page and its API read are in no cache, so both reach their server.
  const words = `trace${randomBytes(6).toString('hex')}`;
  const clientTrace = randomBytes(16).toString('hex');
  const clientSpan = randomBytes(8).toString('hex');
  const response = await request.get(`/search?q=${words}`, {
    headers: { traceparent: `00-${clientTrace}-${clientSpan}-01`, tracestate: 'client=chosen' },
  });
  expect(response.status()).toBe(200);
  const requestId = response.headers()['x-request-id'];
  expect(requestId).toMatch(/^[0-9a-f]{32}$/);

  // Each part exports within about a second (its batch delay); poll until all three are in.
  let spans: ExportedSpan[] = [];
  await expect
    .poll(
      async () => {
        spans = await spansOf(requestId);
        const webServer = spans.some((s) => s.service === 'web' && s.kind === SERVER);
        const contentServer = spans.some((s) => s.service === 'content' && s.kind === SERVER);
        return { webServer, contentServer, pgQuery: spans.some(isPgQuery) };
      },
      { timeout: 15_000 },
    )
    .toEqual({ webServer: true, contentServer: true, pgQuery: true });

  // The chain: the gateway's span (the second half of its request id) → the web's render →
  // its API call (whose traceparent the gateway passed on) → the content service → the query.
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  const web = spans.find((s) => s.service === 'web' && s.kind === SERVER)!;
  expect(web.parentSpanId).toBe(requestId.slice(16));
  expect(web.attributes['http.route']).toBe('/search');
  const search = spans.find(
    (s) => s.service === 'content' && s.kind === SERVER && s.attributes['url.path'] === '/api/search',
  );
  expect(search, JSON.stringify(spans, null, 1)).toBeDefined();
  const call = byId.get(search!.parentSpanId ?? '');
  expect(call).toMatchObject({
    service: 'web',
    kind: CLIENT,
    parentSpanId: web.spanId,
    attributes: { 'url.path': '/api/search' },
  });
  const ancestors = (span: ExportedSpan): string[] => {
    const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
    return parent ? [parent.spanId, ...ancestors(parent)] : [];
  };
  expect(spans.filter(isPgQuery).some((q) => ancestors(q).includes(search!.spanId))).toBe(true);

  // The client's traceparent was dropped at the gateway: nothing joined its trace.
  expect(spans.some((s) => s.parentSpanId === clientSpan)).toBe(false);
  expect(await spansOf(clientTrace)).toEqual([]);
});
