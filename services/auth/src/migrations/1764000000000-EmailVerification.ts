import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Verified e-mail addresses. Accounts that exist already count as verified (they
 * predate the rule); verification links share the table of reset links.
 */
export class EmailVerification1764000000000 implements MigrationInterface {
  name = 'EmailVerification1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN email_verified_at timestamptz`);
    await q.query(`UPDATE users SET email_verified_at = created_at`);
    await q.query(
      `ALTER TABLE password_resets ADD COLUMN purpose text NOT NULL DEFAULT 'reset' CHECK (purpose IN ('reset', 'verify'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM password_resets WHERE purpose = 'verify'`);
    await q.query(`ALTER TABLE password_resets DROP COLUMN purpose`);
    await q.query(`ALTER TABLE users DROP COLUMN email_verified_at`);
  }
}
