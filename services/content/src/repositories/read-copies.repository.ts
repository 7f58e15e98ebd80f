import { Injectable } from '@nestjs/common';
import type { UserSnapshot } from '@portal/shared';
import { DataSource } from 'typeorm';

/** What the content service keeps of other services' data: authors and the comment total. */
@Injectable()
export class ReadCopiesRepository {
  constructor(private readonly db: DataSource) {}

  async upsertAuthor(user: UserSnapshot): Promise<void> {
    await this.db.query(
      `INSERT INTO authors (id, first_name, last_name, profile_image_url, role, bio, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, now())
       ON CONFLICT (id) DO UPDATE SET first_name = $2, last_name = $3, profile_image_url = $4, role = $5, bio = $6, updated_at = now()`,
      [user.id, user.firstName, user.lastName, user.profileImageUrl, user.role, user.bio ?? null],
    );
  }

  async setCommentTotal(total: number): Promise<void> {
    await this.db.query(`UPDATE counters SET value = $1 WHERE name = 'comments'`, [total]);
  }
}
