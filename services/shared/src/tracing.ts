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
    sampler: traceSampler(sdk, config),
    // The exporter reads the endpoint, headers and timeout from the standard variables.
    spanProcessors: [
      new sdk.BatchSpanProcessor({
        exporter: new exporter.OTLPTraceExporter(),
        scheduledDelayMillis: config.OTEL_BSP_SCHEDULE_DELAY,
      }),
    ],
  });
  api.trace.setGlobalTracerProvider(provider);
  // The spans of a service's last requests are still waiting in the batch when it is stopped.
  flushTraces = () => provider.shutdown();

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

type Sampler = import('@opentelemetry/sdk-trace', { with: { 'resolution-mode': 'import' } }).Sampler;
/** The SDK's samplers (a structural type: the SDK loaded as ESM or from a test fits it alike). */
interface SamplerKit {
  AlwaysOnSampler: new () => Sampler;
  AlwaysOffSampler: new () => Sampler;
  TraceIdRatioBasedSampler: new (ratio: number) => Sampler;
  ParentBasedSampler: new (config: { root: Sampler }) => Sampler;
}

/**
 * The sampler the standard variables name. The gateway's traceparent always says sampled, so
 * behind it `parentbased_*` keeps every request; `traceidratio` samples by the trace id alone
 * (the same decision in every part that has the same ratio: whole traces are kept or dropped).
 */
export function traceSampler(
  sdk: SamplerKit,
  config: Pick<TracingConfig, 'OTEL_TRACES_SAMPLER' | 'OTEL_TRACES_SAMPLER_ARG'>,
) {
  const name = config.OTEL_TRACES_SAMPLER;
  const root = name.endsWith('always_on')
    ? new sdk.AlwaysOnSampler()
    : name.endsWith('always_off')
      ? new sdk.AlwaysOffSampler()
      : new sdk.TraceIdRatioBasedSampler(config.OTEL_TRACES_SAMPLER_ARG);
  return name.startsWith('parentbased_') ? new sdk.ParentBasedSampler({ root }) : root;
}

let flushTraces: (() => Promise<void>) | undefined;

/** Exports the spans still waiting (at most 3 s: a collector away does not hold a shutdown). */
export async function stopTracing(): Promise<void> {
  const flush = flushTraces;
  flushTraces = undefined;
  if (!flush) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    flush().catch(() => undefined),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, 3000).unref())),
  ]);
  clearTimeout(timer);
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
