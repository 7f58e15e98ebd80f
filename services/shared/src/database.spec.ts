import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { databaseConfig, loadConfig } from './config';
import { CoreModule } from './core.module';
import { openDatabase } from './database';
import { TestStack } from './testing';

// The pool size from DB_POOL_MAX and the migrations' own direct connection
// (DATABASE_MIGRATIONS_URL), against the real Postgres.

/** Writes down which connection (by application_name) ran it. */
class RecordMigrator1700000000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE pooltest.migrated_by (name text)`);
    await q.query(`INSERT INTO pooltest.migrated_by SELECT current_setting('application_name')`);
  }
  async down(): Promise<void> {}
}

@Module({})
class PoolTestModule {}

let stack: TestStack;
let sql: Client;

beforeAll(async () => {
  stack = await TestStack.create('pool');
  sql = new Client({ connectionString: stack.database.url });
  await sql.connect();
  stack.onStop(() => sql.end());
});

afterAll(() => stack.stop());

const withName = (url: string, name: string) => {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
};

it('runs the migrations on the migrations connection, closes it, and serves queries on the other', async () => {
  const dataSource = await openDatabase(
    {
      type: 'postgres',
      url: withName(stack.database.url, 'pooltest-queries'),
      schema: 'pooltest',
      migrations: [RecordMigrator1700000000000],
      migrationsTableName: 'migrations',
    },
    withName(stack.database.url, 'pooltest-migrations'),
  );
  try {
    const { rows } = await sql.query(`SELECT name FROM pooltest.migrated_by`);
    expect(rows).toEqual([{ name: 'pooltest-migrations' }]);
    const [{ name }] = await dataSource.query(`SELECT current_setting('application_name') AS name`);
    expect(name).toBe('pooltest-queries');
    const open = await sql.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'pooltest-migrations'`,
    );
    expect(open.rows[0].n).toBe(0);
  } finally {
    await dataSource.destroy();
  }
});

it('opens at most DB_POOL_MAX connections per process', async () => {
  const config = loadConfig(databaseConfig, stack.env({ DB_POOL_MAX: '3' }));
  const app = await stack.start(
    () => config,
    () => ({
      module: PoolTestModule,
      imports: [
        CoreModule.forRoot({
          service: 'pooltest-app',
          config,
          database: { url: config.DATABASE_URL, schema: 'pooltest_app', entities: [], migrations: [] },
        }),
      ],
    }),
  );
  const dataSource = app.get(DataSource);
  // Twelve queries at once, each holding its connection for a moment: the pool queues them.
  await Promise.all(Array.from({ length: 12 }, () => dataSource.query('SELECT pg_sleep(0.05)')));
  const { rows } = await sql.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'pooltest-app'`,
  );
  expect(rows[0].n).toBe(3);
});
