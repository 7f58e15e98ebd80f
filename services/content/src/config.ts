import { databaseConfig, loadConfig, port, seedDemoConfig } from '@portal/shared';
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
  /** How often each replica looks for scheduled articles whose time has come (ms). */
  SCHEDULE_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
};

export type ContentConfig = ReturnType<typeof loadContentConfig>;

export function loadContentConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(contentSchema, env);
}

/** The demo seed command reads SEED_DEMO besides the service's own settings. */
export function loadSeedConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig({ ...contentSchema, ...seedDemoConfig }, env);
}

export const CONTENT_CONFIG = Symbol('CONTENT_CONFIG');
