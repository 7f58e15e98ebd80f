import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web server's environment, read once and checked at start (a bad value names itself):
 * - WEB_PORT: where it listens; unset, PORT (the one port of every portal container, set by
 *   the image; docs/deploy.md), else 8081;
 * - WEB_HOST: the address it binds (default 0.0.0.0; `npm start` passes 127.0.0.1);
 * - GATEWAY_INTERNAL_URL: the gateway as the renderer reaches it (default
 *   http://127.0.0.1:${GATEWAY_PORT:-8080}); page data goes through it like the browser's;
 * - PUBLIC_URL: the portal's address as readers see it (canonical URLs, Open Graph, feeds);
 * - COOKIE_SECURE: auto (default), true or false, as the services read it: with PUBLIC_URL it
 *   names the session cookie (`__Host-portal_session` on a TLS site, services/shared session.ts).
 * - OTEL_EXPORTER_OTLP_ENDPOINT / OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: traces (tracing.ts), off
 *   when neither is set or OTEL_SDK_DISABLED is true; OTEL_SERVICE_NAME (default web),
 *   OTEL_TRACES_SAMPLER and _ARG, OTEL_BSP_SCHEDULE_DELAY as the services read them.
 */
export interface WebConfig {
  port: number;
  host: string;
  gatewayUrl: string;
  publicUrl: string;
  /** The session cookie's name, as the services set and read it. */
  sessionCookie: string;
  /** The client build (dist/client): hashed assets, the manifest, public files. */
  clientDir: string;
  /** METRICS_TOKEN: the bearer token /metrics asks for (unset: none). */
  metricsToken: string | undefined;
  /** OpenTelemetry traces, when an OTLP endpoint is set: this part's name in them, and which are kept. */
  tracing: TracingConfig | undefined;
}

/** The standard sampler names, as the services read them (services/shared/src/config.ts). */
export const TRACE_SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;

export interface TracingConfig {
  serviceName: string;
  sampler: (typeof TRACE_SAMPLERS)[number];
  /** The ratio of the `*traceidratio` samplers (OTEL_TRACES_SAMPLER_ARG). */
  ratio: number;
  /** Milliseconds a span waits to be exported with others (OTEL_BSP_SCHEDULE_DELAY). */
  scheduleDelayMs: number;
}

function url(name: string, value: string): string {
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http(s)');
    return parsed.toString().replace(/\/+$/, '');
  } catch {
    throw new Error(`${name} must be an http(s) URL (got "${value}")`);
  }
}

function port(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${name} must be a port number (got "${value}")`);
  return n;
}

/** On a TLS site the cookie has the __Host- prefix (the services' rule: services/shared/src/session.ts). */
function sessionCookie(cookieSecure: string, publicUrl: string): string {
  if (!['auto', 'true', 'false'].includes(cookieSecure)) {
    throw new Error(`COOKIE_SECURE must be auto, true or false (got "${cookieSecure}")`);
  }
  const secure = cookieSecure === 'auto' ? publicUrl.startsWith('https:') : cookieSecure === 'true';
  return secure ? '__Host-portal_session' : 'portal_session';
}

/** On when an OTLP endpoint is set (an empty value is unset); the exporter reads the endpoints itself. */
function tracing(env: NodeJS.ProcessEnv): WebConfig['tracing'] {
  const endpoints = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'].filter((name) => env[name]);
  for (const name of endpoints) url(name, env[name]!);
  const serviceName = env.OTEL_SERVICE_NAME || 'web';
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(serviceName)) {
    throw new Error(`OTEL_SERVICE_NAME must be letters, digits, ".", "_" and "-" (got "${serviceName}")`);
  }
  const sampler = (env.OTEL_TRACES_SAMPLER || 'parentbased_always_on') as TracingConfig['sampler'];
  if (!TRACE_SAMPLERS.includes(sampler)) {
    throw new Error(`OTEL_TRACES_SAMPLER must be one of ${TRACE_SAMPLERS.join(', ')} (got "${sampler}")`);
  }
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG || '1');
  if (!(ratio >= 0 && ratio <= 1)) {
    throw new Error(`OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1 (got "${env.OTEL_TRACES_SAMPLER_ARG}")`);
  }
  const scheduleDelayMs = Number(env.OTEL_BSP_SCHEDULE_DELAY || '1000');
  if (!Number.isInteger(scheduleDelayMs) || scheduleDelayMs < 0 || scheduleDelayMs > 600_000) {
    throw new Error(`OTEL_BSP_SCHEDULE_DELAY must be milliseconds, 0 to 600000 (got "${env.OTEL_BSP_SCHEDULE_DELAY}")`);
  }
  return endpoints.length && env.OTEL_SDK_DISABLED !== 'true'
    ? { serviceName, sampler, ratio, scheduleDelayMs }
    : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): WebConfig {
  const gatewayPort = port('GATEWAY_PORT', env.GATEWAY_PORT || '8080');
  const here = path.dirname(fileURLToPath(import.meta.url));
  const publicUrl = url('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${gatewayPort}`);
  return {
    port: env.WEB_PORT ? port('WEB_PORT', env.WEB_PORT) : port('PORT', env.PORT || '8081'),
    host: env.WEB_HOST || '0.0.0.0',
    gatewayUrl: url('GATEWAY_INTERNAL_URL', env.GATEWAY_INTERNAL_URL || `http://127.0.0.1:${gatewayPort}`),
    publicUrl,
    sessionCookie: sessionCookie(env.COOKIE_SECURE || 'auto', publicUrl),
    clientDir: env.WEB_CLIENT_DIR || path.resolve(here, '../client'),
    // With it, GET /metrics needs `Authorization: Bearer <token>` (as the services' /metrics).
    metricsToken: env.METRICS_TOKEN || undefined,
    tracing: tracing(env),
  };
}
