import { getArticles, publishedListParams } from '@/api/get-articles';
import { absoluteUrl, articleDescription } from '@/app/head';
import { getCategories } from '@/api/get-categories';
import { BRAND_NAME, BRAND_TAGLINE } from '@/config/app';
import { bodyHtml } from '@/lib/article-body';
import { paths } from '@/config/paths';
import type { Article } from '@/types/contract';
import { articleImages, publishedOnly } from '@/utils/article';

/**
 * What machines read: RSS 2.0 feeds, sitemaps (an index past 50,000 URLs), the Google News
 * sitemap and robots.txt. Built from the same public API as the pages (published articles only,
 * through the gateway), so an unpublished article leaves them as soon as it leaves the lists.
 */

export const FEED_SIZE = 20;
/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_URLS = 50_000;
/** Google News: articles of the last two days, at most 1,000. */
export const NEWS_SITEMAP_DAYS = 2;
export const NEWS_SITEMAP_URLS = 1000;
/** The largest page the article API gives. */
const API_PAGE = 100;

export interface Feed {
  status: number;
  contentType: string;
  body: string;
}

export function escapeXml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

const xml = (body: string): Feed => ({ status: 200, contentType: 'application/xml; charset=utf-8', body });
const notFound = (): Feed => ({ status: 404, contentType: 'text/plain; charset=utf-8', body: 'Not Found\n' });

const publishedAt = (article: Article) => article.publishedAt ?? article.createdAt;
const modifiedAt = (article: Article) => article.updatedAt ?? publishedAt(article);

/** Published articles, newest first, page by page through the API, while `visit` says so. */
async function eachPublished(visit: (article: Article) => boolean): Promise<void> {
  let after: string | undefined;
  for (;;) {
    const page = await getArticles(publishedListParams({ limit: API_PAGE, after }));
    for (const article of publishedOnly(page.articles)) if (!visit(article)) return;
    if (!page.nextCursor || page.articles.length === 0) return;
    after = page.nextCursor;
  }
}

/** The sections editors keep (spec.md's two when the list cannot be read). */
async function sections(): Promise<{ slug: string; name: string }[]> {
  try {
    return await getCategories();
  } catch {
    return [
      { slug: 'latest-news', name: 'Latest News' },
      { slug: 'breaking-news', name: 'Breaking News' },
    ];
  }
}

/** Which articles a feed carries: all, one section's, or one tag's. */
export type FeedOf = { category: string } | { tag: string } | undefined;

/** RSS 2.0 of the 20 newest published articles (of one section, of one tag, or of all), with each body's HTML. */
export async function rssFeed(publicUrl: string, of?: FeedOf | string): Promise<Feed> {
  const which: FeedOf = typeof of === 'string' ? { category: of } : of;
  const category = which && 'category' in which ? which.category : undefined;
  const tag = which && 'tag' in which ? which.tag : undefined;
  let sectionName: string | undefined;
  if (category !== undefined) {
    sectionName = (await sections()).find((section) => section.slug === category)?.name;
    if (!sectionName) return notFound();
  }
  const { articles } = await getArticles(publishedListParams({ category, tag, limit: FEED_SIZE }));
  const tagName = tag ? articles[0]?.tags?.find((t) => t.slug === tag)?.name : undefined;
  if (tag !== undefined && !tagName) return notFound();
  const pagePath = category ? paths.category(category) : tag ? paths.tag(tag) : '/';
  const link = absoluteUrl(publicUrl, pagePath);
  const self = absoluteUrl(publicUrl, which ? `${pagePath}/rss.xml` : '/rss.xml');
  const title = sectionName || tagName ? `${BRAND_NAME} · ${sectionName ?? tagName}` : BRAND_NAME;
  const items = publishedOnly(articles).map((article) => {
    const url = absoluteUrl(publicUrl, paths.story(article));
    const html = bodyHtml(article.body, (path) => absoluteUrl(publicUrl, path));
    const image = articleImages(article)[0];
    return [
      '<item>',
      `<title>${escapeXml(article.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<pubDate>${new Date(publishedAt(article)).toUTCString()}</pubDate>`,
      `<description>${escapeXml(articleDescription(article))}</description>`,
      html ? `<content:encoded>${escapeXml(html)}</content:encoded>` : '',
      article.category?.name ? `<category>${escapeXml(article.category.name)}</category>` : '',
      ...(article.tags ?? []).map((t) => `<category>${escapeXml(t.name)}</category>`),
      image ? `<media:content url="${escapeXml(absoluteUrl(publicUrl, image))}" medium="image"/>` : '',
      '</item>',
    ].join('');
  });
  return xml(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
      '<channel>',
      `<title>${escapeXml(title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<description>${escapeXml(BRAND_TAGLINE)}</description>`,
      '<language>ne</language>',
      `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
      articles[0] ? `<lastBuildDate>${new Date(modifiedAt(articles[0])).toUTCString()}</lastBuildDate>` : '',
      ...items,
      '</channel></rss>',
      '',
    ].join('\n'),
  );
}

function urlEntry(loc: string, lastmod?: string) {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''}</url>`;
}

const URLSET = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';

/** The site's own pages at the head of the sitemap, before the articles: home and every section. */
async function sitemapPages(): Promise<string[]> {
  return [paths.home, ...(await sections()).map((section) => paths.category(section.slug))];
}

/**
 * /sitemap.xml: the home and category pages, then every published article (newest first) with
 * its lastmod; past `perFile` URLs (the protocol's 50,000) it is an index of /sitemap-<n>.xml
 * files, which split that one sequence.
 */
export async function sitemap(publicUrl: string, perFile = SITEMAP_URLS): Promise<Feed> {
  const [{ total }, pages] = await Promise.all([getArticles(publishedListParams({ limit: 1 })), sitemapPages()]);
  const urls = pages.length + total;
  if (urls <= perFile) return sitemapFile(publicUrl, 1, perFile);
  const entries = Array.from(
    { length: Math.ceil(urls / perFile) },
    (_, i) => `<sitemap><loc>${escapeXml(absoluteUrl(publicUrl, `/sitemap-${i + 1}.xml`))}</loc></sitemap>`,
  );
  return xml(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`,
  );
}

/** One file of the sitemap: URLs (n-1)*perFile to n*perFile - 1 of the pages-then-articles sequence. */
export async function sitemapFile(publicUrl: string, n: number, perFile = SITEMAP_URLS): Promise<Feed> {
  if (!Number.isInteger(n) || n < 1) return notFound();
  const first = (n - 1) * perFile;
  const last = first + perFile;
  const pages = await sitemapPages();
  // A file past the last: 404 from the count alone (one cheap API call), never a walk of every article.
  if (n > 1) {
    const { total } = await getArticles(publishedListParams({ limit: 1 }));
    if (first >= pages.length + total) return notFound();
  }
  const urls = pages.slice(first, last).map((path) => urlEntry(absoluteUrl(publicUrl, path)));
  let index = pages.length;
  if (index < last) {
    await eachPublished((article) => {
      if (index >= first) urls.push(urlEntry(absoluteUrl(publicUrl, paths.story(article)), modifiedAt(article)));
      index += 1;
      return index < last;
    });
  }
  if (n > 1 && urls.length === 0) return notFound();
  return xml(`<?xml version="1.0" encoding="UTF-8"?>\n${URLSET}\n${urls.join('\n')}\n</urlset>\n`);
}

/** /news-sitemap.xml: the Google News sitemap of the last two days' articles. */
export async function newsSitemap(publicUrl: string, now = new Date()): Promise<Feed> {
  const since = now.getTime() - NEWS_SITEMAP_DAYS * 24 * 3600 * 1000;
  const entries: string[] = [];
  await eachPublished((article) => {
    if (new Date(publishedAt(article)).getTime() < since) return false;
    entries.push(
      [
        '<url>',
        `<loc>${escapeXml(absoluteUrl(publicUrl, paths.story(article)))}</loc>`,
        '<news:news><news:publication>',
        `<news:name>${escapeXml(BRAND_NAME)}</news:name><news:language>ne</news:language>`,
        '</news:publication>',
        `<news:publication_date>${new Date(publishedAt(article)).toISOString()}</news:publication_date>`,
        `<news:title>${escapeXml(article.title)}</news:title>`,
        '</news:news></url>',
      ].join(''),
    );
    return entries.length < NEWS_SITEMAP_URLS;
  });
  return xml(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${entries.join('\n')}\n</urlset>\n`,
  );
}

export function robotsTxt(publicUrl: string): Feed {
  return {
    status: 200,
    contentType: 'text/plain; charset=utf-8',
    body: [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /api/',
      '',
      `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
      `Sitemap: ${absoluteUrl(publicUrl, '/news-sitemap.xml')}`,
      '',
    ].join('\n'),
  };
}

/** The machine-readable paths and their builders; null when `pathname` is none of them. */
export function feedFor(pathname: string, publicUrl: string): (() => Promise<Feed>) | null {
  if (pathname === '/rss.xml') return () => rssFeed(publicUrl);
  if (pathname === '/robots.txt') return async () => robotsTxt(publicUrl);
  if (pathname === '/sitemap.xml') return () => sitemap(publicUrl);
  if (pathname === '/news-sitemap.xml') return () => newsSitemap(publicUrl);
  const sitemapPart = /^\/sitemap-(\d{1,6})\.xml$/.exec(pathname);
  if (sitemapPart) return () => sitemapFile(publicUrl, Number(sitemapPart[1]));
  const categoryFeed = /^\/category\/([a-z0-9-]{1,64})\/rss\.xml$/.exec(pathname);
  if (categoryFeed) return () => rssFeed(publicUrl, { category: categoryFeed[1] });
  const tagFeed = /^\/tag\/([a-z0-9-]{1,100})\/rss\.xml$/.exec(pathname);
  if (tagFeed) return () => rssFeed(publicUrl, { tag: tagFeed[1] });
  return null;
}
