import { Injectable } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { ImageVariantsRepository } from '../repositories/image-variants.repository';
import { hasVariants, IMAGE_TYPES } from './images';
import { MEDIA_PREFIX, StorageService } from './storage.service';

export interface BackfillSummary {
  /** Stored images given variants (each stored once, however many places show it). */
  images: number;
  articles: number;
  profilePhotos: number;
  /** Images that could not be read or are no picture we resize: left as they were. */
  leftAsTheyAre: number;
}

const PAGE = 200;

/**
 * Gives images stored before responsive variants existed (the demo seed's, older uploads)
 * their variants (docs/contracts.md, "Images"): each original is read from the bucket, run
 * through the upload pipeline (orientation applied, metadata stripped, variants written
 * first) under the name `<old name without extension>-<W>x<H>.<ext>`, and the articles and
 * profile photos that show it are pointed at the new name. The old file stays, so a page
 * or a copy still holding the old URL keeps working. Names are derived from the old
 * ones, so an interrupted run resumes where it stopped and a finished one finds nothing.
 */
@Injectable()
export class ImageVariantsBackfill {
  constructor(
    private readonly repository: ImageVariantsRepository,
    private readonly storage: StorageService,
  ) {}

  async run(report: (line: string) => void): Promise<BackfillSummary> {
    await this.storage.ready();
    const summary: BackfillSummary = { images: 0, articles: 0, profilePhotos: 0, leftAsTheyAre: 0 };
    // Old URL -> new URL, or null for an image left as it is: each file is handled once per run.
    const renamed = new Map<string, string | null>();
    const withVariants = async (url: string): Promise<string | null> => {
      if (!renamed.has(url)) {
        try {
          renamed.set(url, await this.giveVariants(url.slice(MEDIA_PREFIX.length)));
          summary.images += 1;
        } catch (err) {
          renamed.set(url, null);
          summary.leftAsTheyAre += 1;
          report(`left as it is: ${url} (${(err as Error).message})`);
        }
      }
      return renamed.get(url) ?? null;
    };

    const total = await this.repository.countArticlesWithStoredImages();
    let seen = 0;
    for (let after = 0; ;) {
      const page = await this.repository.articlesWithStoredImages(after, PAGE);
      if (!page.length) break;
      for (const article of page) {
        seen += 1;
        after = article.id;
        const urls = [article.imageUrl, ...article.imageUrls].filter((u): u is string => !!u && lacksVariants(u));
        if (!urls.length) continue;
        const mapping = new Map<string, string>();
        for (const url of new Set(urls)) {
          const next = await withVariants(url);
          if (next) mapping.set(url, next);
        }
        if (mapping.size && (await this.repository.renameArticleImages(article.id, mapping))) {
          summary.articles += 1;
          report(
            `[${seen}/${total}] article ${article.id}: ${mapping.size} of ${new Set(urls).size} image(s) given variants`,
          );
        }
      }
    }

    for (const url of await this.repository.storedProfilePhotos()) {
      if (!lacksVariants(url)) continue;
      const next = await withVariants(url);
      if (!next) continue;
      const users = await this.repository.renameProfilePhoto(url, next);
      summary.profilePhotos += users;
      report(`profile photo ${url}: given variants (${users} user(s))`);
    }
    return summary;
  }

  /** Stores the variants and the original under its variant-ready name; returns the new URL. */
  private async giveVariants(key: string): Promise<string> {
    const body = await this.storage.get(key);
    const type = await fileTypeFromBuffer(body);
    const ext = type && IMAGE_TYPES.get(type.mime);
    if (!type || !ext) throw new Error('not an image we accept');
    if (ext === 'gif') throw new Error('a GIF is kept as sent, without variants');
    const base = key.replace(/\.[A-Za-z0-9]{1,5}$/, '');
    return this.storage.putImage(base, body, ext, type.mime);
  }
}

/** A key of our bucket as uploads and the seed name them: no "..", no query, nothing odd. */
const STORED_KEY = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** An image of ours, not yet named as an original with variants (a GIF never has any). */
function lacksVariants(url: string): boolean {
  if (!url.startsWith(MEDIA_PREFIX)) return false;
  const key = url.slice(MEDIA_PREFIX.length);
  return STORED_KEY.test(key) && !/\.gif$/i.test(key) && !hasVariants(key);
}
