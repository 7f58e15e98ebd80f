import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { createApp } from '@portal/shared';
import {
  createTestDatabase,
  createTestSession,
  TEST_REDIS_URL,
  TEST_SESSION_SECRET,
  TestDatabase,
  testRedisPrefix,
} from '@portal/shared/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { Client } from 'pg';
import request from 'supertest';
import type { App } from 'supertest/types';
import { AppModule } from '../app.module';
import { loadContentConfig } from '../config';
import { LABELLED_ARTICLES, LABELLED_QUERIES } from '../testing/labelled-set';
import { searchKeys } from './query';

interface Result {
  id: number;
  title: string;
  published: boolean;
  match: { field: string; snippet: { text: string; marked?: boolean }[] };
}

let app: INestApplication;
let http: App;
let db: TestDatabase;
let space: ReturnType<typeof testRedisPrefix>;
let s3server: S3rver;
let s3dir: string;
let editor: string;
let reader: string;
/** Labelled article key → id. */
const ids = new Map<string, number>();
const keys = new Map<number, string>();

beforeAll(async () => {
  db = await createTestDatabase('search');
  space = testRedisPrefix('search');
  // The service makes its bucket at start; these tests upload nothing.
  s3dir = mkdtempSync(join(tmpdir(), 's3-'));
  s3server = new S3rver({ port: 0, address: '127.0.0.1', directory: s3dir, silent: true });
  const address = (await s3server.run()) as AddressInfo;
  const config = loadContentConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: space.prefix,
    SESSION_SECRET: TEST_SESSION_SECRET,
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    // Hundreds of searches from one address a minute (the per-address limit is abuse.int.spec.ts's).
    RATE_LIMIT_MULTIPLIER: '100',
  });
  app = await createApp(AppModule.register(config), config);
  http = app.getHttpServer();
  editor = await createTestSession(space.prefix, randomUUID(), 'admin');
  reader = await createTestSession(space.prefix, randomUUID(), 'client');
  // Oldest first, so that the set's first articles are the newest and recency is known.
  for (const article of [...LABELLED_ARTICLES].reverse()) {
    const { key: _key, draft, ...fields } = article;
    const id = await create({ ...fields, published: !draft });
    ids.set(article.key, id);
    keys.set(id, article.key);
  }
});

afterAll(async () => {
  await app?.close();
  await s3server?.close();
  rmSync(s3dir, { recursive: true, force: true });
  await db?.drop();
  await space?.cleanup();
});

async function create(article: { title: string; summary?: string; content: string; published: boolean }) {
  const res = await request(http)
    .post('/api/articles')
    .set('Cookie', editor)
    .send({ categoryId: 1, ...article })
    .expect(201);
  return res.body.id as number;
}

async function search(q: string, extra = '', cookie?: string) {
  const req = request(http).get(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  if (cookie) req.set('Cookie', cookie);
  const res = await req.expect(200);
  return {
    results: res.body as Result[],
    total: Number(res.headers['x-total-count']),
    next: res.headers['x-next-cursor'] as string | undefined,
  };
}

const found = async (q: string, extra = '', cookie?: string) =>
  (await search(q, extra, cookie)).results.map((r) => r.id);

describe('the labelled set', () => {
  it('has recall ≥ 0.9 and precision ≥ 0.8 at 10 results', async () => {
    const lines: string[] = [];
    let recallSum = 0;
    let precisionSum = 0;
    for (const { q, rule, relevant } of LABELLED_QUERIES) {
      const top = (await search(q, '&limit=10')).results.map((r) => keys.get(r.id)!);
      const hits = top.filter((key) => relevant.includes(key)).length;
      const recall = hits / Math.min(10, relevant.length);
      // Nothing returned is precise (nothing wrong was shown); recall tells the miss.
      const precision = top.length ? hits / top.length : 1;
      recallSum += recall;
      precisionSum += precision;
      const wrong = top.filter((key) => !relevant.includes(key));
      const missed = relevant.filter((key) => !top.includes(key));
      lines.push(
        `${q.padEnd(16)} R ${recall.toFixed(2)} P ${precision.toFixed(2)}  ${rule}` +
          (missed.length ? `  missed: ${missed.join(', ')}` : '') +
          (wrong.length ? `  wrong: ${wrong.join(', ')}` : ''),
      );
    }
    const recall = recallSum / LABELLED_QUERIES.length;
    const precision = precisionSum / LABELLED_QUERIES.length;
    console.log(
      `search, labelled set (${LABELLED_QUERIES.length} queries, ${LABELLED_ARTICLES.length} articles), at 10:\n` +
        `${lines.join('\n')}\nmean recall ${recall.toFixed(3)}, mean precision ${precision.toFixed(3)}`,
    );
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(precision).toBeGreaterThanOrEqual(0.8);
  });
});

describe('GET /api/search', () => {
  it('answers 400 for a blank query, one over 200 characters, a bad limit or cursor', async () => {
    for (const q of ['', '%20%20', undefined]) {
      const res = await request(http)
        .get(q === undefined ? '/api/search' : `/api/search?q=${q}`)
        .expect(400);
      expect(JSON.stringify(res.body)).toContain('Please enter something to search for');
    }
    const long = await request(http)
      .get(`/api/search?q=${'क'.repeat(201)}`)
      .expect(400);
    expect(JSON.stringify(long.body)).toContain('at most 200 characters');
    await request(http)
      .get(`/api/search?q=${encodeURIComponent('क'.repeat(200))}`)
      .expect(200);
    await request(http).get('/api/search?q=a&limit=0').expect(400);
    await request(http).get('/api/search?q=a&limit=51').expect(400);
    await request(http).get('/api/search?q=a&limit=50').expect(200);
    await request(http).get('/api/search?q=a&before=nonsense').expect(400);
    await request(http)
      .get(`/api/search?q=a&before=1.1.4.${Buffer.from('2026-13-45 00:00:00|1').toString('base64url')}`)
      .expect(400);
  });

  it('answers in the article shape with a highlighted snippet saying where it matched', async () => {
    const { results, total } = await search('भूकम्प');
    expect(total).toBe(2);
    const article = await request(http).get(`/api/articles/${results[0].id}`).expect(200);
    const { match, ...shape } = results[0];
    expect(shape).toEqual(article.body);
    expect(match.field).toBe('title');
    expect(match.snippet.filter((p) => p.marked).map((p) => p.text)).toEqual(['भूकम्प']);
    expect(match.snippet.map((p) => p.text).join('')).toBe(results[0].title);
  });

  it('finds a word in the body and marks it there', async () => {
    const { results } = await search('हिमनदी');
    expect(results.map((r) => keys.get(r.id))).toEqual(['climate-summit']);
    expect(results[0].match.field).toBe('content');
    expect(results[0].match.snippet.filter((p) => p.marked).map((p) => p.text)).toEqual(['हिमनदी']);
  });

  it('ranks the title above the summary above the body', async () => {
    const word = 'तुलनात्मक';
    const body = await create({ title: 'पहिलो', content: `शरीरमा ${word}`, published: true });
    const summary = await create({ title: 'दोस्रो', summary: `सारांशमा ${word}`, content: 'अरू', published: true });
    const title = await create({ title: `${word} शीर्षक`, content: 'अरू', published: true });
    // The newest is the title's; publish them the other way round to show weight beats recency.
    expect(await found(word)).toEqual([title, summary, body]);
    const olderTitle = await create({ title: `${word}को अर्को शीर्षक`, content: 'अरू', published: true });
    // Same weight: the newer first.
    expect((await found(word)).slice(0, 2)).toEqual([olderTitle, title]);
    // One at a time, across the tiers (title, summary, body), the cursor gives the same order
    // (as an editor, whose totals are counted afresh: readers' are kept a few seconds).
    const paged: number[] = [];
    let next = '';
    do {
      const page = await search(word, `&limit=1${next ? `&before=${next}` : ''}`, editor);
      expect(page.total).toBe(4);
      paged.push(...page.results.map((r) => r.id));
      next = page.next ?? '';
    } while (next);
    expect(paged).toEqual([olderTitle, title, summary, body]);
  });

  it('ranks articles with more of the words higher when none has them all', async () => {
    const both = await create({ title: 'अनौठो बाघ', content: 'र अनौठो भालु', published: true });
    const one = await create({ title: 'अनौठो चरा', content: 'अरू', published: true });
    // All three words are in no article: those with two come before those with one.
    expect(await found('अनौठो बाघ हात्ती')).toEqual([both, one]);
    // Two words that one article has: only it.
    expect(await found('अनौठो बाघ')).toEqual([both]);
    // More words than are read tier by tier: all matches ranked at once, the same order.
    expect(await found('अनौठो बाघ हात्ती गैंडा')).toEqual([both, one]);
    const first = await search('अनौठो बाघ हात्ती गैंडा', '&limit=1');
    expect(first.total).toBe(2);
    expect((await search('अनौठो बाघ हात्ती गैंडा', `&limit=1&before=${first.next}`)).results.map((r) => r.id)).toEqual([
      one,
    ]);
  });

  it("finds a misspelt Roman word through the trigram similarity of the articles' keys", async () => {
    const hospital = ids.get('biratnagar-hospital')!;
    // "biratnager" folds to a key no article has; the vocabulary's nearest is विराटनगर's.
    expect(await found('biratnager')).toEqual([hospital]);
    const [result] = (await search('biratnager')).results;
    expect(result.match.snippet.filter((p) => p.marked).map((p) => p.text)).toEqual(['विराटनगरमा']);
    // Spelt right, the word matches its key exactly.
    expect(await found('biratnagar')).toEqual([hospital]);
  });

  it('pages with the cursor, X-Total-Count counting every match', async () => {
    const first = await search('काठमाडौं', '&limit=3');
    expect(first.total).toBe(4);
    expect(first.results).toHaveLength(3);
    expect(first.next).toBeTruthy();
    const second = await search('काठमाडौं', `&limit=3&before=${first.next}`);
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeUndefined();
    expect(second.total).toBe(4);
    const all = [...first.results, ...second.results].map((r) => keys.get(r.id)).sort();
    expect(all).toEqual(['climate-summit', 'ktm-traffic', 'ktm-waste', 'quake-ktm']);
  });

  it('never shows drafts to readers; editors find them (and may ask for drafts only)', async () => {
    const draft = ids.get('quake-draft')!;
    expect(await found('मस्यौदा')).toEqual([]);
    expect(await found('मस्यौदा', '&status=all', reader)).toEqual([]);
    expect(await found('मस्यौदा', '&status=draft', reader)).toEqual([]);
    expect(await found('मस्यौदा', '', editor)).toEqual([draft]);
    expect(await found('भूकम्प', '&status=draft', editor)).toEqual([draft]);
    expect(await found('भूकम्प', '&status=published', editor)).not.toContain(draft);
  });

  it('follows every create, edit, publish, unpublish and delete', async () => {
    const id = await create({ title: 'झिलिमिली उत्सव', content: 'अरू', published: false });
    expect(await found('झिलिमिली')).toEqual([]);
    await request(http).put(`/api/articles/${id}`).set('Cookie', editor).send({ published: true }).expect(200);
    expect(await found('jhilimili')).toEqual([id]);
    await request(http).put(`/api/articles/${id}`).set('Cookie', editor).send({ title: 'रमाइलो उत्सव' }).expect(200);
    expect(await found('झिलिमिली')).toEqual([]);
    expect(await found('रमाइलो')).toEqual([id]);
    await request(http).put(`/api/articles/${id}`).set('Cookie', editor).send({ published: false }).expect(200);
    expect(await found('रमाइलो')).toEqual([]);
    await request(http).put(`/api/articles/${id}`).set('Cookie', editor).send({ published: true }).expect(200);
    expect(await found('रमाइलो')).toEqual([id]);
    await request(http).delete(`/api/articles/${id}`).set('Cookie', editor).expect(204);
    expect(await found('रमाइलो')).toEqual([]);
  });

  it('finds nothing, without error, for a query of punctuation only', async () => {
    expect(await search('?!')).toEqual({ results: [], total: 0, next: undefined });
  });
});

describe('the index', () => {
  it("point 9: a draft's words stay out of the readers' vocabulary until it is published", async () => {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    const inVocabulary = async (words: string[]) =>
      (await client.query<{ key: string }>('SELECT key FROM content.search_vocabulary WHERE key = ANY($1)', [words]))
        .rows.length;
    try {
      const text = 'झ्यालढोकापसल गोप्यखबर';
      const roman = searchKeys(text).filter((k) => /^[0-9a-z]*[a-z][0-9a-z]*$/.test(k) && k.length >= 3);
      expect(roman.length).toBeGreaterThan(0);
      const id = await create({ title: text, content: 'मस्यौदा मात्र', published: false });
      await request(http).put(`/api/articles/${id}`).set('Cookie', editor).send({ summary: text }).expect(200);
      expect(await inVocabulary(roman)).toBe(0);
      // A reader's misspelt Roman guess finds nothing through it.
      expect(await found(`${roman[0]}x`)).toEqual([]);
      await request(http).put(`/api/articles/${id}`).set('Cookie', editor).send({ published: true }).expect(200);
      expect(await inVocabulary(roman)).toBe(roman.length);
    } finally {
      await client.end();
    }
  });

  it('holds for each article the keys the query side computes, and their Roman keys in the vocabulary', async () => {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{
        title: string;
        summary: string | null;
        content: string;
        search_title: string[];
        search_summary: string[];
        search_body: string[];
      }>('SELECT title, summary, content, search_title, search_summary, search_body FROM content.articles');
      expect(rows.length).toBeGreaterThanOrEqual(LABELLED_ARTICLES.length);
      for (const row of rows) {
        expect([...row.search_title].sort()).toEqual(searchKeys(row.title).sort());
        expect([...row.search_summary].sort()).toEqual(searchKeys(row.summary).sort());
        expect([...row.search_body].sort()).toEqual(searchKeys(row.content).sort());
      }
      const vocabulary = await client.query<{ key: string }>('SELECT key FROM content.search_vocabulary');
      expect(vocabulary.rows.map((r) => r.key)).toEqual(expect.arrayContaining(['bukp', 'ktmdu', 'kisn', 'kobid']));
      expect(vocabulary.rows.every((r) => /^[0-9a-z]*[a-z][0-9a-z]*$/.test(r.key) && r.key.length >= 3)).toBe(true);
    } finally {
      await client.end();
    }
  });
});
