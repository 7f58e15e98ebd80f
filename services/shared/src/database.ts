import { Gauge } from 'prom-client';
import { DataSource, DataSourceOptions } from 'typeorm';
import { metricsRegistry } from './metrics';

/** The pool of the process's one DataSource, read at each scrape (docs/operations.md). */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
let pool: PgPool | undefined;
const poolMetric = (name: string, help: string, read: (p: PgPool) => number) =>
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      if (pool) this.set(read(pool));
    },
  });
poolMetric('db_pool_connections', 'Postgres connections the pool holds (DB_POOL_MAX at most)', (p) => p.totalCount);
poolMetric('db_pool_idle', 'Pooled Postgres connections not in use', (p) => p.idleCount);
poolMetric('db_pool_waiting', 'Queries waiting for a free pooled connection (the pool is too small)', (p) => p.waitingCount);

function watchPool(dataSource: DataSource): DataSource {
  pool = (dataSource.driver as unknown as { master?: PgPool }).master;
  return dataSource;
}

/**
 * Opens the service's DataSource and brings its schema up to date: creates the
 * schema if needed and runs pending migrations under an advisory lock, so that
 * replicas starting together migrate once.
 *
 * The lock is session state (it lives on one server connection across statements),
 * which PgBouncer in transaction mode does not keep. With `migrationsUrl` (a direct
 * connection to Postgres) the migrations run on a short-lived DataSource of their own,
 * closed before the service's pooled one opens (docs/capacity.md).
 */
export async function openDatabase(
  options: DataSourceOptions & { schema: string },
  migrationsUrl?: string,
): Promise<DataSource> {
  const settings = { ...options, synchronize: false, migrationsRun: false } as DataSourceOptions;
  if (!migrationsUrl) {
    const dataSource = await new DataSource(settings).initialize();
    await migrate(dataSource, options.schema);
    return watchPool(dataSource);
  }
  // Two connections: the one holding the lock and the one TypeORM migrates on.
  const extra = { ...(options as { extra?: object }).extra, max: 2 };
  const migrator = await new DataSource({ ...settings, url: migrationsUrl, extra } as DataSourceOptions).initialize();
  try {
    await migrate(migrator, options.schema);
  } finally {
    await migrator.destroy();
  }
  return watchPool(await new DataSource(settings).initialize());
}

async function migrate(dataSource: DataSource, schema: string): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`migrate:${schema}`]);
    // Only when missing: CREATE SCHEMA IF NOT EXISTS needs CREATE on the database even when the
    // schema exists, which a deployment's service role does not have (k8s/base/postgres-roles.sql
    // creates the schema for it; local dev's one role creates it here).
    const [{ present }] = await runner.query('SELECT count(*)::int AS present FROM pg_namespace WHERE nspname = $1', [
      schema,
    ]);
    if (!present) await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrate:${schema}`]).catch(() => undefined);
    await runner.release();
  }
}
