// The alert rules and the dashboard (deploy/monitoring, k8s/components/monitoring): promtool
// checks and unit-tests the rules (Debian's `prometheus` package; .ci/run installs it), the
// Kubernetes PrometheusRule holds exactly the same groups, and every metric the rules and the
// dashboard read is one the code exports.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { REPO_ROOT } from '../lib/paths.mjs';

const DIR = path.join(REPO_ROOT, 'deploy', 'monitoring');
const K8S = path.join(REPO_ROOT, 'k8s', 'components', 'monitoring');
const promtool = spawnSync('promtool', ['--version']).status === 0 ? 'promtool' : null;
const skip = !promtool && 'promtool is not installed (apt-get install prometheus)';

const read = (file) => readFileSync(file, 'utf8');

test('promtool accepts the rules', { skip }, () => {
  const r = spawnSync(promtool, ['check', 'rules', path.join(DIR, 'alerts.yml')], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stdout + r.stderr);
});

test('promtool test rules: each alert fires when it should and not before', { skip }, () => {
  const r = spawnSync(promtool, ['test', 'rules', 'alerts.test.yml'], { cwd: DIR, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /SUCCESS/);
});

test('the PrometheusRule of the Kubernetes component holds the same groups', () => {
  const rules = parse(read(path.join(DIR, 'alerts.yml')));
  const crd = parse(read(path.join(K8S, 'prometheus-rule.yaml')));
  assert.equal(crd.kind, 'PrometheusRule');
  assert.deepEqual(crd.spec.groups, rules.groups);
});

/** Names of the metrics an expression reads (identifiers before `{`, `[` or a space, minus functions). */
function metricNames(expr) {
  const words = expr.replace(/"[^"]*"/g, '').match(/[a-z_:][a-z0-9_:]*(?=\s*[{[)\s]|$)/gi) ?? [];
  const keywords = new Set([
    'sum',
    'max',
    'min',
    'rate',
    'increase',
    'by',
    'histogram_quantile',
    'and',
    'or',
    'unless',
    'le',
    'job',
    'instance',
    'stream',
    'group',
    'state',
    'target',
    'route',
    'status',
    'outcome',
  ]);
  return words.filter((w) => !keywords.has(w)).map((w) => w.replace(/_(bucket|count|sum)$/, ''));
}

test('every metric the alerts and the dashboard read is exported by the code', () => {
  const rules = parse(read(path.join(DIR, 'alerts.yml')));
  const dashboard = JSON.parse(read(path.join(K8S, 'portal-dashboard.json')));
  const exprs = [
    ...rules.groups.flatMap((g) => g.rules.map((r) => r.expr)),
    ...dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr)),
  ];
  const code = [
    ...[
      'services/shared/src',
      'services/content/src',
      'services/worker/src',
      'services/auth/src',
      'web/src/server',
      'gateway/metrics',
    ].flatMap((dir) =>
      readdirSync(path.join(REPO_ROOT, dir), { recursive: true })
        .filter((f) => /\.(tsx?|mjs)$/.test(f) && !/\.(spec|test)\./.test(f))
        .map((f) => read(path.join(REPO_ROOT, dir, f))),
    ),
  ].join('\n');
  // prom-client's default metrics, Prometheus' own `up`, and the rules' recorded series.
  const builtIn = new Set([
    'up',
    'process_cpu_seconds_total',
    'nodejs_eventloop_lag_p99_seconds',
    ...rules.groups.flatMap((g) => g.rules.map((r) => r.record).filter(Boolean)),
  ]);
  const missing = [...new Set(exprs.flatMap(metricNames))].filter(
    (name) => !builtIn.has(name) && !code.includes(`'${name}'`),
  );
  assert.deepEqual(missing, []);
});
