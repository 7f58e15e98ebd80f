// Checks of k8s/ (issue 5): every overlay renders with kustomize; every
// rendered object validates against the Kubernetes API schema (v1.36, the
// npm package kubernetes-models) and has no field the API does not know (a
// TypeScript compile against the same package's types); and the policies:
// probes, resources, non-root, read-only root filesystem, no capabilities,
// a PodDisruptionBudget for every workload with more than one replica, a
// NetworkPolicy for every Service, migrations before a new pod serves,
// autoscalers, only the gateway behind the Ingress.
//
//   node --test deploy/test/   (after `npm ci --prefix deploy`; deploy/ci.sh does both)
//
// Renders with `kustomize build` when on PATH, else `kubectl kustomize`.
// Secrets: a copy of k8s/ gets secrets.env written by deploy/k8s-secrets.sh.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const DEPLOY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO = path.resolve(DEPLOY, '..');
const OVERLAYS = ['dev', 'prod'];
const NODE_SERVICES = ['auth', 'content', 'comments', 'worker'];
const WITH_MIGRATIONS = ['auth', 'content', 'comments'];
const AUTOSCALED = ['gateway', 'web', 'content', 'comments'];

const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-k8s-'));
const rendered = {}; // overlay -> objects

function renderer() {
  const has = (cmd, args) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
  if (has('kustomize', ['version'])) return (dir) => ['kustomize', ['build', dir]];
  if (has('kubectl', ['version', '--client'])) return (dir) => ['kubectl', ['kustomize', dir]];
  return null;
}

before(() => {
  const render = renderer();
  assert.ok(render, 'neither kustomize nor kubectl is installed: nothing can render k8s/');
  const k8s = path.join(tmp, 'k8s');
  cpSync(path.join(REPO, 'k8s'), k8s, { recursive: true });
  for (const overlay of OVERLAYS) {
    rmSync(path.join(k8s, 'overlays', overlay, 'secrets.env'), { force: true });
    execFileSync('bash', [path.join(DEPLOY, 'k8s-secrets.sh'), overlay], {
      env: { ...process.env, K8S_DIR: k8s },
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    // What an operator fills in for prod: the managed services' endpoints.
    const file = path.join(k8s, 'overlays', overlay, 'secrets.env');
    const filled = readFileSync(file, 'utf8')
      .replace(/^SMTP_URL=$/m, 'SMTP_URL=smtp://mailer:secret@smtp.example.com:587')
      .replace(/^(S3_ACCESS_KEY)=$/m, '$1=portal-content')
      .replace(/PASSWORD@/g, 'not-a-real-password@');
    writeFileSync(file, filled);
    const [cmd, args] = render(path.join(k8s, 'overlays', overlay));
    const yaml = execFileSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
    rendered[overlay] = parseAllDocuments(yaml)
      .map((d) => d.toJS())
      .filter(Boolean);
  }
});

after(() => rmSync(tmp, { recursive: true, force: true }));

const byKind = (objs, kind) => objs.filter((o) => o.kind === kind);
const workloads = (objs) => objs.filter((o) => ['Deployment', 'StatefulSet', 'Job'].includes(o.kind));
const podSpec = (w) => w.spec.template.spec;
const allContainers = (w) => [...(podSpec(w).initContainers ?? []), ...podSpec(w).containers];
const podLabels = (w) => w.spec.template.metadata.labels;
const name = (o) => `${o.kind}/${o.metadata.name}`;

/** Does a label selector (matchLabels / matchExpressions) select these labels? */
function selects(selector, labels) {
  if (!selector) return false;
  for (const [k, v] of Object.entries(selector.matchLabels ?? {})) if (labels[k] !== v) return false;
  for (const e of selector.matchExpressions ?? []) {
    const has = Object.hasOwn(labels, e.key);
    if (e.operator === 'In' && !(has && e.values.includes(labels[e.key]))) return false;
    if (e.operator === 'NotIn' && has && e.values.includes(labels[e.key])) return false;
    if (e.operator === 'Exists' && !has) return false;
    if (e.operator === 'DoesNotExist' && has) return false;
  }
  return true;
}

/** Lowest number of replicas: the HPA's minimum, else spec.replicas (default 1). */
function minReplicas(objs, w) {
  const hpa = byKind(objs, 'HorizontalPodAutoscaler').find(
    (h) => h.spec.scaleTargetRef.kind === w.kind && h.spec.scaleTargetRef.name === w.metadata.name,
  );
  return hpa ? (hpa.spec.minReplicas ?? 1) : (w.spec.replicas ?? 1);
}

function modelPath(o) {
  return `kubernetes-models/${o.apiVersion}/${o.kind}`;
}

for (const overlay of OVERLAYS) {
  describe(`k8s/overlays/${overlay}`, () => {
    test('renders with kustomize', (t) => {
      const objs = rendered[overlay];
      assert.ok(objs.length > 10, `only ${objs.length} objects`);
      const counts = {};
      for (const o of objs) counts[o.kind] = (counts[o.kind] ?? 0) + 1;
      t.diagnostic(
        `${objs.length} objects: ${Object.entries(counts)
          .map(([k, n]) => `${n} ${k}`)
          .join(', ')}`,
      );
      t.diagnostic(objs.map(name).join(' '));
      const names = objs.map((o) => `${name(o)}@${o.metadata.namespace ?? ''}`);
      assert.equal(new Set(names).size, names.length, 'duplicate objects');
      const ns = overlay === 'dev' ? 'portal-dev' : 'portal';
      for (const o of objs) if (o.kind !== 'Namespace') assert.equal(o.metadata.namespace, ns, `${name(o)} namespace`);
    });

    test('every object validates against the Kubernetes 1.36 API schema', async () => {
      const errors = [];
      for (const o of rendered[overlay]) {
        let Model;
        try {
          Model = (await import(modelPath(o)))[o.kind];
        } catch {
          errors.push(`${name(o)}: no schema for ${o.apiVersion} ${o.kind}`);
          continue;
        }
        // kustomize wraps long base64 values over lines; the API server's
        // decoder ignores the line breaks, so does this check.
        const obj =
          o.kind === 'Secret' && o.data
            ? {
                ...o,
                data: Object.fromEntries(Object.entries(o.data).map(([k, v]) => [k, String(v).replace(/\s+/g, '')])),
              }
            : o;
        try {
          new Model(obj).validate();
        } catch (err) {
          errors.push(`${name(o)}: ${err.message}`);
        }
      }
      assert.deepEqual(errors, []);
    });

    test('no object has a field the API does not know (TypeScript against the schema types)', () => {
      const dir = mkdtempSync(path.join(tmp, `ts-${overlay}-`));
      symlinkSync(path.join(DEPLOY, 'node_modules'), path.join(dir, 'node_modules'));
      const imports = new Map();
      const decls = rendered[overlay].map((o, i) => {
        const type = `I${o.kind}`;
        const alias = `${type}_${o.apiVersion.replace(/[^A-Za-z0-9]/g, '_')}`;
        imports.set(alias, `import type { ${type} as ${alias} } from '${modelPath(o)}';`);
        return `// ${name(o)}\nexport const o${i}: ${alias} = ${JSON.stringify(o, null, 1)};`;
      });
      writeFileSync(path.join(dir, 'check.ts'), `${[...imports.values()].join('\n')}\n\n${decls.join('\n\n')}\n`);
      writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            module: 'nodenext',
            moduleResolution: 'nodenext',
            target: 'es2023',
            skipLibCheck: true,
            types: [],
          },
          files: ['check.ts'],
        }),
      );
      const tsc = spawnSync(
        process.execPath,
        [path.join(DEPLOY, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir],
        { encoding: 'utf8' },
      );
      assert.equal(tsc.status, 0, `tsc:\n${tsc.stdout}${tsc.stderr}`);
    });

    test('every workload: probes, resources, non-root, read-only root filesystem, no capabilities', () => {
      const errors = [];
      for (const w of workloads(rendered[overlay])) {
        const spec = podSpec(w);
        const psc = spec.securityContext ?? {};
        if (psc.seccompProfile?.type !== 'RuntimeDefault')
          errors.push(`${name(w)}: seccompProfile is not RuntimeDefault`);
        if (spec.automountServiceAccountToken !== false) errors.push(`${name(w)}: mounts a service account token`);
        for (const c of allContainers(w)) {
          const where = `${name(w)} container ${c.name}`;
          const csc = c.securityContext ?? {};
          const runAsNonRoot = csc.runAsNonRoot ?? psc.runAsNonRoot;
          const uid = csc.runAsUser ?? psc.runAsUser;
          if (runAsNonRoot !== true || !(uid > 0))
            errors.push(`${where}: not non-root (runAsNonRoot ${runAsNonRoot}, uid ${uid})`);
          if (csc.readOnlyRootFilesystem !== true) errors.push(`${where}: root filesystem is writable`);
          if (csc.allowPrivilegeEscalation !== false) errors.push(`${where}: allowPrivilegeEscalation is not false`);
          if (JSON.stringify(csc.capabilities?.drop) !== '["ALL"]' || csc.capabilities?.add?.length)
            errors.push(`${where}: capabilities not all dropped`);
          for (const r of ['requests', 'limits']) {
            for (const k of ['cpu', 'memory'])
              if (c.resources?.[r]?.[k] === undefined) errors.push(`${where}: no ${r}.${k}`);
          }
        }
        if (w.kind === 'Job') continue;
        for (const c of spec.containers) {
          if (!c.readinessProbe) errors.push(`${name(w)} container ${c.name}: no readinessProbe`);
          if (!c.livenessProbe) errors.push(`${name(w)} container ${c.name}: no livenessProbe`);
        }
      }
      assert.deepEqual(errors, []);
    });

    test('the Node services probe /readyz (readiness) and /healthz (liveness), and migrate before serving', () => {
      for (const svc of NODE_SERVICES) {
        const d = byKind(rendered[overlay], 'Deployment').find((o) => o.metadata.name === svc);
        assert.ok(d, `Deployment/${svc} missing`);
        const c = d.spec.template.spec.containers[0];
        assert.equal(c.readinessProbe.httpGet?.path, '/readyz', `${svc} readiness`);
        assert.equal(c.livenessProbe.httpGet?.path, '/healthz', `${svc} liveness`);
        const init = d.spec.template.spec.initContainers ?? [];
        if (WITH_MIGRATIONS.includes(svc)) {
          const migrate = init.find((i) => i.name === 'migrate');
          assert.ok(migrate, `${svc}: no migrate init container`);
          assert.equal(migrate.image, c.image, `${svc}: the migrate init container runs another image`);
          assert.match(migrate.command.join(' '), /run-until-ready\.mjs/);
        }
      }
    });

    test('one port inside the containers: 3000 named "http", Services and the gateway follow', () => {
      const objs = rendered[overlay];
      const deployment = (n) => byKind(objs, 'Deployment').find((o) => o.metadata.name === n);
      for (const n of ['web', ...NODE_SERVICES]) {
        const pod = podSpec(deployment(n));
        assert.deepEqual(pod.containers[0].ports, [{ name: 'http', containerPort: 3000 }], `${n} ports`);
        for (const c of allContainers(deployment(n)))
          assert.deepEqual(
            (c.env ?? []).map((e) => e.name).filter((k) => /(^|_)PORT$/.test(k)),
            [],
            `${n}/${c.name} sets a port variable (the image's PORT is the one port)`,
          );
      }
      const gateway = byKind(objs, 'ConfigMap').find((c) => c.metadata.name.startsWith('gateway-config'));
      for (const n of ['web', 'auth', 'content', 'comments']) {
        const [port] = byKind(objs, 'Service').find((o) => o.metadata.name === n).spec.ports;
        assert.equal(port.targetPort, 'http', `Service/${n} targetPort`);
        assert.equal(gateway.data[`${n.toUpperCase()}_UPSTREAM`], `${n}:${port.port}`, `gateway -> ${n}`);
      }
    });

    test('every workload with more than one replica has a PodDisruptionBudget', () => {
      const objs = rendered[overlay];
      const pdbs = byKind(objs, 'PodDisruptionBudget');
      const missing = workloads(objs)
        .filter((w) => w.kind !== 'Job' && minReplicas(objs, w) > 1)
        .filter((w) => !pdbs.some((p) => selects(p.spec.selector, podLabels(w))))
        .map(name);
      assert.deepEqual(missing, []);
      for (const p of pdbs) {
        assert.ok(
          workloads(objs).some((w) => selects(p.spec.selector, podLabels(w))),
          `${name(p)} selects nothing`,
        );
      }
    });

    test('every Service has a NetworkPolicy for its pods, behind a default deny', () => {
      const objs = rendered[overlay];
      const policies = byKind(objs, 'NetworkPolicy');
      const deny = policies.find(
        (p) => Object.keys(p.spec.podSelector).length === 0 && !p.spec.ingress && !p.spec.egress,
      );
      assert.ok(
        deny && deny.spec.policyTypes.includes('Ingress') && deny.spec.policyTypes.includes('Egress'),
        'no default deny',
      );
      const missing = byKind(objs, 'Service')
        .filter(
          (s) =>
            !policies.some(
              (p) =>
                Object.keys(p.spec.podSelector).length > 0 &&
                selects(p.spec.podSelector, s.spec.selector) &&
                p.spec.policyTypes.includes('Ingress') &&
                (p.spec.ingress ?? []).length > 0,
            ),
        )
        .map(name);
      assert.deepEqual(missing, []);
      for (const s of byKind(objs, 'Service')) {
        assert.ok(
          workloads(objs).some((w) => selects({ matchLabels: s.spec.selector }, podLabels(w))),
          `${name(s)} selects no pods`,
        );
      }
    });

    test('only the gateway is reachable from outside; /metrics is not exposed', () => {
      const objs = rendered[overlay];
      const ingresses = byKind(objs, 'Ingress');
      assert.equal(ingresses.length, 1);
      for (const rule of ingresses[0].spec.rules) {
        for (const p of rule.http.paths) {
          assert.equal(p.backend.service.name, 'gateway');
          assert.ok(!p.path.startsWith('/metrics'), 'an Ingress path for /metrics');
        }
      }
      for (const s of byKind(objs, 'Service')) {
        assert.equal(s.spec.type ?? 'ClusterIP', 'ClusterIP', `${name(s)} is exposed`);
        for (const p of s.spec.ports) assert.notEqual(p.name, 'metrics', `${name(s)} has a metrics port`);
      }
    });

    test("the gateway's metrics: a sidecar on the pod's loopback, scraped on its own port, never the gateway's", () => {
      const objs = rendered[overlay];
      const gateway = byKind(objs, 'Deployment').find((d) => d.metadata.name === 'gateway');
      const sidecar = (podSpec(gateway).initContainers ?? []).find((c) => c.name === 'metrics');
      assert.ok(sidecar, 'no metrics sidecar in the gateway pod');
      assert.equal(sidecar.restartPolicy, 'Always', 'the exporter is not a sidecar (it would have to end)');
      assert.ok(sidecar.startupProbe && sidecar.livenessProbe && !sidecar.readinessProbe);
      const annotations = gateway.spec.template.metadata.annotations ?? {};
      assert.equal(annotations['prometheus.io/scrape'], 'true');
      assert.deepEqual(sidecar.ports, [{ name: 'metrics', containerPort: Number(annotations['prometheus.io/port']) }]);
      const config = byKind(objs, 'ConfigMap').find((c) => c.metadata.name.startsWith('gateway-config'));
      assert.match(config.data.GATEWAY_METRICS_SYSLOG, /^127\.0\.0\.1:\d+$/);
      // The exporter listens where nginx sends: the same key of the same ConfigMap.
      const listens = sidecar.env.find((e) => e.name === 'GATEWAY_METRICS_SYSLOG').valueFrom.configMapKeyRef;
      assert.deepEqual(listens, { name: config.metadata.name, key: 'GATEWAY_METRICS_SYSLOG' });
    });

    test('gateway, web, content and comments scale with a HorizontalPodAutoscaler', () => {
      const objs = rendered[overlay];
      for (const target of AUTOSCALED) {
        const hpa = byKind(objs, 'HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === target);
        assert.ok(hpa, `no HPA for ${target}`);
        assert.ok(byKind(objs, 'Deployment').some((d) => d.metadata.name === target));
        assert.equal(
          byKind(objs, 'Deployment').find((d) => d.metadata.name === target).spec.replicas,
          undefined,
          `${target}: replicas fixed despite the HPA`,
        );
        assert.ok(hpa.spec.maxReplicas >= hpa.spec.minReplicas);
        // The target is reachable and not premature: an average CPU per pod above what the pod
        // asks for (else it scales out at rest) and below its limit (else it never scales).
        const [metric] = hpa.spec.metrics;
        assert.equal(metric.resource.target.type, 'AverageValue', target);
        const pods = byKind(objs, 'Deployment').find((d) => d.metadata.name === target).spec.template.spec;
        const cpu = (q) => (String(q).endsWith('m') ? Number.parseFloat(q) / 1000 : Number(q));
        const request = pods.containers.reduce((sum, c) => sum + cpu(c.resources.requests.cpu), 0);
        const limit = pods.containers.reduce((sum, c) => sum + cpu(c.resources.limits.cpu), 0);
        const average = cpu(metric.resource.target.averageValue);
        assert.ok(average > request && average < limit, `${target}: ${average} not between ${request} and ${limit}`);
      }
    });

    test('every ConfigMap and Secret reference resolves to a rendered object and key', () => {
      const objs = rendered[overlay];
      const data = (kind, n) => {
        const o = objs.find((x) => x.kind === kind && x.metadata.name === n);
        return o && { ...(o.data ?? {}), ...(o.stringData ?? {}) };
      };
      const errors = [];
      for (const w of workloads(objs)) {
        for (const c of allContainers(w)) {
          for (const e of c.env ?? []) {
            const ref = e.valueFrom?.secretKeyRef ?? e.valueFrom?.configMapKeyRef;
            if (!ref) continue;
            const kind = e.valueFrom.secretKeyRef ? 'Secret' : 'ConfigMap';
            const d = data(kind, ref.name);
            if (!d) errors.push(`${name(w)}/${c.name}: ${kind} ${ref.name} not rendered`);
            else if (!(ref.key in d)) errors.push(`${name(w)}/${c.name}: ${kind} ${ref.name} has no ${ref.key}`);
          }
          for (const f of c.envFrom ?? []) {
            const n = f.configMapRef?.name ?? f.secretRef?.name;
            if (!data(f.configMapRef ? 'ConfigMap' : 'Secret', n))
              errors.push(`${name(w)}/${c.name}: envFrom ${n} not rendered`);
          }
        }
      }
      assert.deepEqual(errors, []);
      const config = byKind(objs, 'ConfigMap').find((c) => c.metadata.name.startsWith('portal-config'));
      assert.ok(config.data.PUBLIC_URL && config.data.S3_ENDPOINT);
      const gateway = byKind(objs, 'ConfigMap').find((c) => c.metadata.name.startsWith('gateway-config'));
      const template = readFileSync(path.join(REPO, 'gateway', 'nginx.conf.template'), 'utf8');
      const placeholders = [...new Set([...template.matchAll(/\$\{([A-Z_][A-Z0-9_]*)\}/g)].map((m) => m[1]))];
      // The purge token is a secret: the gateway's container takes it from the Secret (checked above).
      const gatewayEnv =
        allContainers(byKind(objs, 'Deployment').find((d) => d.metadata.name === 'gateway')).find(
          (c) => c.name === 'gateway',
        ).env ?? [];
      const fromSecret = new Set(gatewayEnv.filter((e) => e.valueFrom?.secretKeyRef).map((e) => e.name));
      assert.ok(fromSecret.has('GATEWAY_PURGE_TOKEN'), 'the gateway takes GATEWAY_PURGE_TOKEN from the Secret');
      for (const p of placeholders.filter((x) => !fromSecret.has(x)))
        assert.ok(gateway.data[p], `gateway-config has no ${p} for gateway/nginx.conf.template`);
    });

    test('the demo seed is a Job of its own, in the content image, reaching Postgres, Redis and the storage', () => {
      const objs = rendered[overlay];
      const job = byKind(objs, 'Job').find((j) => j.metadata.name === 'content-seed');
      assert.ok(job, 'no Job/content-seed');
      const content = byKind(objs, 'Deployment').find((d) => d.metadata.name === 'content');
      const [seed] = podSpec(job).containers;
      assert.equal(seed.image, podSpec(content).containers[0].image, 'the seed runs another image');
      assert.deepEqual(seed.command, ['node', 'services/content/dist-seed/seed/seed-demo.js']);
      assert.ok(job.spec.ttlSecondsAfterFinished > 0, 'a finished Job stays and blocks the next apply');
      const config = byKind(objs, 'ConfigMap').find((c) => c.metadata.name.startsWith('portal-config'));
      assert.ok(
        seed.envFrom.some((f) => f.configMapRef?.name === config.metadata.name),
        'no SEED_DEMO from portal-config',
      );
      assert.match(config.data.SEED_DEMO, /^(true|false)$/);
      assert.ok(
        !byKind(objs, 'Service').some((s) => selects({ matchLabels: s.spec.selector }, podLabels(job))),
        'a Service sends traffic to the seed Job',
      );
      const egressPorts = byKind(objs, 'NetworkPolicy')
        .filter((p) => p.spec.policyTypes.includes('Egress') && selects(p.spec.podSelector, podLabels(job)))
        .flatMap((p) => (p.spec.egress ?? []).flatMap((e) => (e.ports ?? []).map((x) => x.port)));
      // dev: Postgres, Redis, SeaweedFS in the cluster; prod: the managed Postgres directly (the seed
      // holds an advisory lock across statements, which PgBouncer's transaction mode does not keep),
      // managed Redis, managed S3 over https.
      const ports = overlay === 'dev' ? [5432, 6379, 8333] : [5432, 6379, 443];
      for (const port of ports) assert.ok(egressPorts.includes(port), `the seed Job cannot reach port ${port}`);
      if (overlay === 'dev') {
        for (const data of ['postgres', 'redis', 'seaweedfs']) {
          const policy = byKind(objs, 'NetworkPolicy').find((p) => p.metadata.name === data);
          assert.ok(
            policy.spec.ingress.some((i) => i.from.some((f) => selects(f.podSelector, podLabels(job)))),
            `${data} refuses the seed Job`,
          );
        }
      }
    });

    if (overlay === 'prod')
      test('the services reach Postgres through PgBouncer, each its own database; migrations and the seed directly', () => {
        const objs = rendered[overlay];
        const secret = byKind(objs, 'Secret').find((x) => x.metadata.name.startsWith('portal-secrets'));
        const value = (key) => Buffer.from(secret.data[key], 'base64').toString();
        const envOf = (c, n) => (c.env ?? []).find((e) => e.name === n)?.valueFrom?.secretKeyRef?.key;
        for (const svc of WITH_MIGRATIONS) {
          const d = byKind(objs, 'Deployment').find((x) => x.metadata.name === svc);
          for (const c of allContainers(d)) {
            const role = `postgres://portal_${svc}:[0-9a-f]{40}@`;
            assert.match(value(envOf(c, 'DATABASE_URL')), new RegExp(`^${role}pgbouncer:6432/${svc}$`), `${svc}/${c.name}`);
            assert.match(
              value(envOf(c, 'DATABASE_MIGRATIONS_URL')),
              new RegExp(`^${role}postgres\\.internal\\.example\\.com:5432/portal\\?sslmode=require$`),
            );
          }
        }
        const [seed] = podSpec(byKind(objs, 'Job').find((j) => j.metadata.name === 'content-seed')).containers;
        assert.match(value(envOf(seed, 'DATABASE_URL')), /^postgres:\/\/portal_content:[0-9a-f]+@[^/]+:5432\//, 'the seed (advisory lock) goes through PgBouncer');
        const pgbouncer = byKind(objs, 'Deployment').find((x) => x.metadata.name === 'pgbouncer');
        const script = pgbouncer.spec.template.spec.containers[0].command.join('\n');
        assert.match(script, /^pool_mode = transaction$/m);
        for (const svc of WITH_MIGRATIONS)
          assert.match(
            script,
            new RegExp(`^${svc} = \\$server connect_query='SET search_path TO ${svc}, public'$`, 'm'),
          );
        const env = Object.fromEntries(pgbouncer.spec.template.spec.containers[0].env.map((e) => [e.name, e.value]));
        // PgBouncer's userlist: the three service roles, not the admin.
        for (const svc of WITH_MIGRATIONS) {
          assert.equal(env[`POSTGRES_${svc.toUpperCase()}_USER`], `portal_${svc}`);
          assert.match(script, new RegExp(`"\\$POSTGRES_${svc.toUpperCase()}_USER" "\\$POSTGRES_${svc.toUpperCase()}_PASSWORD"`));
        }
        assert.ok(!('POSTGRES_USER' in env) && !('POSTGRES_PASSWORD' in env), 'PgBouncer knows the admin role');
        // docs/capacity.md: replicas x server connections + 30 for direct connections <= 70 % of 100.
        assert.ok(pgbouncer.spec.replicas * Number(env.PGBOUNCER_MAX_SERVER_CONNECTIONS) + 30 <= 70);
      });

    test('one Postgres role per service: the Job postgres-roles runs the deployment script, each service logs in as its role', () => {
      const objs = rendered[overlay];
      const secret = byKind(objs, 'Secret').find((x) => x.metadata.name.startsWith('portal-secrets'));
      const value = (key) => Buffer.from(secret.data[key], 'base64').toString();
      const job = byKind(objs, 'Job').find((j) => j.metadata.name === 'postgres-roles');
      assert.ok(job, 'no Job/postgres-roles');
      assert.ok(job.spec.ttlSecondsAfterFinished > 0, 'a finished Job stays and blocks the next apply');
      const [psql] = podSpec(job).containers;
      // The script is the one compose runs, from a ConfigMap generated from the same file.
      const volume = podSpec(job).volumes.find((v) => v.configMap);
      const map = byKind(objs, 'ConfigMap').find((c) => c.metadata.name === volume.configMap.name);
      assert.equal(map.data['postgres-roles.sql'], readFileSync(path.join(REPO, 'k8s/base/postgres-roles.sql'), 'utf8'));
      assert.ok(psql.volumeMounts.some((m) => m.name === volume.name && m.mountPath === '/etc/portal'));
      const script = psql.command.join('\n');
      assert.match(script, /-f \/etc\/portal\/postgres-roles\.sql/);
      const envOf = (c, n) => (c.env ?? []).find((e) => e.name === n);
      for (const svc of WITH_MIGRATIONS) {
        const key = `POSTGRES_${svc.toUpperCase()}_PASSWORD`;
        assert.match(script, new RegExp(`-v ${svc}_password="\\$${key}"`));
        assert.equal(envOf(psql, key).valueFrom.secretKeyRef.key, key);
        assert.match(value(key), /^[0-9a-f]{40}$/, `${key} is generated`);
      }
      // As the admin role, with TLS to a managed Postgres.
      assert.equal(envOf(psql, 'PGUSER').valueFrom.secretKeyRef.key, 'POSTGRES_USER');
      assert.equal(envOf(psql, 'PGPASSWORD').valueFrom.secretKeyRef.key, 'POSTGRES_PASSWORD');
      assert.equal(envOf(psql, 'PGSSLMODE').value, overlay === 'prod' ? 'require' : 'prefer');
      // Every service, its migrations and the seed: the service's own role; the worker has no database.
      const urls = [];
      for (const w of workloads(objs))
        for (const c of allContainers(w))
          for (const e of c.env ?? [])
            if (/^DATABASE(_MIGRATIONS)?_URL$/.test(e.name)) urls.push([w.metadata.name, value(e.valueFrom.secretKeyRef.key)]);
      assert.ok(urls.length >= 7);
      for (const [w, url] of urls) {
        const svc = w === 'content-seed' ? 'content' : w;
        assert.ok(WITH_MIGRATIONS.includes(svc), `${w} has a database URL`);
        assert.equal(new URL(url).username, `portal_${svc}`, `${w} logs in as ${new URL(url).username}`);
        assert.equal(new URL(url).password, value(`POSTGRES_${svc.toUpperCase()}_PASSWORD`));
      }
      // The admin password: the roles Job (and dev's in-cluster Postgres) only.
      const withAdmin = workloads(objs)
        .filter((w) => allContainers(w).some((c) => (c.env ?? []).some((e) => e.valueFrom?.secretKeyRef?.key === 'POSTGRES_PASSWORD')))
        .map((w) => w.metadata.name)
        .sort();
      assert.deepEqual(withAdmin, overlay === 'dev' ? ['postgres', 'postgres-roles'] : ['postgres-roles']);
      // The Job reaches Postgres (and nothing else) and no Service sends it traffic.
      const egress = byKind(objs, 'NetworkPolicy').filter(
        (p) => p.spec.policyTypes.includes('Egress') && selects(p.spec.podSelector, podLabels(job)),
      );
      const ports = egress.flatMap((p) => (p.spec.egress ?? []).flatMap((e) => (e.ports ?? []).map((x) => x.port)));
      assert.ok(ports.includes(5432), 'the roles Job cannot reach Postgres');
      assert.deepEqual([...new Set(ports)].filter((p) => p !== 53).sort(), [5432]);
      if (overlay === 'dev') {
        const policy = byKind(objs, 'NetworkPolicy').find((p) => p.metadata.name === 'postgres');
        assert.ok(policy.spec.ingress.some((i) => i.from.some((f) => selects(f.podSelector, podLabels(job)))), 'Postgres refuses the roles Job');
      }
    });

    test('the namespace enforces the restricted Pod Security Standard', () => {
      const ns = byKind(rendered[overlay], 'Namespace')[0];
      assert.equal(ns.metadata.labels['pod-security.kubernetes.io/enforce'], 'restricted');
    });

    test('every part that serves requests waits a moment before it stops (preStop)', () => {
      for (const name of ['gateway', 'web', 'auth', 'content', 'comments']) {
        const d = byKind(rendered[overlay], 'Deployment').find((x) => x.metadata.name === name);
        const [main] = podSpec(d).containers;
        assert.ok(main.lifecycle?.preStop?.sleep?.seconds >= 3, `${name} has a preStop sleep`);
        assert.ok(podSpec(d).terminationGracePeriodSeconds > main.lifecycle.preStop.sleep.seconds);
      }
    });

    if (overlay === 'prod') {
      test('production runs one release: every portal image by version or digest, never latest', () => {
        for (const w of workloads(rendered[overlay])) {
          for (const c of allContainers(w)) {
            if (!/nepali-news-portal\//.test(c.image)) continue;
            assert.match(c.image, /(:\d+\.\d+\.\d+[\w.-]*|@sha256:[0-9a-f]{64})$/, `${name(w)}/${c.name}: ${c.image}`);
          }
        }
      });
    }
  });
}

test('no secrets are committed under k8s/', () => {
  const files = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  const tracked = new Set(
    execFileSync('git', ['ls-files', 'k8s'], { cwd: REPO, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((f) => path.join(REPO, f)),
  );
  for (const file of files(path.join(REPO, 'k8s')).filter((f) => tracked.has(f))) {
    const text = readFileSync(file, 'utf8');
    assert.ok(!/^kind:\s*Secret\b/m.test(text), `${file} holds a Secret`);
    assert.ok(!path.basename(file).match(/^secrets\.env$/), `${file} is committed`);
    for (const line of text.split('\n')) {
      const m = line.match(/^(SESSION_SECRET|[A-Z_]*PASSWORD|S3_SECRET_KEY)=(.+)$/);
      assert.ok(!m, `${file}: ${m?.[1]} has a value`);
    }
  }
});

test('the CloudNativePG component points the roles Job at the cluster: its primary, its superuser', () => {
  const render = renderer();
  const k8s = path.join(tmp, 'k8s-cnpg');
  cpSync(path.join(tmp, 'k8s'), k8s, { recursive: true });
  const kustomization = path.join(k8s, 'overlays', 'prod', 'kustomization.yaml');
  writeFileSync(kustomization, `${readFileSync(kustomization, 'utf8')}\ncomponents:\n  - ../../components/cloudnative-pg\n`);
  const [cmd, args] = render(path.join(k8s, 'overlays', 'prod'));
  const objs = parseAllDocuments(execFileSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20 }))
    .map((d) => d.toJS())
    .filter(Boolean);
  const cluster = objs.find((o) => o.kind === 'Cluster');
  assert.equal(cluster.spec.enableSuperuserAccess, true);
  assert.ok(!cluster.spec.managed?.roles, 'roles made in two places (the Cluster and the Job)');
  const [psql] = podSpec(byKind(objs, 'Job').find((j) => j.metadata.name === 'postgres-roles')).containers;
  const env = Object.fromEntries(psql.env.map((e) => [e.name, e]));
  assert.deepEqual(env.PGHOST, { name: 'PGHOST', value: 'portal-db-rw' });
  assert.deepEqual(env.PGDATABASE, { name: 'PGDATABASE', value: cluster.spec.bootstrap.initdb.database });
  assert.deepEqual(env.PGUSER.valueFrom.secretKeyRef, { name: 'portal-db-superuser', key: 'username' });
  assert.deepEqual(env.PGPASSWORD.valueFrom.secretKeyRef, { name: 'portal-db-superuser', key: 'password' });
  assert.equal(env.PGSSLMODE.value, 'require');
});
