import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installServerTransport } from './api-transport';
import { sitemap, sitemapFile } from './feeds';

/**
 * The sitemap's split past its per-file limit (the protocol's 50,000 URLs), with a small limit.
 * The API here answers GET /api/articles as the content service's contract does (newest first,
 * `limit`, the `after` cursor, X-Total-Count and X-Next-Cursor); the real stack's sitemap is
 * checked against real articles in e2e/reader-ssr.spec.ts.
 */
const PUBLISHED = 11;
const PER_FILE = 4;
const PUBLIC_URL = 'https://news.example';

const articles = Array.from({ length: PUBLISHED }, (_, i) => {
  const id = PUBLISHED - i;
  const at = new Date(Date.UTC(2026, 10, 1, 0, id)).toISOString();
  return {
    id,
    title: `लेख ${id}`,
    summary: null,
    content: 'पाठ',
    imageUrl: null,
    imageUrls: [],
    published: true,
    publishedAt: at,
    createdAt: at,
    updatedAt: at,
  };
});

let api: Server;
let listCalls = 0;

beforeAll(async () => {
  api = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api');
    if (url.pathname !== '/api/articles' || url.searchParams.get('status') !== 'published') {
      res.writeHead(404).end();
      return;
    }
    listCalls += 1;
    const limit = Number(url.searchParams.get('limit'));
    const after = url.searchParams.get('after');
    const start = after ? articles.findIndex((a) => String(a.id) === after) + 1 : 0;
    const page = articles.slice(start, start + limit);
    const more = start + limit < articles.length;
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'X-Total-Count': String(articles.length),
      ...(more ? { 'X-Next-Cursor': String(page.at(-1)!.id) } : {}),
    });
    res.end(JSON.stringify(page));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  installServerTransport(`http://127.0.0.1:${(api.address() as AddressInfo).port}`, 'portal_session');
});

afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

const parser = new XMLParser({ isArray: (name) => ['url', 'sitemap'].includes(name) });

function locs(body: string): string[] {
  expect(XMLValidator.validate(body)).toBe(true);
  return (parser.parse(body).urlset.url ?? []).map((url: { loc: string }) => url.loc);
}

describe('sitemap split', () => {
  it('past the per-file limit: an index of files that hold every page and published article once', async () => {
    const index = await sitemap(PUBLIC_URL, PER_FILE);
    expect(index.status).toBe(200);
    expect(XMLValidator.validate(index.body)).toBe(true);
    // 3 pages + 11 articles = 14 URLs: 4 files of at most 4.
    const files = parser.parse(index.body).sitemapindex.sitemap.map((entry: { loc: string }) => entry.loc);
    expect(files).toEqual([1, 2, 3, 4].map((n) => `${PUBLIC_URL}/sitemap-${n}.xml`));

    const listed: string[] = [];
    for (let n = 1; n <= files.length; n += 1) {
      const file = await sitemapFile(PUBLIC_URL, n, PER_FILE);
      expect(file.status).toBe(200);
      const urls = locs(file.body);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(PER_FILE);
      listed.push(...urls);
    }
    expect(listed.slice(0, 3)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/category/latest-news`,
      `${PUBLIC_URL}/category/breaking-news`,
    ]);
    expect(listed.slice(3)).toEqual(articles.map((a) => `${PUBLIC_URL}/article/${a.id}`));
    expect((await sitemapFile(PUBLIC_URL, files.length + 1, PER_FILE)).status).toBe(404);
    expect((await sitemapFile(PUBLIC_URL, 0, PER_FILE)).status).toBe(404);
  });

  it('within the limit: one file with the pages and every article, lastmod on the articles', async () => {
    const one = await sitemap(PUBLIC_URL, PUBLISHED + 3);
    const urls = locs(one.body);
    expect(urls).toHaveLength(PUBLISHED + 3);
    const entries = parser.parse(one.body).urlset.url as { loc: string; lastmod?: string }[];
    expect(entries.find((e) => e.loc.endsWith(`/article/${PUBLISHED}`))?.lastmod).toBe(articles[0].updatedAt);
  });

  it('point 4: a file number past the last answers 404 from the count alone, without walking the articles', async () => {
    listCalls = 0;
    expect((await sitemapFile(PUBLIC_URL, 999_999, PER_FILE)).status).toBe(404);
    expect(listCalls).toBe(1);
    listCalls = 0;
    // The last file (URLs 12 to 13 of 14) still walks to its URLs.
    expect((await sitemapFile(PUBLIC_URL, 4, PER_FILE)).status).toBe(200);
    expect(listCalls).toBeGreaterThan(1);
  });

  it('a file walks no further than its own last URL', async () => {
    listCalls = 0;
    await sitemapFile(PUBLIC_URL, 1, PER_FILE);
    // The first file holds the pages and one article: one page of the API is enough.
    expect(listCalls).toBe(1);
  });
});
