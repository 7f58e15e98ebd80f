import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Who may keep what the web server answers (docs/architecture.md, "Caches"): an anonymous page
 * is the same for every reader of its language (the `lang` cookie, which the gateway and the
 * documented CDN setup key on), so a shared cache keeps it for a minute, 30 s more while it
 * refreshes, and a purge by tag ends it sooner. Browsers revalidate (max-age=0, the ETag).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=30';
/** Feeds and sitemaps: readers' feed apps may keep them a minute, shared caches five. */
export const FEED_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=60';

/**
 * The purge tags of a page (the names `events:purge` carries): every reader page shows lists
 * of articles; an article's page also the article.
 */
export function pageCacheTags(matches: readonly { params: Record<string, string | undefined> }[]): string[] {
  const articleId = matches.map((m) => m.params.id).find((id) => id && /^\d+$/.test(id));
  return ['lists', ...(articleId ? [`article-${articleId}`] : [])];
}

/** Cloudflare reads Cache-Tag (commas), Fastly Surrogate-Key (spaces); each CDN strips its own. */
export function setCacheTags(res: ServerResponse, tags: string[]): void {
  res.setHeader('Cache-Tag', tags.join(','));
  res.setHeader('Surrogate-Key', tags.join(' '));
}

/**
 * Sends `body` with a strong ETag, or 304 when the request already holds it. The ETag is of
 * `identity` when given (what the body shows, without what changes at every render).
 */
export function sendWithEtag(req: IncomingMessage, res: ServerResponse, body: Buffer, identity: Buffer = body): void {
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  res.setHeader('ETag', etag);
  const held = (req.headers['if-none-match'] ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (res.statusCode === 200 && held.includes(etag)) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    res.end();
    return;
  }
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
