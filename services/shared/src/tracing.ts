import type { IncomingMessage } from 'node:http';
import { ConfigError, loadTracingConfig, type TracingConfig } from './config';

/** Requests of probes and scrapers: never a trace. */
const UNTRACED_PATHS = /^\/(healthz|readyz|metrics)(\/|\?|$)/;

/** Whether an OTLP endpoint is set (and OTEL_SDK_DISABLED is not true). */
export function tracingEnabled(config: TracingConfig): boolean {
  return (
    config.OTEL_SDK_DISABLED !== 'true' &&
    !!(config.OTEL_EXPORTER_OTLP_ENDPOINT || config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
  );
}

/**
 * OpenTelemetry traces of a service (docs/operations.md, "Traces"): when an OTLP endpoint is
 * configured, the SDK is loaded (dynamic imports: unset, none of it is) with instrumentations of
 * http (the server span continues the gateway's `traceparent`), express (its middleware and
 * routes; OpenTelemetry's Nest instrumentation supports Nest up to 11 only), pg and ioredis
 * (their spans only inside a traced request: the stream readers' and pollers' own queries make
 * no traces), exporting over OTLP/HTTP. It must run before those modules are first required, so
 * that its hooks patch them: each service's main.ts starts it, then loads the service.
 */
export async function startTracing(service: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const config = loadTracingConfig(env);
  if (!tracingEnabled(config)) return false;
  const [api, { AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, resources, sdk, exporter] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/exporter-trace-otlp-http'),
    ]);
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new sdk.TracerProvider({
    resource: resources
      .defaultResource()
      .merge(resources.detectResources({ detectors: [resources.resourceAttributesEnvDetector] }))
      .merge(resources.resourceFromAttributes({ 'service.name': config.OTEL_SERVICE_NAME ?? service })),
    // The gateway's traceparent says sampled: every request it passed on is traced.
    sampler: new sdk.ParentBasedSampler({ root: new sdk.AlwaysOnSampler() }),
    // The exporter reads the endpoint, headers and timeout from the standard variables.
    spanProcessors: [
      new sdk.BatchSpanProcessor({ exporter: new exporter.OTLPTraceExporter(), scheduledDelayMillis: 1000 }),
    ],
  });
  api.trace.setGlobalTracerProvider(provider);

  const [http, express, pg, ioredis] = await Promise.all([
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  // Each enables itself when made: its hook patches the module when it is first required.
  new http.HttpInstrumentation({
    ignoreIncomingRequestHook: (req: IncomingMessage) => UNTRACED_PATHS.test(req.url ?? ''),
    // A link's token never leaves in a span (nor in the logs).
    redactedQueryParamsServer: ['token'],
  });
  new express.ExpressInstrumentation();
  // Statements as written (parameters are $1, $2: their values are not recorded).
  new pg.PgInstrumentation({ requireParentSpan: true });
  // The command's name only: keys hold session ids, values sessions.
  new ioredis.IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command });
  return true;
}

/**
 * A service's main: tracing first (when configured), then the service's own modules, which
 * start it. A configuration error prints its message (naming the variables) and exits 1.
 */
export function startTracedService(service: string, load: () => Promise<unknown>): void {
  startTracing(service)
    .then(load)
    .catch((err: unknown) => {
      console.error(err instanceof ConfigError ? err.message : err);
      process.exit(1);
    });
}
