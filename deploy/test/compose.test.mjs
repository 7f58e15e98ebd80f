// Static checks of the container setup, which need no Docker engine:
// docker-compose.yml, docker-compose.local.yml, .env.example, the Dockerfiles
// and the GitHub workflow. The running proof is deploy/compose-smoke.sh.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (f) => readFileSync(path.join(REPO, f), 'utf8');
const compose = parse(read('docker-compose.yml'), { merge: true });
const local = parse(read('docker-compose.local.yml'), { merge: true });
const PORTAL = ['gateway', 'gateway-metrics', 'web', 'auth', 'content', 'comments', 'worker'];
const NODE_SERVICES = ['auth', 'content', 'comments', 'worker'];
const DOCKERFILES = {
  gateway: 'gateway/Dockerfile',
  'gateway-metrics': 'gateway/metrics/Dockerfile',
  web: 'web/Dockerfile',
  ...Object.fromEntries(NODE_SERVICES.map((s) => [s, 'services/Dockerfile'])),
};
/** Every portal container behind the gateway listens on this port (docs/deploy.md, "Ports"). */
const CONTAINER_PORT = '3000';

/** The services with a Postgres schema (and a role) of their own. */
const DB_SERVICES = ['auth', 'content', 'comments'];

/** Services that run once per `up` and exit. */
const ONE_SHOTS = ['seed', 'postgres-roles'];

test('docker-compose.yml runs every part and its infrastructure', () => {
  for (const s of [...PORTAL, 'seed', 'postgres', 'postgres-roles', 'pgbouncer', 'redis', 'seaweedfs', 'maildev']) {
    assert.ok(compose.services[s], `no service ${s}`);
  }
  for (const [s, file] of Object.entries(DOCKERFILES)) {
    assert.equal(compose.services[s].build.dockerfile, file, `${s} builds from ${file}`);
  }
  for (const s of NODE_SERVICES)
    assert.equal(compose.services[s].build.args.SERVICE, s, `${s}: build argument SERVICE`);
});

test('one port inside the containers: the images set PORT, compose only points the gateway at it', () => {
  for (const file of new Set(['services/Dockerfile', 'web/Dockerfile'])) {
    const text = read(file);
    assert.match(text, new RegExp(`^ENV .*\\bPORT=${CONTAINER_PORT}\\b`, 'm'), `${file}: ENV PORT`);
    assert.match(text, new RegExp(`^EXPOSE ${CONTAINER_PORT}$`, 'm'), `${file}: EXPOSE`);
  }
  const gateway = compose.services.gateway.environment;
  for (const s of ['auth', 'content', 'comments', 'web'])
    assert.equal(gateway[`${s.toUpperCase()}_UPSTREAM`], `${s}:${CONTAINER_PORT}`, `gateway -> ${s}`);
  // No service is given a port of its own, and no health check names one.
  for (const s of ['web', ...NODE_SERVICES]) {
    const env = compose.services[s].environment ?? {};
    assert.deepEqual(
      Object.keys(env).filter((k) => /(^|_)PORT$/.test(k)),
      [],
      `${s} sets a port variable`,
    );
    assert.ok(!/\b\d{4}\b/.test(compose.services[s].healthcheck.test.join(' ')), `${s}: health check names a port`);
  }
});

test('the gateway is the only published port', () => {
  const published = Object.entries(compose.services).filter(([, s]) => s.ports?.length);
  assert.deepEqual(
    published.map(([n]) => n),
    ['gateway'],
  );
  assert.ok(compose.services.gateway.ports[0].endsWith(':8080'));
  for (const [n, s] of Object.entries(local.services)) assert.ok(!s.ports, `the override publishes ${n}`);
});

test('every long-running service has a health check, and dependencies wait for it', () => {
  for (const [n, s] of Object.entries(compose.services)) {
    if (ONE_SHOTS.includes(n)) {
      assert.equal(s.restart, 'no', `${n} is a one-shot: no restart`);
      continue;
    }
    assert.ok(s.healthcheck?.test, `${n} has no health check`);
    assert.equal(s.restart, 'unless-stopped', `${n} restart policy`);
  }
  for (const [n, s] of Object.entries(compose.services)) {
    for (const [dep, cond] of Object.entries(s.depends_on ?? {})) {
      const want = ONE_SHOTS.includes(dep) ? 'service_completed_successfully' : 'service_healthy';
      assert.equal(cond.condition, want, `${n} -> ${dep}`);
    }
  }
});

test('the demo seed runs apart from the content service, in its image, with SEED_DEMO', () => {
  const seed = compose.services.seed;
  assert.equal(seed.image, compose.services.content.image, 'the seed reuses the content image');
  assert.deepEqual(seed.command, ['node', 'services/content/dist-seed/seed/seed-demo.js']);
  assert.equal(seed.environment.SEED_DEMO, '${SEED_DEMO:-false}');
  assert.equal(seed.depends_on.content.condition, 'service_healthy');
  assert.ok(!('SEED_DEMO' in compose.services.content.environment), 'the content service seeds no more');
  assert.ok(existsSync(path.join(REPO, 'services/content/src/seed/seed-demo.ts')));
});

test('the portal containers run read-only, without capabilities', () => {
  for (const n of [...PORTAL, 'seed']) {
    const s = compose.services[n];
    assert.equal(s.read_only, true, `${n} read_only`);
    assert.deepEqual(s.cap_drop, ['ALL'], `${n} cap_drop`);
    assert.ok(s.tmpfs.includes('/tmp'), `${n} /tmp`);
  }
});

test('the infrastructure containers are hardened too: read-only, no new privileges, only the capabilities they need', () => {
  for (const n of ['postgres', 'postgres-roles', 'pgbouncer', 'redis', 'seaweedfs', 'maildev']) {
    const s = compose.services[n];
    // Postgres's socket folder must belong to its user: its root stays writable.
    assert.equal(s.read_only, n !== 'postgres', `${n} read_only`);
    assert.deepEqual(s.cap_drop, ['ALL'], `${n} cap_drop`);
    assert.ok(s.security_opt.includes('no-new-privileges:true'), `${n} no-new-privileges`);
    assert.ok(s.tmpfs.includes('/tmp'), `${n} /tmp`);
  }
  // Postgres's entrypoint drops to its own user: only what that takes.
  assert.deepEqual(compose.services.postgres.cap_add, ['CHOWN', 'DAC_OVERRIDE', 'FOWNER', 'SETGID', 'SETUID']);
});

test('data lives in named volumes', () => {
  const mounts = { postgres: '/var/lib/postgresql/data', redis: '/data', seaweedfs: '/data' };
  for (const [n, dir] of Object.entries(mounts)) {
    const vol = compose.services[n].volumes.find((v) => v.endsWith(`:${dir}`));
    assert.ok(vol, `${n} keeps ${dir} in a volume`);
    assert.ok(Object.hasOwn(compose.volumes, vol.split(':')[0]), `${vol} is a named volume`);
  }
  assert.match(compose.services.redis.command.join(' '), /--appendonly yes/);
});

test('the gateway gets every placeholder of gateway/nginx.conf.template', () => {
  const template = read('gateway/nginx.conf.template');
  const placeholders = [...new Set([...template.matchAll(/\$\{([A-Z_][A-Z0-9_]*)\}/g)].map((m) => m[1]))];
  for (const p of placeholders) assert.ok(compose.services.gateway.environment[p], `gateway has no ${p}`);
  assert.match(read('gateway/Dockerfile'), /COPY gateway\/nginx\.conf\.template /);
});

test("the gateway sends its metrics lines to the exporter's container, which it waits for", () => {
  const exporter = compose.services['gateway-metrics'];
  const port = exporter.environment.GATEWAY_METRICS_SYSLOG.match(/^0\.0\.0\.0:(\d+)$/)?.[1];
  assert.ok(port, 'the exporter does not listen on every address of its container');
  assert.equal(compose.services.gateway.environment.GATEWAY_METRICS_SYSLOG, `gateway-metrics:${port}`);
  assert.equal(compose.services.gateway.depends_on['gateway-metrics'].condition, 'service_healthy');
});

test('the web renderer reaches the gateway and knows the public address', () => {
  const web = compose.services.web.environment;
  assert.equal(web.GATEWAY_INTERNAL_URL, 'http://gateway:8080');
  assert.ok(web.PUBLIC_URL, 'web has no PUBLIC_URL');
  assert.match(read('web/Dockerfile'), /CMD \["node", "web\/dist\/server\/main\.js"\]/);
});

test('.env.example commits no secret and names every required variable', () => {
  const env = Object.fromEntries(
    read('.env.example')
      .split('\n')
      .filter((l) => /^[A-Z0-9_]+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
  const text = read('docker-compose.yml') + read('docker-compose.local.yml');
  const required = [...new Set([...text.matchAll(/\$\{([A-Z_]+):\?/g)].map((m) => m[1]))];
  for (const v of required) assert.ok(v in env, `.env.example lacks ${v}`);
  for (const secret of [
    'SESSION_SECRET',
    'GATEWAY_PURGE_TOKEN',
    'POSTGRES_PASSWORD',
    ...DB_SERVICES.map((s) => `POSTGRES_${s.toUpperCase()}_PASSWORD`),
    'REDIS_PASSWORD',
    'S3_SECRET_KEY',
    'ADMIN_PASSWORD',
  ]) {
    assert.equal(env[secret], '', `${secret} has a value in .env.example`);
  }
  assert.ok(
    !existsSync(path.join(REPO, '.env')) || read('.gitignore').split('\n').includes('.env'),
    '.env is not ignored',
  );
});

test('the override swaps only SeaweedFS and MailDev, keeping the service name, port and variables', () => {
  assert.deepEqual(Object.keys(local.services).sort(), ['maildev', 'seaweedfs']);
  const real = compose.services.seaweedfs;
  const standIn = local.services.seaweedfs;
  // The stand-in listens where the real one does, and nothing else changes its volume or keys.
  assert.equal(standIn.environment.S3_PORT, '8333');
  assert.match(real.entrypoint.join(' '), /-s3\.port=8333\b/);
  assert.equal(compose.services.content.environment.S3_ENDPOINT, 'http://seaweedfs:8333');
  assert.equal(compose.services.gateway.environment.MEDIA_UPSTREAM, 'seaweedfs:8333');
  assert.ok(!standIn.volumes, 'the stand-in keeps the seaweedfs-data volume');
  assert.match(standIn.healthcheck.test.join(' '), /127\.0\.0\.1:8333\//);
  // s3rver (a stand-in with known CVEs) is in no portal image.
  for (const file of ['services/Dockerfile', 'web/Dockerfile', 'gateway/Dockerfile'])
    assert.ok(!/s3rver|deploy\/local/.test(read(file)), `${file} names s3rver or the stand-ins`);
});

test('SeaweedFS: the content key has rights on the bucket only; anonymous callers may only read objects', () => {
  const script = compose.services.seaweedfs.entrypoint.join('\n');
  const json = script.slice(script.indexOf('{"identities"'), script.indexOf('\nEOF'));
  const config = JSON.parse(json.replaceAll('$$S3_', 'S3_'));
  const byName = Object.fromEntries(config.identities.map((i) => [i.name, i]));
  assert.deepEqual(byName.anonymous.actions, ['Read:S3_BUCKET'], 'anonymous: Read (GetObject) only, no List');
  assert.ok(!byName.anonymous.credentials);
  const content = byName['portal-content'];
  assert.deepEqual(content.credentials, [{ accessKey: 'S3_ACCESS_KEY', secretKey: 'S3_SECRET_KEY' }]);
  assert.ok(
    content.actions.every((a) => a.endsWith(':S3_BUCKET')),
    'the content key reaches beyond the bucket',
  );
  assert.equal(config.identities.length, 2);
});

test('PgBouncer: the services through it in transaction mode, one database per schema; migrations directly', () => {
  const script = compose.services.pgbouncer.entrypoint.join('\n');
  assert.match(script, /^pool_mode = transaction$/m);
  assert.match(script, /^auth_type = scram-sha-256$/m);
  // The services' `options=-c search_path=...` is not passed on: connect_query sets it.
  assert.match(script, /^ignore_startup_parameters = extra_float_digits,options$/m);
  for (const s of ['auth', 'content', 'comments']) {
    assert.match(script, new RegExp(`^${s} = \\$\\$server connect_query='SET search_path TO ${s}, public'$`, 'm'));
  }
  for (const s of ['auth', 'content', 'comments']) {
    const env = compose.services[s].environment;
    assert.match(env.DATABASE_URL, new RegExp(`@pgbouncer:6432/${s}$`), `${s}: DATABASE_URL`);
    assert.match(env.DATABASE_MIGRATIONS_URL, /@postgres:5432\//, `${s}: DATABASE_MIGRATIONS_URL`);
    assert.equal(compose.services[s].depends_on.pgbouncer.condition, 'service_healthy');
  }
  // The demo seed holds an advisory lock across statements: Postgres directly, a small pool.
  const seed = compose.services.seed.environment;
  assert.match(seed.DATABASE_URL, /@postgres:5432\//);
  assert.equal(seed.DB_POOL_MAX, '2');
  assert.match(
    compose.services.pgbouncer.image,
    /^\$\{PGBOUNCER_IMAGE:-docker\.io\/edoburu\/pgbouncer:v1\.25\.2-p0\}$/,
  );
  assert.match(read('deploy/compose-smoke.sh'), /PGBOUNCER_IMAGE=\$LOCAL_PGBOUNCER_IMAGE/);
});

test('every Dockerfile: multi-stage, base image as a build argument with an official default, non-root, health check', () => {
  for (const [part, file] of Object.entries(DOCKERFILES)) {
    const text = read(file);
    const froms = text.match(/^FROM .*/gm);
    assert.ok(froms.length >= 2, `${file}: one stage`);
    assert.ok(
      froms.every((f) => /^FROM \$\{(NODE|NGINX)_IMAGE\}/.test(f)),
      `${file}: FROM not from the build argument`,
    );
    const node = text.match(/^ARG NODE_IMAGE=(.*)$/m)?.[1];
    const nginx = text.match(/^ARG NGINX_IMAGE=(.*)$/m)?.[1];
    if (node) assert.match(node, /^node:24-bookworm/, `${file}: NODE_IMAGE default`);
    if (nginx) assert.match(nginx, /^nginx:[0-9.]+-bookworm$/, `${file}: NGINX_IMAGE default`);
    const last = text.slice(text.lastIndexOf('\nFROM '));
    assert.match(last, /^USER (node|101)$/m, `${file}: the last stage runs as root`);
    assert.match(last, /^HEALTHCHECK /m, `${file}: no HEALTHCHECK`);
    if (NODE_SERVICES.includes(part)) assert.match(text, /--omit=dev/, `${file}: dev dependencies in the image`);
  }
});

test('the GitHub workflow runs .ci/run and pushes every image on main', () => {
  const dir = path.join(REPO, '.github', 'workflows');
  const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
  const workflows = files.map((f) => parse(readFileSync(path.join(dir, f), 'utf8')));
  const steps = workflows.flatMap((w) => Object.values(w.jobs).flatMap((j) => j.steps ?? []));
  assert.ok(
    steps.some((s) => /bash \.ci\/run/.test(s.run ?? '')),
    'no job runs .ci/run',
  );
  const images = workflows.flatMap((w) => Object.values(w.jobs)).find((j) => j.strategy?.matrix?.part);
  assert.ok(images, 'no image job');
  assert.deepEqual([...images.strategy.matrix.part].sort(), Object.keys(DOCKERFILES).sort());
  assert.match(JSON.stringify(images), /ghcr\.io/);
  assert.match(JSON.stringify(images), /GITHUB_SHA|github\.sha/);
  assert.match(String(images.if), /refs\/heads\/main/);
});

test('one Postgres role per service: its own URLs and password, made by the one-shot postgres-roles', () => {
  const user = (url) => new URL(url.replace(/\$\{[^}]*\}/g, 'x')).username;
  const password = (url) => url.match(/^postgres:\/\/[^:]+:\$\{([A-Z_]+):\?/)?.[1];
  for (const s of DB_SERVICES) {
    const env = compose.services[s].environment;
    for (const key of ['DATABASE_URL', 'DATABASE_MIGRATIONS_URL']) {
      assert.equal(user(env[key]), `portal_${s}`, `${s}: ${key}`);
      assert.equal(password(env[key]), `POSTGRES_${s.toUpperCase()}_PASSWORD`, `${s}: ${key}`);
    }
    assert.equal(compose.services[s].depends_on['postgres-roles'].condition, 'service_completed_successfully');
  }
  // The seed writes the content schema only; the worker has no database.
  assert.equal(user(compose.services.seed.environment.DATABASE_URL), 'portal_content');
  assert.ok(!Object.keys(compose.services.worker.environment).some((k) => /DATABASE|POSTGRES/.test(k)));
  // The admin role's password reaches Postgres and postgres-roles only (the backups run in the postgres container).
  const withAdmin = Object.entries(compose.services)
    .filter(([, svc]) => JSON.stringify(svc.environment ?? {}).includes('${POSTGRES_PASSWORD:'))
    .map(([n]) => n);
  assert.deepEqual(withAdmin.sort(), ['postgres', 'postgres-roles']);
  // postgres-roles runs the same script as Kubernetes, with the three passwords.
  const roles = compose.services['postgres-roles'];
  assert.ok(roles.volumes.includes('./k8s/base/postgres-roles.sql:/etc/portal/postgres-roles.sql:ro'));
  assert.ok(existsSync(path.join(REPO, 'k8s/base/postgres-roles.sql')));
  const script = roles.entrypoint.join('\n');
  assert.match(script, /-f \/etc\/portal\/postgres-roles\.sql/);
  for (const s of DB_SERVICES)
    assert.match(script, new RegExp(`-v ${s}_password="\\$\\$POSTGRES_${s.toUpperCase()}_PASSWORD"`));
  assert.equal(roles.depends_on.postgres.condition, 'service_healthy');
  // PgBouncer knows the three roles, not the admin.
  const bouncer = compose.services.pgbouncer;
  for (const s of DB_SERVICES) assert.equal(bouncer.environment[`POSTGRES_${s.toUpperCase()}_USER`], `portal_${s}`);
  assert.ok(!('POSTGRES_PASSWORD' in bouncer.environment) && !('POSTGRES_USER' in bouncer.environment));
  // deploy/compose-env.sh generates the three passwords.
  for (const s of DB_SERVICES) assert.match(read('deploy/compose-env.sh'), new RegExp(`POSTGRES_${s.toUpperCase()}_PASSWORD=`));
  // A restore hands the schemas back to the roles.
  assert.match(read('deploy/backup/postgres.sh'), /run --rm -T --no-deps postgres-roles/);
});
