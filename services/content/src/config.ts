import { ConfigError, databaseConfig, loadConfig, port, seedDemoConfig } from '@portal/shared';
import { z } from 'zod';

const contentSchema = {
  ...databaseConfig,
  CONTENT_PORT: port(3002),
  S3_ENDPOINT: z.string().url('must be the http(s) URL of an S3-compatible server'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
    .default('media'),
  S3_ACCESS_KEY: z.string().min(1),
  S3_SECRET_KEY: z.string().min(1),
  S3_REGION: z.string().default('us-east-1'),
  /** Hosts an editor may link article pictures from (CSP source syntax, as the gateway's img-src); "none": only /media/. */
  ARTICLE_IMAGE_HOSTS: z.string().max(2000).default('none'),
  /**
   * Gateways whose micro-cache a change purges: base URLs, commas or spaces between them
   * (`http://gateway-purge:8080`: every address a name resolves to is purged). Unset: none.
   */
  GATEWAY_PURGE_URLS: z
    .string()
    .regex(/^(\s*https?:\/\/[^\s,]+[\s,]*)*$/, 'must be http(s):// base URLs separated by commas or spaces')
    .optional(),
  /** Shared with the gateways (the same variable there): only its bearer may purge. */
  GATEWAY_PURGE_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The CDN purged by cache tag on a change: none, or cloudflare (CLOUDFLARE_* below). */
  CDN_PURGE: z.enum(['none', 'cloudflare']).default('none'),
  CLOUDFLARE_API_URL: z.string().url().default('https://api.cloudflare.com/client/v4'),
  CLOUDFLARE_ZONE_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{0,64}$/, 'must be the zone id')
    .optional(),
  CLOUDFLARE_API_TOKEN: z.string().optional(),
  /** Largest image an upload may decode, in pixels (width × height, × frames for a GIF), read from its header first. */
  IMAGE_MAX_PIXELS: z.coerce.number().int().min(1_000_000).max(268_402_689).default(40_000_000),
  /** Uploads that may wait for the one image worker of a process; past that 503 with Retry-After. */
  IMAGE_QUEUE_MAX: z.coerce.number().int().min(0).max(100).default(4),
  /** How often each replica looks for scheduled articles whose time has come (ms). */
  SCHEDULE_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
};

export type ContentConfig = ReturnType<typeof loadContentConfig>;

export function loadContentConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(contentSchema, env);
  if (config.GATEWAY_PURGE_URLS?.trim() && !config.GATEWAY_PURGE_TOKEN) {
    throw new ConfigError('Invalid configuration:\n  GATEWAY_PURGE_TOKEN: is required with GATEWAY_PURGE_URLS');
  }
  if (config.CDN_PURGE === 'cloudflare' && !(config.CLOUDFLARE_ZONE_ID && config.CLOUDFLARE_API_TOKEN)) {
    throw new ConfigError(
      'Invalid configuration:\n  CDN_PURGE=cloudflare needs CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN',
    );
  }
  return config;
}

/** The demo seed command reads SEED_DEMO besides the service's own settings. */
export function loadSeedConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig({ ...contentSchema, ...seedDemoConfig }, env);
}

export const CONTENT_CONFIG = Symbol('CONTENT_CONFIG');
