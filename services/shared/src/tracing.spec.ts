import { ROOT_CONTEXT, SpanKind, trace, TraceFlags } from '@opentelemetry/api';
import * as sdk from '@opentelemetry/sdk-trace';
import { randomBytes } from 'node:crypto';
import { loadTracingConfig } from './config';
import { traceSampler } from './tracing';

const sampled = (sampler: ReturnType<typeof traceSampler>, traceId: string, parentSampled?: boolean) => {
  const context =
    parentSampled === undefined
      ? ROOT_CONTEXT
      : trace.setSpanContext(ROOT_CONTEXT, {
          traceId,
          spanId: '1'.repeat(16),
          traceFlags: parentSampled ? TraceFlags.SAMPLED : TraceFlags.NONE,
          isRemote: true,
        });
  return sampler.shouldSample(context, traceId, 'GET', SpanKind.SERVER, {}, []).decision !== 0;
};

describe('the trace sampler from the standard variables', () => {
  const configOf = (env: NodeJS.ProcessEnv) =>
    loadTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', ...env });

  it('keeps every request the gateway passed on by default', () => {
    const sampler = traceSampler(sdk, configOf({}));
    expect(sampled(sampler, randomBytes(16).toString('hex'), true)).toBe(true);
  });

  it('decides traceidratio from the trace id alone: every part keeps or drops the same traces', () => {
    const config = configOf({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25' });
    const [a, b] = [traceSampler(sdk, config), traceSampler(sdk, config)];
    const ids = Array.from({ length: 400 }, () => randomBytes(16).toString('hex'));
    const kept = ids.filter((id) => sampled(a, id, true));
    expect(ids.filter((id) => sampled(b, id, false))).toEqual(kept);
    // 400 draws at 25 %: 100 expected; 50–150 holds with overwhelming probability.
    expect(kept.length).toBeGreaterThan(50);
    expect(kept.length).toBeLessThan(150);
  });

  it('refuses an unknown sampler or a ratio outside 0..1, naming the variable', () => {
    expect(() => configOf({ OTEL_TRACES_SAMPLER: 'sometimes' })).toThrow(/OTEL_TRACES_SAMPLER/);
    expect(() => configOf({ OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
  });
});
