import { MigrationInterface, QueryRunner } from 'typeorm';

/** A short bio in the profile, shown on the author's page (issue 22). */
export class ProfileBio1764400100000 implements MigrationInterface {
  name = 'ProfileBio1764400100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN bio text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN bio`);
  }
}
