import { z } from 'zod';

/** Unset when empty: compose hands an unset variable on as "" (`${OTEL_EXPORTER_OTLP_ENDPOINT:-}`). */
const emptyAsUnset = (v: unknown) => (v === '' ? undefined : v);

const otlpEndpoint = z.preprocess(
  emptyAsUnset,
  z
    .string()
    .url('must be an http(s) URL such as http://otel-collector:4318')
    .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL such as http://otel-collector:4318')
    .optional(),
);

/**
 * OpenTelemetry traces (tracing.ts; docs/operations.md, "Traces"), by the standard variables, which
 * the OTLP exporter itself also reads (with OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT, ...). Off unless
 * an endpoint is set: then spans go out over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
 * as it is, else to OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces.
 */
export const TRACE_SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;

export const tracingConfig = {
  OTEL_EXPORTER_OTLP_ENDPOINT: otlpEndpoint,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: otlpEndpoint,
  /** The part's name in the traces; unset: the service's own (auth, content, comments, worker). */
  OTEL_SERVICE_NAME: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, 'letters, digits, ".", "_" and "-" only (at most 64)')
      .optional(),
  ),
  /** true: no traces even with an endpoint set (the standard switch). */
  OTEL_SDK_DISABLED: z.preprocess(emptyAsUnset, z.enum(['true', 'false']).default('false')),
  /**
   * Which traces are kept (the standard sampler names). `traceidratio` decides from the trace id
   * alone, so every part set to the same ratio keeps or drops a whole trace together.
   */
  OTEL_TRACES_SAMPLER: z.preprocess(emptyAsUnset, z.enum(TRACE_SAMPLERS).default('parentbased_always_on')),
  /** The ratio of the `*traceidratio` samplers, 0 to 1. */
  OTEL_TRACES_SAMPLER_ARG: z.preprocess(emptyAsUnset, z.coerce.number().min(0).max(1).default(1)),
  /** Milliseconds a span waits to be exported with others; whatever waits is sent at shutdown. */
  OTEL_BSP_SCHEDULE_DELAY: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(600_000).default(1000)),
};

export type TracingConfig = z.infer<z.ZodObject<typeof tracingConfig>>;

/** Variables every service reads. Each service adds its own with `loadConfig(extra)`. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json: one JSON object per line (containers, log shippers); pretty: one readable line (npm start in a terminal). */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  REDIS_URL: z.string().url('must be a redis:// URL').default('redis://127.0.0.1:6379'),
  /**
   * Namespace for every Redis key, stream and queue (lets test runs share one Redis). On Redis
   * Cluster give it a hash tag, `{portal}:`: every key then lives in one slot, as BullMQ's and
   * the session scripts' multi-key commands need (docs/deploy.md, "Redis").
   */
  REDIS_PREFIX: z
    .string()
    .regex(
      /^(\{[A-Za-z0-9_-]+\})?[A-Za-z0-9:_-]*$/,
      'letters, digits, ":", "_" and "-" only, after an optional {hash tag} at the start',
    )
    .default('portal:'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
  PUBLIC_URL: z
    .string()
    .url('must be an absolute URL such as https://news.example.com')
    .default('http://localhost:8080'),
  /** Address the service listens on: 127.0.0.1 in `npm start`, all interfaces in containers. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** When set, GET /metrics needs `Authorization: Bearer <token>` (docs/security.md). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Multiplies every counting limit (per address, per account). 1 in production; the
   * browser-test stack raises it because all its browsers share one address.
   */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(10000).default(1),
  /**
   * This process's name as a stream consumer (with the service's name before it): stable over
   * restarts, so a restarted process takes back what it left pending. Unset: HOSTNAME (the pod's
   * name in Kubernetes, the container's in compose), else the machine's name.
   */
  CONSUMER_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._@:-]{1,100}$/, 'letters, digits, ".", "_", "@", ":" and "-" only (at most 100)')
    .optional(),
  /** Force the Secure cookie flag even when the proxy does not say https. */
  COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
  ...tracingConfig,
});

/** Added to the schema of services that own tables. */
export const databaseConfig = {
  /** Where queries go: Postgres itself, or PgBouncer in transaction mode (docs/capacity.md). */
  DATABASE_URL: z.string().url('must be a postgres:// URL'),
  /**
   * A direct connection to Postgres for the migrations on start (they hold an advisory lock
   * across statements, which a transaction-mode pooler cannot keep). Unset: DATABASE_URL.
   */
  DATABASE_MIGRATIONS_URL: z.string().url('must be a postgres:// URL').optional(),
  /** Postgres connections each process may hold at most (docs/capacity.md counts them). */
  DB_POOL_MAX: z.coerce.number().int('must be a whole number').min(1).max(100).default(10),
};

export type DatabaseConfig = z.infer<z.ZodObject<typeof databaseConfig>>;

/** Nepali demo content on an empty database (on by default only for `npm start`). */
export const seedDemoConfig = {
  SEED_DEMO: z
    .string()
    .regex(/^(true|false|1|0|on|off|yes|no)$/i, 'must be true or false')
    .default('false')
    .transform((v) => ['true', '1', 'on', 'yes'].includes(v.toLowerCase())),
};

export type BaseConfig = z.infer<typeof baseConfigSchema>;

export class ConfigError extends Error {}

/**
 * Reads and validates the environment once. A bad or missing variable fails start-up
 * with a message naming every offending variable.
 */
export function loadConfig<S extends z.ZodRawShape>(
  extra: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<ReturnType<typeof baseConfigSchema.extend<S>>> {
  return parseEnv(baseConfigSchema.extend(extra), withContainerPort(extra, env), env) as never;
}

/** Whether traces are on, and where they go: read before anything else loads (tracing.ts). */
export function loadTracingConfig(env: NodeJS.ProcessEnv = process.env): TracingConfig {
  return parseEnv(z.object(tracingConfig), env, env);
}

function parseEnv<T extends z.ZodTypeAny>(schema: T, input: NodeJS.ProcessEnv, env: NodeJS.ProcessEnv): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const missing = issue.code === 'invalid_type' && env[name] === undefined;
      return `  ${name}: ${missing ? 'is required but not set' : issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

const LISTEN_PORT = 'the port the service listens on';

/**
 * The service's own port variable (AUTH_PORT, ...), with its `npm start` default. Unset, it
 * takes PORT: the one port every portal container listens on (the images set it; docs/deploy.md).
 */
export const port = (fallback: number) =>
  z.coerce.number().int().min(1).max(65535).default(fallback).describe(LISTEN_PORT);

/** The environment with PORT standing in for the service's own port variable when that is unset. */
function withContainerPort(extra: z.ZodRawShape, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (!env.PORT) return env;
  const unset = Object.keys(extra).filter((name) => extra[name].description === LISTEN_PORT && !env[name]);
  return unset.length ? { ...env, ...Object.fromEntries(unset.map((name) => [name, env.PORT])) } : env;
}
