import { z } from 'zod';
import { ConfigError, databaseConfig, loadConfig, loadTracingConfig, port } from './config';
import { tracingEnabled } from './tracing';

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

  it('takes a Redis Cluster hash tag at the start of REDIS_PREFIX, and nothing else in braces', () => {
    expect(loadConfig(databaseConfig, { ...valid, REDIS_PREFIX: '{portal}:' }).REDIS_PREFIX).toBe('{portal}:');
    for (const bad of ['por{tal}:', '{}:', '{a b}:', 'x:{y}']) {
      expect(() => loadConfig(databaseConfig, { ...valid, REDIS_PREFIX: bad })).toThrow(/REDIS_PREFIX/);
    }
  });

  it('reads the pool size and the migrations connection of a service with tables', () => {
    const unset = loadConfig(databaseConfig, valid);
    expect(unset.DB_POOL_MAX).toBe(10);
    expect(unset.DATABASE_MIGRATIONS_URL).toBeUndefined();
    const given = loadConfig(databaseConfig, {
      ...valid,
      DB_POOL_MAX: '4',
      DATABASE_MIGRATIONS_URL: 'postgres://u@postgres:5432/db',
    });
    expect(given).toMatchObject({ DB_POOL_MAX: 4, DATABASE_MIGRATIONS_URL: 'postgres://u@postgres:5432/db' });
    for (const bad of ['0', '2.5', 'ten', '500']) {
      expect(() => loadConfig(databaseConfig, { ...valid, DB_POOL_MAX: bad })).toThrow(/DB_POOL_MAX: /);
    }
    expect(() => loadConfig(databaseConfig, { ...valid, DATABASE_MIGRATIONS_URL: 'pgbouncer' })).toThrow(
      /DATABASE_MIGRATIONS_URL: must be a postgres:\/\/ URL/,
    );
  });

  it("takes PORT (the containers' one port) for the service's own port variable only when that is unset", () => {
    const schema = { CONTENT_PORT: port(3002) };
    expect(loadConfig(schema, valid).CONTENT_PORT).toBe(3002);
    expect(loadConfig(schema, { ...valid, PORT: '3000' }).CONTENT_PORT).toBe(3000);
    expect(loadConfig(schema, { ...valid, PORT: '3000', CONTENT_PORT: '4002' }).CONTENT_PORT).toBe(4002);
    expect(() => loadConfig(schema, { ...valid, PORT: 'http' })).toThrow(/CONTENT_PORT: /);
  });
});

describe('tracing configuration', () => {
  it('is off unless an OTLP endpoint is set; an empty value (compose) is unset', () => {
    expect(tracingEnabled(loadTracingConfig({}))).toBe(false);
    expect(tracingEnabled(loadTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_SERVICE_NAME: '' }))).toBe(false);
    expect(tracingEnabled(loadTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }))).toBe(true);
    expect(
      tracingEnabled(loadTracingConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://tempo.example/v1/traces' })),
    ).toBe(true);
    expect(
      tracingEnabled(
        loadTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }),
      ),
    ).toBe(false);
  });

  it('names a bad endpoint or service name, also in the service configuration', () => {
    expect(() => loadTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT: must be an http\(s\) URL/,
    );
    expect(() => loadTracingConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'grpc://collector:4317' })).toThrow(
      /OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: must be an http\(s\) URL/,
    );
    expect(() => loadTracingConfig({ OTEL_SERVICE_NAME: 'my service' })).toThrow(/OTEL_SERVICE_NAME: /);
    const valid = { DATABASE_URL: 'postgres://u@h/db', SESSION_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(databaseConfig, { ...valid, OTEL_EXPORTER_OTLP_ENDPOINT: 'nope' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT: /,
    );
  });
});
