import { z } from 'zod';
import { ConfigError, databaseConfig, loadConfig } from './config';

describe('loadConfig', () => {
  const valid = { DATABASE_URL: 'postgres://u@h/db', SESSION_SECRET: 'x'.repeat(32) };

  it('names every missing or bad variable', () => {
    const attempt = () =>
      loadConfig({ ...databaseConfig, PORT: z.coerce.number().int() }, { PORT: 'abc', SESSION_SECRET: 'short' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/DATABASE_URL: is required but not set/);
    expect(attempt).toThrow(/SESSION_SECRET: must be at least 32 characters/);
    expect(attempt).toThrow(/PORT: /);
  });

  it('fills defaults and keeps given values', () => {
    const config = loadConfig(databaseConfig, { ...valid, REDIS_PREFIX: 'x:' });
    expect(config).toMatchObject({
      ...valid,
      REDIS_PREFIX: 'x:',
      REDIS_URL: 'redis://127.0.0.1:6379',
      NODE_ENV: 'development',
    });
  });
});
