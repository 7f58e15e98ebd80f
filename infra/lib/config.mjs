// Configuration of the local stack: the environment contract of design.md and
// docs/contracts.md, with the defaults of `npm start`. Only node: built-ins.
import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';

/** Ports of docs/contracts.md (env name -> default). */
export const DEFAULT_PORTS = Object.freeze({
  GATEWAY_PORT: 8080,
  WEB_PORT: 8081,
  AUTH_PORT: 3001,
  CONTENT_PORT: 3002,
  COMMENTS_PORT: 3003,
  WORKER_PORT: 3004,
  EMBEDDED_PG_PORT: 5433,
  MAIL_SMTP_PORT: 1025,
  MAIL_UI_PORT: 1080,
  EMBEDDED_S3_PORT: 9000,
  // The gateway's metrics exporter (gateway/metrics/exporter.mjs): /metrics over HTTP, and
  // the UDP port nginx sends its metrics lines to.
  GATEWAY_METRICS_PORT: 9113,
  GATEWAY_METRICS_SYSLOG_PORT: 9514,
});

/**
 * The Node services, in start order. `required`: `npm start` fails when its
 * build is missing; the others start only once their dist/main.js exists.
 */
export const SERVICES = Object.freeze([
  { name: 'auth', portVar: 'AUTH_PORT', upstreamVar: 'AUTH_UPSTREAM', required: true },
  { name: 'content', portVar: 'CONTENT_PORT', upstreamVar: 'CONTENT_UPSTREAM', required: false },
  { name: 'comments', portVar: 'COMMENTS_PORT', upstreamVar: 'COMMENTS_UPSTREAM', required: false },
  { name: 'worker', portVar: 'WORKER_PORT', upstreamVar: null, required: true },
]);

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const DEFAULT_ADMIN_EMAIL = 'admin@portal.local';
export const DEFAULT_S3_BUCKET = 'media';
export const EMBEDDED_DATABASE = 'portal';

function port(env, name) {
  const raw = env[name];
  if (raw === undefined || raw === '') return DEFAULT_PORTS[name];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${name}=${raw} is not a port number`);
  return n;
}

/** SEED_DEMO: on unless set to 0/false/off/no. */
export function parseFlag(value, fallback = true) {
  if (value === undefined || value === '') return fallback;
  return !/^(0|false|off|no)$/i.test(String(value).trim());
}

/** host:port of an http(s) URL (S3_ENDPOINT -> MEDIA_UPSTREAM). */
export function hostPort(url) {
  const u = new URL(url);
  return `${u.hostname}:${u.port || (u.protocol === 'https:' ? 443 : 80)}`;
}

/**
 * Everything `npm start` derives from the environment, before secrets are
 * filled in (see secrets.mjs) and before embedded servers pick their URLs.
 */
export function loadConfig(env = process.env) {
  const ports = Object.fromEntries(Object.keys(DEFAULT_PORTS).map((k) => [k, port(env, k)]));
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR || '.data');
  return {
    ports,
    dataDir,
    databaseUrl: env.DATABASE_URL || null, // null: embedded Postgres
    redisUrl: env.REDIS_URL || DEFAULT_REDIS_URL,
    smtpUrl: env.SMTP_URL || null, // null: embedded MailDev
    s3: {
      endpoint: env.S3_ENDPOINT || null, // null: embedded S3 server
      bucket: env.S3_BUCKET || DEFAULT_S3_BUCKET,
      accessKey: env.S3_ACCESS_KEY || null,
      secretKey: env.S3_SECRET_KEY || null,
    },
    publicUrl: env.PUBLIC_URL || `http://localhost:${ports.GATEWAY_PORT}`,
    sessionSecret: env.SESSION_SECRET || null, // null: generated once, kept in DATA_DIR
    adminEmail: env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD || null, // null: generated once, kept in DATA_DIR
    seedDemo: parseFlag(env.SEED_DEMO, true),
    // Proxies in front of the gateway whose X-Forwarded-* it believes (none locally).
    trustedProxies: env.TRUSTED_PROXIES || 'none',
    // CSP img-src sources beyond the portal itself ("none": only the portal's images).
    articleImageHosts: env.ARTICLE_IMAGE_HOSTS || 'none',
    // Lets the content service purge the gateway's micro-cache (null: generated once, kept in DATA_DIR).
    gatewayPurgeToken: env.GATEWAY_PURGE_TOKEN || null,
    nodeEnv: env.NODE_ENV || 'development',
    logLevel: env.LOG_LEVEL || null,
    // Readable lines for a person at a terminal; JSON when output goes to a file or a program (tests, CI).
    logFormat: env.LOG_FORMAT || (process.stdout.isTTY ? 'pretty' : 'json'),
    mailFrom: env.MAIL_FROM || null,
    readyTimeoutMs: Number(env.READY_TIMEOUT_SECONDS || 180) * 1000,
    restartTries: Number(env.RESTART_TRIES ?? 10),
    restartDelayMs: Number(env.RESTART_DELAY_MS ?? 1000),
  };
}

/**
 * The gateway's /media/ upstream for the local stack: the S3 endpoint itself,
 * path-style (/<bucket>/<key>), over its own scheme; https is verified against
 * the endpoint's host name. The embedded server is plain HTTP on loopback.
 */
function mediaUpstream(endpoint, cfg) {
  if (!endpoint) {
    const upstream = `127.0.0.1:${cfg.ports.EMBEDDED_S3_PORT}`;
    return {
      MEDIA_UPSTREAM: upstream,
      MEDIA_UPSTREAM_SCHEME: 'http',
      MEDIA_UPSTREAM_HOST: upstream,
      MEDIA_UPSTREAM_PATH: `/${cfg.s3.bucket}/`,
    };
  }
  const https = endpoint.protocol === 'https:';
  return {
    MEDIA_UPSTREAM: hostPort(endpoint.href),
    MEDIA_UPSTREAM_SCHEME: https ? 'https' : 'http',
    MEDIA_UPSTREAM_HOST: https ? endpoint.hostname : endpoint.host,
    MEDIA_UPSTREAM_PATH: `/${cfg.s3.bucket}/`,
  };
}

/**
 * Template variables of gateway/*.template for the local stack; `s3Endpoint`:
 * the object storage actually used (S3_ENDPOINT or the embedded server).
 */
export function gatewayVars(cfg, s3Endpoint = cfg.s3.endpoint) {
  const local = (p) => `127.0.0.1:${p}`;
  return {
    GATEWAY_PORT: cfg.ports.GATEWAY_PORT,
    AUTH_UPSTREAM: local(cfg.ports.AUTH_PORT),
    CONTENT_UPSTREAM: local(cfg.ports.CONTENT_PORT),
    COMMENTS_UPSTREAM: local(cfg.ports.COMMENTS_PORT),
    WEB_UPSTREAM: local(cfg.ports.WEB_PORT),
    ...mediaUpstream(s3Endpoint ? new URL(s3Endpoint) : null, cfg),
    TRUSTED_PROXIES: cfg.trustedProxies,
    ARTICLE_IMAGE_HOSTS: cfg.articleImageHosts,
    GATEWAY_PURGE_TOKEN: cfg.gatewayPurgeToken || 'none',
    GATEWAY_CACHE_DIR: path.join(cfg.dataDir, 'nginx', 'cache'),
    GATEWAY_METRICS_SYSLOG: local(cfg.ports.GATEWAY_METRICS_SYSLOG_PORT),
  };
}
