import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface ArticleImages {
  id: number;
  imageUrl: string | null;
  imageUrls: string[];
}

/**
 * Where a user's profile photo is kept: the auth service's users (the source) and the
 * read copies of the content and comments services. The variants command rewrites all
 * of them at once, so no copy keeps pointing at the old name until the user's next change.
 * Fixed names, never input.
 */
const PROFILE_PHOTO_TABLES = ['auth.users', 'content.authors', 'comments.users'] as const;

/** The SQL of the images:variants command (services/content/src/commands/image-variants.ts). */
@Injectable()
export class ImageVariantsRepository {
  constructor(private readonly db: DataSource) {}

  /** Articles with at least one image in our storage, in id order, `limit` after `afterId`. */
  async articlesWithStoredImages(afterId: number, limit: number): Promise<ArticleImages[]> {
    const rows: { id: string; image_url: string | null; image_urls: string[] | null }[] = await this.db.query(
      `SELECT id, image_url, image_urls FROM articles
        WHERE id > $1 AND (image_url LIKE '/media/%' OR image_urls::text LIKE '%"/media/%')
        ORDER BY id LIMIT $2`,
      [afterId, limit],
    );
    return rows.map((r) => ({ id: Number(r.id), imageUrl: r.image_url, imageUrls: r.image_urls ?? [] }));
  }

  async countArticlesWithStoredImages(): Promise<number> {
    const [{ count }] = await this.db.query(
      `SELECT count(*)::int AS count FROM articles WHERE image_url LIKE '/media/%' OR image_urls::text LIKE '%"/media/%'`,
    );
    return count;
  }

  /**
   * Replaces, in one transaction, each URL of `renamed` in the article's image and gallery
   * as they are now (an edit made meanwhile is kept). The article's dates stay: its text did
   * not change. Returns whether anything changed.
   */
  async renameArticleImages(id: number, renamed: ReadonlyMap<string, string>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row]: { image_url: string | null; image_urls: string[] | null }[] = await tx.query(
        `SELECT image_url, image_urls FROM articles WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!row) return false;
      const rename = (url: string) => renamed.get(url) ?? url;
      const imageUrl = row.image_url === null ? null : rename(row.image_url);
      const imageUrls = (row.image_urls ?? []).map(rename);
      if (imageUrl === row.image_url && imageUrls.every((url, i) => url === row.image_urls?.[i])) return false;
      await tx.query(`UPDATE articles SET image_url = $2, image_urls = $3::jsonb WHERE id = $1`, [
        id,
        imageUrl,
        JSON.stringify(imageUrls),
      ]);
      return true;
    });
  }

  /** The profile-photo tables present in this database (a service not yet started has none). */
  private async profilePhotoTables(): Promise<string[]> {
    const rows: { name: string }[] = await this.db.query(
      `SELECT name FROM unnest($1::text[]) AS name WHERE to_regclass(name) IS NOT NULL`,
      [PROFILE_PHOTO_TABLES],
    );
    return rows.map((r) => r.name);
  }

  /** Every distinct profile photo in our storage. */
  async storedProfilePhotos(): Promise<string[]> {
    const tables = await this.profilePhotoTables();
    if (!tables.length) return [];
    const rows: { url: string }[] = await this.db.query(
      tables
        .map((t) => `SELECT profile_image_url AS url FROM ${t} WHERE profile_image_url LIKE '/media/%'`)
        .join(' UNION ') + ' ORDER BY url',
    );
    return rows.map((r) => r.url);
  }

  /**
   * Renames one profile photo in the users and their read copies, in one transaction;
   * returns how many users had it (the most rows changed in any one table).
   */
  async renameProfilePhoto(from: string, to: string): Promise<number> {
    const tables = await this.profilePhotoTables();
    return this.db.transaction(async (tx) => {
      let users = 0;
      for (const table of tables) {
        const [, count] = await tx.query(`UPDATE ${table} SET profile_image_url = $2 WHERE profile_image_url = $1`, [
          from,
          to,
        ]);
        users = Math.max(users, Number(count));
      }
      return users;
    });
  }
}
