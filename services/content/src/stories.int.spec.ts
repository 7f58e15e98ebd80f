import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { TestStack, until } from '@portal/shared/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { App } from 'supertest/types';
import { AppModule } from './app.module';
import { loadContentConfig } from './config';
import { EVERY_BLOCK } from './stories/every-block.fixture';
import { ArticleSlugs1764410000000 } from './migrations/1764410000000-ArticleSlugs';
import { DataSource } from 'typeorm';
import { startTestS3 } from './testing/s3';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { isPublicAddress, PRIVATE_ADDRESS, RemoteImageFetcher } from './services/remote-image';

// Stories as a newsroom tells them (issue 22) against the real Postgres and Redis: sections
// editors manage, tags and their suggestions, readable slugs, the structured body, pictures'
// words, authors' bios.

const WRITER = randomUUID();
const EDITOR = randomUUID();
const ADMIN = randomUUID();
const READER = randomUUID();

let stack: TestStack;
let app: INestApplication;
let http: App;
const cookie: Record<'writer' | 'editor' | 'admin' | 'reader', string> = {} as never;

beforeAll(async () => {
  stack = await TestStack.create('stories');
  const s3 = await startTestS3(stack, { bucket: 'media' });
  app = await stack.start(loadContentConfig, (config) => AppModule.register(config), s3.env);
  http = app.getHttpServer();
  cookie.writer = await stack.session(WRITER, 'contributor');
  cookie.editor = await stack.session(EDITOR, 'editor');
  cookie.admin = await stack.session(ADMIN, 'admin');
  cookie.reader = await stack.session(READER, 'client');
});

afterAll(async () => {
  await stack?.stop();
});

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'पोखरामा नयाँ पुल',
  summary: 'सारांश',
  content: 'पहिलो अनुच्छेद',
  categoryId: 1,
  status: 'published',
  ...overrides,
});

interface Story {
  id: number;
  slug: string;
  tags: { id: number; name: string; slug: string }[];
  body: { blocks: unknown[] };
  imageInfo: unknown;
  imageUrlsInfo: unknown;
}

async function publish(overrides: Record<string, unknown> = {}) {
  const res = await request(http)
    .post('/api/articles')
    .set('Cookie', cookie.editor)
    .send(article(overrides))
    .expect(201);
  return res.body as Story;
}

describe('sections', () => {
  it('editors and admins add, rename and delete them; others may not', async () => {
    const section = { name: 'Politics', slug: 'politics', nameNe: 'राजनीति' };
    await request(http).post('/api/categories').send(section).expect(401);
    for (const who of ['reader', 'writer'] as const)
      await request(http).post('/api/categories').set('Cookie', cookie[who]).send(section).expect(403);
    const made = await request(http).post('/api/categories').set('Cookie', cookie.editor).send(section).expect(201);
    expect(made.body).toEqual({ id: expect.any(Number), ...section });
    expect(made.body.id).toBeGreaterThanOrEqual(100);
    const taken = await request(http).post('/api/categories').set('Cookie', cookie.admin).send(section).expect(409);
    expect(taken.body.message).toBe('Another section already has this slug');
    await request(http)
      .post('/api/categories')
      .set('Cookie', cookie.admin)
      .send({ name: 'x', slug: 'Not A Slug' })
      .expect(400);

    const renamed = await request(http)
      .put(`/api/categories/${made.body.id}`)
      .set('Cookie', cookie.admin)
      .send({ name: 'Politics & Government' })
      .expect(200);
    expect(renamed.body).toMatchObject({ slug: 'politics', name: 'Politics & Government', nameNe: 'राजनीति' });
    const list = await request(http).get('/api/categories').expect(200);
    expect(list.body.map((c: { slug: string }) => c.slug)).toEqual(['latest-news', 'breaking-news', 'politics']);

    // In use: refused with a message that says why; empty: gone.
    const story = await publish({ categoryId: made.body.id });
    const draft = await publish({ categoryId: made.body.id, status: 'draft' });
    // What each section holds, drafts included: for staff who manage sections only.
    await request(http).get('/api/categories/usage').expect(401);
    await request(http).get('/api/categories/usage').set('Cookie', cookie.writer).expect(403);
    const usage = await request(http).get('/api/categories/usage').set('Cookie', cookie.editor).expect(200);
    expect(usage.body.find((u: { id: number }) => u.id === made.body.id)).toEqual({ id: made.body.id, articles: 2 });
    expect(usage.body.map((u: { id: number }) => u.id)).toEqual(
      (await request(http).get('/api/categories').expect(200)).body.map((c: { id: number }) => c.id),
    );
    await request(http).delete(`/api/articles/${draft.id}`).set('Cookie', cookie.editor).expect(204);
    const listed = await request(http).get('/api/articles?category=politics').expect(200);
    expect(listed.body.map((a: { id: number }) => a.id)).toEqual([story.id]);
    const inUse = await request(http)
      .delete(`/api/categories/${made.body.id}`)
      .set('Cookie', cookie.editor)
      .expect(409);
    expect(inUse.body.message).toBe(
      'This section still has 1 article: move or delete them before deleting the section',
    );
    await request(http)
      .put(`/api/articles/${story.id}`)
      .set('Cookie', cookie.editor)
      .send({ categoryId: 1 })
      .expect(200);
    await request(http).delete(`/api/categories/${made.body.id}`).set('Cookie', cookie.writer).expect(403);
    await request(http).delete(`/api/categories/${made.body.id}`).set('Cookie', cookie.editor).expect(204);
    await request(http).delete(`/api/categories/${made.body.id}`).set('Cookie', cookie.editor).expect(404);
  });

  it('latest-news and breaking-news stay', async () => {
    const fixed = await request(http).delete('/api/categories/2').set('Cookie', cookie.admin).expect(400);
    expect(fixed.body.message).toMatch(/cannot be deleted/);
    await request(http).put('/api/categories/1').set('Cookie', cookie.admin).send({ slug: 'news' }).expect(400);
    const list = await request(http).get('/api/categories').expect(200);
    expect(list.body.slice(0, 2)).toEqual([
      { id: 1, name: 'Latest News', slug: 'latest-news', nameNe: 'ताजा समाचार' },
      { id: 2, name: 'Breaking News', slug: 'breaking-news', nameNe: 'ब्रेकिङ न्युज' },
    ]);
  });
});

describe('tags', () => {
  it('are set by name or id, listed in every answer, and filter the published list', async () => {
    const first = await publish({ tagNames: ['राजनीति', 'बजेट'] });
    expect(first.tags).toEqual([
      { id: expect.any(Number), name: 'राजनीति', slug: 'rajaniti' },
      { id: expect.any(Number), name: 'बजेट', slug: 'bajet' },
    ]);
    const [politics, budget] = first.tags;
    // The same name (in another normal form) is the same tag; ids work too.
    const second = await publish({ tagIds: [budget.id], tagNames: ['राजनीती'] });
    expect(second.tags.map((t: { id: number }) => t.id)).toEqual([budget.id, politics.id]);
    await publish({ tagNames: ['राजनीति'], status: 'draft' });
    const tagged = await request(http).get('/api/articles?tag=rajaniti').expect(200);
    expect(tagged.body.map((a: { id: number }) => a.id)).toEqual([second.id, first.id]);
    const cards = await request(http).get('/api/articles?tag=bajet&view=card').expect(200);
    expect(cards.body[0].tags).toHaveLength(2);
    expect((await request(http).get(`/api/articles/${first.id}`).expect(200)).body.tags).toEqual(first.tags);
    // Cleared by an empty list.
    const cleared = await request(http)
      .put(`/api/articles/${first.id}`)
      .set('Cookie', cookie.editor)
      .send({ tagNames: [] });
    expect(cleared.body.tags).toEqual([]);
    await request(http)
      .post('/api/articles')
      .set('Cookie', cookie.editor)
      .send(article({ tagIds: [999999] }))
      .expect(400);
  });

  it('are suggested to staff as they type, in Devanagari or Roman letters', async () => {
    await publish({ tagNames: ['निर्वाचन आयोग', 'निर्माण'] });
    const ask = (q: string, who: keyof typeof cookie = 'writer') =>
      request(http)
        .get(`/api/tags?q=${encodeURIComponent(q)}`)
        .set('Cookie', cookie[who]);
    await ask('निर', 'reader').expect(403);
    expect((await ask('निर्वा').expect(200)).body.map((t: { name: string }) => t.name)).toEqual(['निर्वाचन आयोग']);
    expect((await ask('nirbachan').expect(200)).body.map((t: { name: string }) => t.name)).toEqual(['निर्वाचन आयोग']);
    expect((await ask('aayog').expect(200)).body.map((t: { name: string }) => t.name)).toEqual(['निर्वाचन आयोग']);
    expect((await ask('').expect(200)).body).toEqual([]);
    const one = await request(http).get('/api/tags/bajet').expect(200);
    expect(one.body).toMatchObject({ name: 'बजेट', slug: 'bajet' });
    await request(http).get('/api/tags/no-such-tag').expect(404);
  });
});

describe('readable addresses', () => {
  it('come from the title in Roman letters, may be named, and follow a new title', async () => {
    const made = await publish();
    expect(made.slug).toBe('pokarama-nayan-pul');
    const retitledSlug = (await publish({ title: 'काठमाडौंमा वर्षा' })).slug as string;
    expect(retitledSlug).toMatch(/^kat[a-z]*-[a-z]+$/);
    const named = await request(http)
      .put(`/api/articles/${made.id}`)
      .set('Cookie', cookie.editor)
      .send({ slug: 'pokhara-bridge' })
      .expect(200);
    expect(named.body.slug).toBe('pokhara-bridge');
    const retitled = await request(http)
      .put(`/api/articles/${made.id}`)
      .set('Cookie', cookie.editor)
      .send({ title: 'काठमाडौंमा वर्षा' })
      .expect(200);
    expect(retitled.body.slug).toBe(retitledSlug);
    await request(http)
      .put(`/api/articles/${made.id}`)
      .set('Cookie', cookie.editor)
      .send({ slug: 'Bad Slug' })
      .expect(400);
  });

  it('are given to articles written before them, from their titles', async () => {
    const old = await publish({ title: 'जनकपुरमा मेला' });
    const other = await publish({ slug: 'kept-as-named' });
    const sql = app.get(DataSource);
    await sql.query(`UPDATE articles SET slug = '' WHERE id = $1`, [old.id]);
    const runner = sql.createQueryRunner();
    try {
      await new ArticleSlugs1764410000000().up(runner);
    } finally {
      await runner.release();
    }
    const [row] = await sql.query(`SELECT slug FROM articles WHERE id = $1`, [old.id]);
    expect(row.slug).toBe(old.slug);
    expect(row.slug).toMatch(/^janakapur[a-z]*-mela$/);
    const [kept] = await sql.query(`SELECT slug FROM articles WHERE id = $1`, [other.id]);
    expect(kept.slug).toBe('kept-as-named');
    const [{ count }] = await sql.query(`SELECT count(*)::int AS count FROM articles WHERE slug = ''`);
    expect(count).toBe(0);
  });
});

describe('the body', () => {
  it('round-trips every block type unchanged, with content as its plain text', async () => {
    const made = await publish({ content: undefined, body: EVERY_BLOCK });
    const read = await request(http).get(`/api/articles/${made.id}`).expect(200);
    expect(read.body.body).toEqual(EVERY_BLOCK);
    expect(read.body.content.split('\n')[0]).toBe('मुख्य शीर्षक');
    // Plain text saved alone: the body is its paragraphs.
    const plain = await request(http)
      .put(`/api/articles/${made.id}`)
      .set('Cookie', cookie.editor)
      .send({ content: 'एक\nदुई' })
      .expect(200);
    expect(plain.body.body).toEqual({
      version: 1,
      blocks: [
        { type: 'paragraph', content: [{ text: 'एक' }] },
        { type: 'paragraph', content: [{ text: 'दुई' }] },
      ],
    });
  });

  it('is stored without scripts, event attributes or javascript: links', async () => {
    const made = await publish({
      content: undefined,
      body: {
        version: 1,
        blocks: [
          { type: 'paragraph', content: [{ text: 'नमस्ते<script>alert(1)</script>' }] },
          { type: 'image', url: '/media/images/a.jpg', onerror: 'alert(1)', alt: 'पुल' },
          { type: 'paragraph', content: [{ text: 'लिंक', link: 'javascript:alert(1)' }] },
          { type: 'html', html: '<img src=x onerror=alert(1)>' },
        ],
      },
    });
    const stored = JSON.stringify((await request(http).get(`/api/articles/${made.id}`).expect(200)).body.body);
    expect(stored).not.toMatch(/script|onerror|javascript:/i);
    expect(made.body.blocks).toHaveLength(3);
  });
});

describe('pictures with words', () => {
  it('keeps caption, credit and alt for the lead picture and each extra one', async () => {
    const made = await publish({
      imageUrl: '/media/images/lead.jpg',
      imageInfo: { caption: 'नयाँ पुल', credit: 'फोटो: राम', alt: 'पुलको दृश्य' },
      imageUrls: ['/media/images/a.jpg', '/media/images/b.jpg'],
      imageUrlsInfo: [{ caption: 'पहिलो' }, { alt: 'दोस्रो' }],
    });
    expect(made.imageInfo).toEqual({ caption: 'नयाँ पुल', credit: 'फोटो: राम', alt: 'पुलको दृश्य' });
    expect(made.imageUrlsInfo).toEqual([
      { caption: 'पहिलो', credit: null, alt: null },
      { caption: null, credit: null, alt: 'दोस्रो' },
    ]);
  });
});

describe('authors', () => {
  it('carry their id and bio from the user events, and list their published articles', async () => {
    await stack.publishUser({
      id: EDITOR,
      firstName: 'गीता',
      lastName: 'सम्पादक',
      role: 'editor',
      bio: 'अर्थ बिटकी संवाददाता',
    } as never);
    const made = await publish();
    await until(async () => {
      const res = await request(http).get(`/api/articles/${made.id}`);
      return res.body.author?.bio === 'अर्थ बिटकी संवाददाता';
    });
    const read = await request(http).get(`/api/articles?author=${EDITOR}&limit=100`).expect(200);
    expect(read.body.length).toBeGreaterThan(0);
    expect(read.body.every((a: { author: { id: string } }) => a.author.id === EDITOR)).toBe(true);
    const none = await request(http).get(`/api/articles?author=${READER}`).expect(200);
    expect(none.body).toEqual([]);
  });
});

describe('pictures by address', () => {
  let server: Server;
  let base: string;
  let png: Buffer;

  beforeAll(async () => {
    png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2266aa' } })
      .png()
      .toBuffer();
    server = createServer((req, res) => {
      if (req.url === '/photo.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else if (req.url === '/to-metadata') res.writeHead(302, { location: 'http://169.254.169.254/latest/' }).end();
      else if (req.url === '/huge') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(Buffer.alloc(11 * 1024 * 1024));
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const importing = (url: string, who: keyof typeof cookie = 'editor') =>
    request(http).post('/api/upload/url').set('Cookie', cookie[who]).send({ url });

  it('refuses loopback, link-local and private addresses with a clear message', async () => {
    for (const url of [
      `${base}/photo.png`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/a.jpg',
      'http://192.168.1.10/a.jpg',
      'http://172.20.0.5/a.jpg',
      'http://localhost/a.jpg',
      'http://[::1]/a.jpg',
      'http://0x7f000001/a.jpg',
      'http://[::ffff:127.0.0.1]/a.jpg',
    ]) {
      const res = await importing(url).expect(400);
      expect(res.body.message).toBe(PRIVATE_ADDRESS);
    }
    await importing('javascript:alert(1)').expect(400);
    await importing('file:///etc/passwd').expect(400);
    await importing('https://example.com/a.jpg', 'reader').expect(403);
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(true);
    expect(isPublicAddress('fe80::1')).toBe(false);
  });

  it('checks every redirect and bounds the size', async () => {
    const loopbackOnly = new RemoteImageFetcher((address) => address === '127.0.0.1');
    await expect(loopbackOnly.fetch(`${base}/to-metadata`)).rejects.toThrow(PRIVATE_ADDRESS);
    await expect(loopbackOnly.fetch(`${base}/huge`)).rejects.toThrow('File too large');
    expect((await loopbackOnly.fetch(`${base}/photo.png`)).buffer.equals(png)).toBe(true);
  });

  it('stores a fetched picture in the portal storage with its variants', async () => {
    const fetcher = app.get(RemoteImageFetcher) as unknown as { allows: (a: string) => boolean };
    const allows = fetcher.allows;
    fetcher.allows = (address) => address === '127.0.0.1';
    try {
      const res = await importing(`${base}/photo.png`).expect(201);
      expect(res.body.url).toMatch(/^\/media\/images\/\d{4}\/\d{2}\/[0-9a-f-]+/);
    } finally {
      fetcher.allows = allows;
    }
  });
});
