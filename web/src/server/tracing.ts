import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import {
  defaultResource,
  detectResources,
  resourceAttributesEnvDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import type { CallTracer } from './api-transport';
import type { TracingConfig } from './config';

/**
 * The web server's traces (docs/operations.md, "Traces"), loaded by main.ts only when an OTLP
 * endpoint is configured (this module and the SDK are a chunk of their own). A server span per
 * request continues the gateway's `traceparent`; each API call the renderer makes is a client
 * span whose `traceparent` goes with the call, so the gateway and the services carry the same
 * trace on. Exported over OTLP/HTTP (JSON); the exporter reads the endpoint, headers and timeout
 * from the standard variables.
 */
export interface WebTracing {
  /** Runs the handling of one request inside its server span. */
  serve(req: IncomingMessage, res: ServerResponse, handle: () => Promise<void>): Promise<void>;
  /** Wraps each of the renderer's API calls (api-transport.ts). */
  callApi: CallTracer;
  /** Exports the spans still waiting in the batch (at shutdown). */
  flush(): Promise<void>;
}

/** Requests of probes and scrapers: never a trace. */
const UNTRACED_PATHS = /^\/(healthz|metrics)(\/|\?|$)/;

const headerGetter = {
  keys: (headers: IncomingMessage['headers']) => Object.keys(headers),
  get: (headers: IncomingMessage['headers'], key: string) => headers[key],
};

function markFailed(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
}

export interface TracingOptions extends TracingConfig {
  /** The route pattern an answer was rendered for (`/article/:id`), once it is known. */
  routeOf: (res: ServerResponse) => string | undefined;
}

/** Nothing from the rest of the server is imported here: main.ts's modules stay out of this chunk. */
/** The sampler the standard variables name; `traceidratio` decides as the services do, from the trace id. */
function sampler({ sampler: name, ratio }: TracingConfig) {
  const root = name.endsWith('always_on')
    ? new AlwaysOnSampler()
    : name.endsWith('always_off')
      ? new AlwaysOffSampler()
      : new TraceIdRatioBasedSampler(ratio);
  return name.startsWith('parentbased_') ? new ParentBasedSampler({ root }) : root;
}

export function startTracing(options: TracingOptions): WebTracing {
  const { serviceName, routeOf } = options;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: defaultResource()
      .merge(detectResources({ detectors: [resourceAttributesEnvDetector] }))
      .merge(resourceFromAttributes({ 'service.name': serviceName })),
    sampler: sampler(options),
    spanProcessors: [
      new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: options.scheduleDelayMs }),
    ],
  });
  trace.setGlobalTracerProvider(provider);
  const tracer = trace.getTracer('portal-web');

  return {
    flush: () => provider.shutdown(),

    serve(req, res, handle) {
      const path = new URL(req.url ?? '/', 'http://web').pathname;
      if (UNTRACED_PATHS.test(path)) return handle();
      const method = req.method ?? 'GET';
      const parent = propagation.extract(ROOT_CONTEXT, req.headers, headerGetter);
      const span = tracer.startSpan(
        method,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': path } },
        parent,
      );
      res.once('close', () => {
        const route = routeOf(res);
        if (route) {
          span.setAttribute('http.route', route);
          span.updateName(`${method} ${route}`);
        }
        span.setAttribute('http.response.status_code', res.statusCode);
        if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      });
      return context.with(trace.setSpan(parent, span), handle).catch((error: unknown) => {
        markFailed(span, error);
        throw error;
      });
    },

    // The path only, as in the logs: a query string may carry a token (verification links).
    async callApi(method, path, headers, send) {
      const span = tracer.startSpan(method, {
        kind: SpanKind.CLIENT,
        attributes: { 'http.request.method': method, 'url.path': path },
      });
      const active = trace.setSpan(context.active(), span);
      propagation.inject(active, headers, { set: (carrier, key, value) => carrier.set(key, value) });
      try {
        const response = await context.with(active, send);
        span.setAttribute('http.response.status_code', response.status);
        if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        return response;
      } catch (error) {
        markFailed(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  };
}
