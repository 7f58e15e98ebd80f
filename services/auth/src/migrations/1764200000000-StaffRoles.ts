import { MigrationInterface, QueryRunner } from 'typeorm';

/** The newsroom's roles (issue 21): contributors and editors join readers and admins. */
export class StaffRoles1764200000000 implements MigrationInterface {
  name = 'StaffRoles1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check`);
    await q.query(
      `ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('client', 'contributor', 'editor', 'admin'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE users SET role = 'client' WHERE role IN ('contributor', 'editor')`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_role_check`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('admin', 'client'))`);
  }
}
