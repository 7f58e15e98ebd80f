import { Injectable } from '@nestjs/common';
import { returnedRows, Sql } from '@portal/shared';
import { DataSource } from 'typeorm';

export type TokenPurpose = 'reset' | 'verify';

/**
 * The password_resets table: reset and verification links. Only the SHA-256 of a
 * link's token is kept.
 */
@Injectable()
export class LinkTokensRepository {
  constructor(private readonly db: DataSource) {}

  async insert(link: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date }): Promise<void> {
    await this.db.query(
      `INSERT INTO password_resets (user_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, $4)`,
      [link.userId, link.purpose, link.tokenHash, link.expiresAt],
    );
  }

  /**
   * Marks an unused, unexpired link used and answers its user; the same statement finds
   * and claims it, so a link works once under races.
   */
  async claim(tokenHash: string, purpose: TokenPurpose): Promise<string | undefined> {
    const result = await this.db.query(
      `UPDATE password_resets SET used_at = now()
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
       RETURNING user_id`,
      [tokenHash, purpose],
    );
    return returnedRows<{ user_id: string }>(result)[0]?.user_id;
  }

  /** Makes a claimed link usable again (the work it was claimed for could not be done). */
  async release(tokenHash: string): Promise<void> {
    await this.db.query(`UPDATE password_resets SET used_at = NULL WHERE token_hash = $1`, [tokenHash]);
  }

  /** Ends every open link of the user for this purpose. */
  async closeOpen(userId: string, purpose: TokenPurpose, sql: Sql = this.db): Promise<void> {
    await sql.query(
      `UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [userId, purpose],
    );
  }
}
