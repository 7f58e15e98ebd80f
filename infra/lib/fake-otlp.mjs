// A stand-in for an OpenTelemetry collector, for the whole-stack tests: it takes OTLP/HTTP JSON
// exports (POST /v1/traces, as @opentelemetry/exporter-trace-otlp-http sends them) and keeps the
// spans by trace id; GET /traces/<trace id> lists one trace's spans as
// { service, name, kind, spanId, parentSpanId, attributes }. Only node: built-ins.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

/** Traces kept: the oldest go first (a whole test run exports a few thousand). */
const MAX_TRACES = 5000;

/** An OTLP AnyValue as a plain value (strings, numbers, booleans; arrays and maps as JSON). */
function plain(value = {}) {
  if ('stringValue' in value) return value.stringValue;
  if ('intValue' in value) return Number(value.intValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('boolValue' in value) return value.boolValue;
  return JSON.stringify(value);
}

const attributes = (list = []) => Object.fromEntries(list.map((a) => [a.key, plain(a.value)]));

export function startFakeOtlp({ port }) {
  const traces = new Map();
  const keep = (span) => {
    const list = traces.get(span.traceId) ?? [];
    if (!list.length && traces.size >= MAX_TRACES) traces.delete(traces.keys().next().value);
    traces.set(span.traceId, [...list, span]);
  };
  const server = http.createServer((req, res) => {
    const send = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const asked = req.url.match(/^\/traces\/([0-9a-f]{32})$/);
    if (req.method === 'GET' && asked) return send(200, traces.get(asked[1]) ?? []);
    if (req.method !== 'POST' || req.url !== '/v1/traces') return send(404, { message: 'Not Found' });
    if (!/^application\/json/.test(req.headers['content-type'] ?? '')) {
      return send(415, { message: 'only the OTLP/HTTP JSON encoding is understood here' });
    }
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      let body;
      try {
        const raw = Buffer.concat(chunks);
        body = JSON.parse(String(req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw));
      } catch {
        return send(400, { message: 'not JSON' });
      }
      for (const { resource, scopeSpans = [] } of body.resourceSpans ?? []) {
        const service = attributes(resource?.attributes)['service.name'];
        for (const { spans = [] } of scopeSpans) {
          for (const s of spans) {
            keep({
              service,
              name: s.name,
              kind: s.kind,
              traceId: s.traceId,
              spanId: s.spanId,
              parentSpanId: s.parentSpanId || undefined,
              attributes: attributes(s.attributes),
            });
          }
        }
      }
      // An ExportTraceServiceResponse: everything accepted.
      send(200, {});
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ server, traces, close: () => new Promise((r) => server.close(r)) }),
    );
  });
}
