import 'reflect-metadata';
import { openDatabase } from '@portal/shared';
import { applyPostgresRoles, createTestDatabase, ServiceSchema, TestDatabase } from '@portal/shared/testing';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { CONTENT_DATABASE } from './app.module';
import type { ContentConfig } from './config';

// One Postgres role per service (issue 23): the deployment's roles script
// (k8s/base/postgres-roles.sql, run by compose's `postgres-roles` one-shot and the
// Kubernetes Job of that name) gives each service's role its own schema and nothing
// else. As the content service's role, the auth schema is refused; its own works,
// migrations included, on a fresh database and on one that an older release's single
// role migrated.

type Roles = ReturnType<typeof applyPostgresRoles>;

/** The content service's migrations, as CoreModule runs them (services/shared/src/core.module.ts). */
const migrateContent = (url: string): Promise<DataSource> =>
  openDatabase({
    type: 'postgres',
    ...CONTENT_DATABASE({ DATABASE_URL: url } as ContentConfig),
    migrationsTableName: 'migrations',
    extra: { max: 2, options: '-c search_path=content,public' },
  } as never);

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}
const as = (roles: Roles, schema: ServiceSchema, sql: string) => query(roles.urlAs(schema), sql);

const AUTH_REFUSED = /permission denied for schema auth/;

describe('a fresh database', () => {
  let database: TestDatabase;
  let roles: Roles;

  beforeAll(async () => {
    database = await createTestDatabase('roles');
    roles = applyPostgresRoles(database);
    roles.run();
    // The auth service's table, made by its own role.
    await as(
      roles,
      'auth',
      `CREATE TABLE users (id serial PRIMARY KEY, email text); INSERT INTO users (email) VALUES ('a@example.com')`,
    );
    await (await migrateContent(roles.urlAs('content'))).destroy();
  });

  afterAll(async () => {
    await database?.drop();
    await roles?.drop();
  });

  it("the content service's role migrates, reads and writes its own schema", async () => {
    expect(await as(roles, 'content', 'SELECT count(*)::int AS n FROM articles')).toEqual([{ n: 0 }]);
    await as(roles, 'content', 'CREATE TABLE probe (v text)');
    await as(roles, 'content', `INSERT INTO content.probe VALUES ('own')`);
    expect(await as(roles, 'content', 'SELECT v FROM probe')).toEqual([{ v: 'own' }]);
    // pg_trgm (in public, created by the script) is usable.
    expect(await as(roles, 'content', `SELECT similarity('kathmandu', 'kathmandu') AS s`)).toEqual([{ s: 1 }]);
  });

  it("the content service's role may neither read nor write the auth schema", async () => {
    for (const sql of [
      'SELECT * FROM auth.users',
      `INSERT INTO auth.users (email) VALUES ('x@example.com')`,
      `UPDATE auth.users SET email = 'x@example.com'`,
      'DELETE FROM auth.users',
      'TRUNCATE auth.users',
      'DROP TABLE auth.users',
      'CREATE TABLE auth.intruder (v text)',
      "SELECT nextval('auth.users_id_seq')",
    ])
      await expect(as(roles, 'content', sql)).rejects.toThrow(AUTH_REFUSED);
    // The auth service's own role still sees its row.
    expect(await as(roles, 'auth', 'SELECT email FROM users')).toEqual([{ email: 'a@example.com' }]);
  });

  it('no service role creates schemas or objects in public, or reaches another service schema', async () => {
    await expect(as(roles, 'content', 'CREATE SCHEMA intruder')).rejects.toThrow(/permission denied for database/);
    await expect(as(roles, 'content', 'CREATE TABLE public.intruder (v text)')).rejects.toThrow(
      /permission denied for schema public/,
    );
    await expect(as(roles, 'comments', 'SELECT * FROM content.articles')).rejects.toThrow(
      /permission denied for schema content/,
    );
    await expect(as(roles, 'auth', 'SELECT * FROM content.articles')).rejects.toThrow(
      /permission denied for schema content/,
    );
    await expect(as(roles, 'comments', 'SELECT * FROM auth.users')).rejects.toThrow(AUTH_REFUSED);
  });
});

describe('a database an older release migrated as one role', () => {
  let database: TestDatabase;
  let roles: Roles;

  beforeAll(async () => {
    database = await createTestDatabase('roles_upgrade');
    // Before: everything made and owned by the one (superuser) role.
    await (await migrateContent(database.url)).destroy();
    await query(database.url, `CREATE SCHEMA auth; CREATE TABLE auth.users (id serial PRIMARY KEY, email text)`);
    roles = applyPostgresRoles(database);
    roles.run();
  });

  afterAll(async () => {
    await database?.drop();
    await roles?.drop();
  });

  it('the script hands each schema over: the content role migrates and alters what the old role made', async () => {
    const dataSource = await migrateContent(roles.urlAs('content'));
    await dataSource.destroy();
    // Only owners may alter a table: a later migration will work.
    await as(roles, 'content', 'ALTER TABLE articles ADD COLUMN probe text');
    await as(roles, 'content', 'ALTER TABLE articles DROP COLUMN probe');
    const owners = (await query(
      database.url,
      `SELECT DISTINCT n.nspname AS schema, pg_get_userbyid(c.relowner) AS owner
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname IN ('auth', 'content') ORDER BY 1`,
    )) as { schema: string; owner: string }[];
    expect(owners.map((o) => o.schema)).toEqual(['auth', 'content']);
    for (const { schema, owner } of owners) expect(owner).toBe(new URL(roles.urlAs(schema as ServiceSchema)).username);
  });

  it('and the content role is refused the auth schema there too; running the script again changes nothing', async () => {
    await expect(as(roles, 'content', 'SELECT * FROM auth.users')).rejects.toThrow(AUTH_REFUSED);
    roles.run();
    await expect(as(roles, 'content', 'SELECT * FROM auth.users')).rejects.toThrow(AUTH_REFUSED);
    expect(await as(roles, 'auth', 'SELECT count(*)::int AS n FROM users')).toEqual([{ n: 0 }]);
  });
});
