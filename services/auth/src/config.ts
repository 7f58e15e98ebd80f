import { ConfigError, databaseConfig, loadConfig, port, seedDemoConfig } from '@portal/shared';
import { z } from 'zod';

const authSchema = {
  ...databaseConfig,
  ...seedDemoConfig,
  AUTH_PORT: port(3001),
  /** The admin account that must exist after start. */
  ADMIN_EMAIL: z.string().email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
};

export type AuthConfig = ReturnType<typeof loadAuthConfig>;

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(authSchema, env);
  if (config.NODE_ENV === 'production' && !config.ADMIN_EMAIL !== !config.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return config;
}
