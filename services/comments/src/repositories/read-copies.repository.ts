import { Injectable } from '@nestjs/common';
import type { ArticleSnapshot, Sql, UserSnapshot } from '@portal/shared';
import { DataSource } from 'typeorm';

/** The users and articles read copies, kept from the auth and content services' events. */
@Injectable()
export class ReadCopiesRepository {
  constructor(private readonly db: DataSource) {}

  async upsertUser(user: UserSnapshot): Promise<void> {
    await this.db.query(
      `INSERT INTO users (id, email, first_name, last_name, profile_image_url, role, hidden)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET email = $2, first_name = $3, last_name = $4, profile_image_url = $5, role = $6, hidden = $7`,
      [user.id, user.email, user.firstName, user.lastName, user.profileImageUrl, user.role, user.hidden],
    );
  }

  async upsertArticle(article: ArticleSnapshot): Promise<void> {
    await this.db.query(
      `INSERT INTO articles (id, title, published) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET title = $2, published = $3`,
      [article.id, article.title, article.published],
    );
  }

  async deleteArticle(id: number, sql: Sql = this.db): Promise<void> {
    await sql.query(`DELETE FROM articles WHERE id = $1`, [id]);
  }

  /** undefined when the article is unknown (never published an event, or deleted). */
  async findArticle(id: number): Promise<{ published: boolean } | undefined> {
    const [article] = await this.db.query<{ published: boolean }[]>(`SELECT published FROM articles WHERE id = $1`, [
      id,
    ]);
    return article;
  }

  /** Whether the user is hidden (false for a user not known yet). */
  async isUserHidden(id: string): Promise<boolean> {
    const [user] = await this.db.query<{ hidden: boolean }[]>(`SELECT hidden FROM users WHERE id = $1`, [id]);
    return Boolean(user?.hidden);
  }
}
