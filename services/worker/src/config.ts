import { loadConfig, port } from '@portal/shared';
import { z } from 'zod';

export const workerSchema = {
  WORKER_PORT: port(3004),
  SMTP_URL: z.string().url('must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3).default('"Nepali News Portal" <no-reply@localhost>'),
  /** How long a job stays locked to a worker; a killed worker's jobs return after this. */
  MAIL_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  MAIL_STALLED_INTERVAL_MS: z.coerce.number().int().min(1000).default(30_000),
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(5),
};

export type WorkerConfig = ReturnType<typeof loadWorkerConfig>;

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(workerSchema, env);
}

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');
