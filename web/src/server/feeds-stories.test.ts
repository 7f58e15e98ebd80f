import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installServerTransport } from './api-transport';
import { feedFor } from './feeds';

/**
 * Sections editors add, tags and bodies in the feeds and the sitemap (issue 22), against an API
 * answering as the content service's contract does (categories; published articles filtered by
 * category or tag). The real stack: e2e.
 */
const PUBLIC_URL = 'https://news.example';
const politics = { id: 100, name: 'Politics', slug: 'politics', nameNe: 'राजनीति' as string | null };
const categories = [
  { id: 1, name: 'Latest News', slug: 'latest-news', nameNe: null },
  { id: 2, name: 'Breaking News', slug: 'breaking-news', nameNe: null },
  politics,
];
const tag = { id: 7, name: 'बजेट', slug: 'bajet' };
const at = '2026-11-20T06:00:00.000Z';
const article = (id: number, category: typeof politics, tags: (typeof tag)[], body?: unknown) => ({
  id,
  slug: `lekh-${id}`,
  title: `लेख ${id}`,
  summary: null,
  content: 'पाठ',
  body: body ?? { version: 1, blocks: [{ type: 'paragraph', content: [{ text: 'पाठ' }] }] },
  imageUrl: null,
  imageUrls: [],
  published: true,
  publishedAt: at,
  createdAt: at,
  updatedAt: at,
  category,
  tags,
});
const articles = [
  article(3, politics, [tag], {
    version: 1,
    blocks: [
      { type: 'heading', level: 2, content: [{ text: 'शीर्षक <b>' }] },
      {
        type: 'paragraph',
        content: [
          { text: 'लिंक', link: 'javascript:alert(1)' },
          { text: ' र ' },
          { text: 'अर्को', link: 'https://example.com/' },
        ],
      },
      { type: 'image', url: '/media/images/a.jpg', caption: 'पुल', alt: 'नयाँ पुल' },
      { type: 'embed', provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ],
  }),
  article(2, categories[0], []),
  article(1, politics, []),
];

let api: Server;

beforeAll(async () => {
  api = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api');
    const json = (data: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(200, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(data));
    };
    if (url.pathname === '/api/categories') return json(categories);
    if (url.pathname !== '/api/articles') return res.writeHead(404).end();
    const category = url.searchParams.get('category');
    const tagSlug = url.searchParams.get('tag');
    const list = articles.filter(
      (a) => (!category || a.category.slug === category) && (!tagSlug || a.tags.some((t) => t.slug === tagSlug)),
    );
    const limit = Number(url.searchParams.get('limit') ?? 20);
    return json(list.slice(0, limit), { 'X-Total-Count': String(list.length) });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  installServerTransport(`http://127.0.0.1:${(api.address() as AddressInfo).port}`, 'portal_session');
});

afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

const parser = new XMLParser({ ignoreAttributes: false });
async function read(path: string) {
  const feed = await feedFor(path, PUBLIC_URL)!();
  if (feed.status === 200) expect(XMLValidator.validate(feed.body)).toBe(true);
  return feed;
}
const links = (body: string) => {
  const items = parser.parse(body).rss.channel.item ?? [];
  return (Array.isArray(items) ? items : [items]).map((item: { link: string }) => item.link);
};

describe('feeds of sections and tags', () => {
  it('a section editors added has its feed; an unknown one is 404', async () => {
    const feed = await read('/category/politics/rss.xml');
    expect(feed.status).toBe(200);
    expect(parser.parse(feed.body).rss.channel.title).toContain('Politics');
    expect(links(feed.body)).toEqual([`${PUBLIC_URL}/article/3/lekh-3`, `${PUBLIC_URL}/article/1/lekh-1`]);
    expect((await read('/category/no-such-section/rss.xml')).status).toBe(404);
  });

  it('a tag has its feed of exactly its articles; an unknown tag is 404', async () => {
    const feed = await read('/tag/bajet/rss.xml');
    expect(feed.status).toBe(200);
    expect(parser.parse(feed.body).rss.channel.title).toContain('बजेट');
    expect(links(feed.body)).toEqual([`${PUBLIC_URL}/article/3/lekh-3`]);
    expect((await read('/tag/unknown/rss.xml')).status).toBe(404);
  });

  it("carries each body's HTML, escaped, without unsafe links, embeds as links", async () => {
    const feed = await read('/rss.xml');
    const items = parser.parse(feed.body).rss.channel.item;
    const html: string = items[0]['content:encoded'];
    expect(html).toContain('<h2>शीर्षक &lt;b&gt;</h2>');
    expect(html).toContain('<a href="https://example.com/">अर्को</a>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain(`<img src="${PUBLIC_URL}/media/images/a.jpg" alt="नयाँ पुल">`);
    expect(html).toContain('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">YouTube:');
    expect(html).not.toContain('<iframe');
  });

  it('the sitemap lists every section and the canonical article addresses', async () => {
    const feed = await read('/sitemap.xml');
    const locs = parser.parse(feed.body).urlset.url.map((u: { loc: string }) => u.loc);
    expect(locs).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/category/latest-news`,
      `${PUBLIC_URL}/category/breaking-news`,
      `${PUBLIC_URL}/category/politics`,
      `${PUBLIC_URL}/article/3/lekh-3`,
      `${PUBLIC_URL}/article/2/lekh-2`,
      `${PUBLIC_URL}/article/1/lekh-1`,
    ]);
  });
});
