import { DataSource, DataSourceOptions } from 'typeorm';

/**
 * Opens the service's DataSource and brings its schema up to date: creates the
 * schema if needed and runs pending migrations under an advisory lock, so that
 * replicas starting together migrate once.
 */
export async function openDatabase(options: DataSourceOptions & { schema: string }): Promise<DataSource> {
  const dataSource = await new DataSource({ ...options, synchronize: false, migrationsRun: false }).initialize();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`migrate:${options.schema}`]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrate:${options.schema}`]).catch(() => undefined);
    await runner.release();
  }
  return dataSource;
}
