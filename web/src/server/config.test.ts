import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the web server config: traces', () => {
  const withEndpoint = (env: NodeJS.ProcessEnv) => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', ...env });

  it('is off without an endpoint, and keeps what the gateway sampled by default', () => {
    expect(loadConfig({}).tracing).toBeUndefined();
    expect(withEndpoint({}).tracing).toEqual({
      serviceName: 'web',
      sampler: 'parentbased_always_on',
      ratio: 1,
      scheduleDelayMs: 1000,
    });
  });

  it('reads the standard sampler variables as the services do, and names a bad one', () => {
    expect(withEndpoint({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' }).tracing).toMatchObject(
      {
        sampler: 'traceidratio',
        ratio: 0.1,
      },
    );
    expect(() => withEndpoint({ OTEL_TRACES_SAMPLER: 'sometimes' })).toThrow(/OTEL_TRACES_SAMPLER must be one of/);
    expect(() => withEndpoint({ OTEL_TRACES_SAMPLER_ARG: '1.5' })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
    expect(() => withEndpoint({ OTEL_BSP_SCHEDULE_DELAY: 'soon' })).toThrow(/OTEL_BSP_SCHEDULE_DELAY/);
  });
});
