import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { SESSION_COOKIE, SessionStore } from '@portal/shared';
import { TEST_SESSION_SECRET, TestStack, until } from '@portal/shared/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import type { App } from 'supertest/types';
import { AppModule } from './app.module';
import { loadContentConfig } from './config';
import { startTestS3, type TestS3 } from './testing/s3';

// The newsroom (issue 21) against the real Postgres and Redis: rights per role on the article
// routes, the current role, states, stale versions, revisions, the scheduler across a restart,
// and the audit log.

const WRITER = randomUUID();
const OTHER_WRITER = randomUUID();
const EDITOR = randomUUID();
const ADMIN = randomUUID();
const READER = randomUUID();

let stack: TestStack;
let s3Env: TestS3['env'];
let app: INestApplication;
let http: App;
const cookie: Record<'writer' | 'otherWriter' | 'editor' | 'admin' | 'reader', string> = {} as never;

/** A content replica on this stack (the scheduler looks every 100 ms). */
async function startContent(): Promise<INestApplication> {
  return stack.start(loadContentConfig, (config) => AppModule.register(config), {
    ...s3Env,
    SCHEDULE_POLL_MS: '100',
  });
}

async function stopContent(replica: INestApplication): Promise<void> {
  stack.apps.splice(stack.apps.indexOf(replica), 1);
  await replica.close();
}

beforeAll(async () => {
  stack = await TestStack.create('newsroom');
  s3Env = (await startTestS3(stack, { bucket: 'media' })).env;
  app = await startContent();
  http = app.getHttpServer();
  cookie.writer = await stack.session(WRITER, 'contributor');
  cookie.otherWriter = await stack.session(OTHER_WRITER, 'contributor');
  cookie.editor = await stack.session(EDITOR, 'editor');
  cookie.admin = await stack.session(ADMIN, 'admin');
  cookie.reader = await stack.session(READER, 'client');
  await stack.publishUser({ id: WRITER, firstName: 'सीता', lastName: 'लेखक', role: 'contributor' });
  await stack.publishUser({ id: EDITOR, firstName: 'गीता', lastName: 'सम्पादक', role: 'editor' });
  await stack.publishUser({ id: ADMIN, firstName: 'हरि', lastName: 'प्रशासक', role: 'admin' });
});

afterAll(async () => {
  await stack?.stop();
});

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'पोखरामा नयाँ पुल',
  summary: 'सारांश',
  content: 'पहिलो अनुच्छेद',
  categoryId: 1,
  ...overrides,
});

async function create(who: keyof typeof cookie, overrides: Record<string, unknown> = {}) {
  const res = await request(http).post('/api/articles').set('Cookie', cookie[who]).send(article(overrides)).expect(201);
  return res.body as { id: number; version: number; status: string; title: string };
}

const put = (who: keyof typeof cookie | null, id: number, body: Record<string, unknown>) => {
  const req = request(http).put(`/api/articles/${id}`);
  return (who ? req.set('Cookie', cookie[who]) : req).send(body);
};

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: stack.database.url });
  await client.connect();
  try {
    await client.query('SET search_path TO content');
    return (await client.query(query, params)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('rights per role on the article routes', () => {
  it('creating: staff yes (a contributor never published), readers and visitors no', async () => {
    await request(http).post('/api/articles').send(article()).expect(401);
    const reader = await request(http).post('/api/articles').set('Cookie', cookie.reader).send(article()).expect(403);
    expect(reader.body.message).toBe("You don't have permission to do this");
    for (const who of ['writer', 'editor', 'admin'] as const) expect((await create(who)).status).toBe('draft');
    const published = await request(http)
      .post('/api/articles')
      .set('Cookie', cookie.writer)
      .send(article({ published: true }))
      .expect(403);
    expect(published.body.message).toBe('Only editors can publish, unpublish or send back an article');
    expect((await create('writer', { status: 'review' })).status).toBe('review');
    expect((await create('editor', { published: true })).status).toBe('published');
  });

  it("a contributor edits and deletes only their own drafts and never sees others' drafts", async () => {
    const mine = await create('writer');
    const theirs = await create('otherWriter');
    const editors = await create('editor', { published: true });
    await put('writer', mine.id, { title: 'मेरो' }).expect(200);
    await request(http).get(`/api/articles/${mine.id}`).set('Cookie', cookie.writer).expect(200);
    await request(http).get(`/api/articles/${theirs.id}`).set('Cookie', cookie.writer).expect(404);
    await put('writer', theirs.id, { title: 'होइन' }).expect(404);
    await request(http).delete(`/api/articles/${theirs.id}`).set('Cookie', cookie.writer).expect(404);
    const published = await put('writer', editors.id, { title: 'होइन' }).expect(403);
    expect(published.body.message).toBe(
      'Contributors can change only their own articles, and only while they are drafts',
    );
    await request(http).delete(`/api/articles/${editors.id}`).set('Cookie', cookie.writer).expect(403);
    for (const body of [
      { published: true },
      { status: 'scheduled', publishAt: new Date(Date.now() + 3_600_000).toISOString() },
    ]) {
      await put('writer', mine.id, body).expect(403);
    }
    await put(null, mine.id, { title: 'x' }).expect(401);
    await put('reader', mine.id, { title: 'x' }).expect(403);
    // Their own list: every state of theirs, nobody else's.
    const own = await request(http).get('/api/articles?mine=true&limit=100').set('Cookie', cookie.writer).expect(200);
    expect(own.body.length).toBeGreaterThan(0);
    expect(own.body.every((a: { author: { firstName: string } }) => a.author.firstName === 'सीता')).toBe(true);
    await request(http).get('/api/articles?mine=true').set('Cookie', cookie.reader).expect(403);
    // Submitted: out of the author's hands.
    await put('writer', mine.id, { status: 'review' }).expect(200);
    await put('writer', mine.id, { title: 'फेरि' }).expect(403);
    const draft = await create('writer');
    await request(http).delete(`/api/articles/${draft.id}`).set('Cookie', cookie.writer).expect(204);
  });

  it('editors and admins change any article; the dashboard is staff only; the audit editors and admins only', async () => {
    const theirs = await create('writer');
    for (const who of ['editor', 'admin'] as const) await put(who, theirs.id, { title: `${who} सम्पादन` }).expect(200);
    const expected = { null: 401, reader: 403, writer: 403, editor: 200, admin: 200 } as const;
    for (const [who, status] of Object.entries(expected)) {
      const req = request(http).get('/api/admin/audit');
      await (who === 'null' ? req : req.set('Cookie', cookie[who as keyof typeof cookie])).expect(status);
    }
    await request(http).get('/api/admin/stats').set('Cookie', cookie.reader).expect(403);
    const stats = await request(http).get('/api/admin/stats').set('Cookie', cookie.writer).expect(200);
    expect(Object.keys(stats.body.byStatus)).toEqual(['draft', 'review', 'scheduled', 'published']);
    await request(http).delete(`/api/articles/${theirs.id}`).set('Cookie', cookie.editor).expect(204);
  });

  it("a role change holds from the user's next request (no new sign-in)", async () => {
    const user = randomUUID();
    const session = await stack.session(user, 'contributor');
    await request(http).post('/api/articles').set('Cookie', session).send(article()).expect(201);
    const sessions = new SessionStore(stack.redis, {
      REDIS_PREFIX: stack.redisPrefix,
      SESSION_SECRET: TEST_SESSION_SECRET,
    } as never);
    await sessions.setRole(user, 'client');
    await request(http).post('/api/articles').set('Cookie', session).send(article()).expect(403);
    await sessions.setRole(user, 'editor');
    await request(http).get('/api/admin/audit').set('Cookie', session).expect(200);
    await sessions.destroyAllForUser(user);
    await request(http).get('/api/admin/audit').set('Cookie', session).expect(401);
    expect(session.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
  });
});

describe('states and versions', () => {
  it('review → sent back with a note → published; readers see only published', async () => {
    const { id } = await create('writer', { status: 'review' });
    const queue = await request(http).get('/api/articles?status=review&limit=100').set('Cookie', cookie.editor);
    expect(queue.body.map((a: { id: number }) => a.id)).toContain(id);
    await put('editor', id, { note: 'स्रोत?' }).expect(400);
    const back = await put('editor', id, { status: 'draft', note: 'स्रोत खुलाउनुहोस्' }).expect(200);
    expect(back.body).toMatchObject({ status: 'draft', published: false, reviewNote: 'स्रोत खुलाउनुहोस्' });
    // The author sees the note and may edit again.
    const seen = await request(http).get(`/api/articles/${id}`).set('Cookie', cookie.writer).expect(200);
    expect(seen.body.reviewNote).toBe('स्रोत खुलाउनुहोस्');
    await put('writer', id, { content: 'स्रोत: नेपाल प्रहरी', status: 'review' }).expect(200);
    await request(http).get(`/api/articles/${id}`).expect(404);
    const published = await put('editor', id, { published: true }).expect(200);
    expect(published.body).toMatchObject({ status: 'published', published: true, reviewNote: null });
    await request(http).get(`/api/articles/${id}`).expect(200);
    const unpublished = await put('editor', id, { published: false }).expect(200);
    expect(unpublished.body.status).toBe('draft');
    await request(http).get(`/api/articles/${id}`).expect(404);
    await put('editor', id, { status: 'review', published: true }).expect(400);
  });

  it('a stale version answers 409 with a clear message and changes nothing', async () => {
    const created = await create('editor');
    expect(created.version).toBe(1);
    const first = await put('editor', created.id, { title: 'पहिलो सम्पादक', version: 1 }).expect(200);
    expect(first.body.version).toBe(2);
    const stale = await put('admin', created.id, { title: 'दोस्रो सम्पादक', version: 1 }).expect(409);
    expect(stale.body.message).toBe(
      'Someone else saved this article since you opened it (it is now at version 2). ' +
        'Nothing was saved: reload it to see their change, then apply yours.',
    );
    const now = await request(http).get(`/api/articles/${created.id}`).set('Cookie', cookie.editor).expect(200);
    expect(now.body).toMatchObject({ title: 'पहिलो सम्पादक', version: 2 });
    await put('editor', created.id, { version: 0 }).expect(400);
  });

  it('scheduling needs the future and an ISO time with its zone', async () => {
    const { id } = await create('editor');
    for (const publishAt of [new Date(Date.now() - 1000).toISOString(), 'tomorrow', '2030-01-01T06:00:00']) {
      await put('editor', id, { status: 'scheduled', publishAt }).expect(400);
    }
    await put('editor', id, { status: 'scheduled' }).expect(400);
    await put('editor', id, { publishAt: '2030-01-01T06:00:00+05:45' }).expect(400);
    const scheduled = await put('editor', id, { status: 'scheduled', publishAt: '2030-01-01T06:00:00+05:45' }).expect(
      200,
    );
    expect(scheduled.body).toMatchObject({
      status: 'scheduled',
      published: false,
      publishAt: '2030-01-01T00:15:00.000Z',
    });
    await request(http).get(`/api/articles/${id}`).expect(404);
  });
});

describe('revisions', () => {
  it('keeps every save, newest first, and restores one as a new revision', async () => {
    const { id } = await create('writer', { title: 'पहिलो शीर्षक' });
    await put('writer', id, { title: 'दोस्रो शीर्षक' }).expect(200);
    await put('writer', id, { content: 'नयाँ सामग्री' }).expect(200);
    await put('writer', id, { status: 'review' }).expect(200); // not a save of the text
    const list = await request(http).get(`/api/articles/${id}/revisions`).set('Cookie', cookie.editor).expect(200);
    expect(list.headers['x-total-count']).toBe('3');
    expect(list.body.map((r: { title: string }) => r.title)).toEqual(['दोस्रो शीर्षक', 'दोस्रो शीर्षक', 'पहिलो शीर्षक']);
    expect(list.body[0]).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      author: { firstName: 'सीता', lastName: 'लेखक' },
      title: 'दोस्रो शीर्षक',
    });
    const paged = await request(http)
      .get(`/api/articles/${id}/revisions?limit=1&offset=2`)
      .set('Cookie', cookie.editor);
    expect(paged.body.map((r: { title: string }) => r.title)).toEqual(['पहिलो शीर्षक']);
    const oldest = list.body[2].id;
    const full = await request(http)
      .get(`/api/articles/${id}/revisions/${oldest}`)
      .set('Cookie', cookie.writer)
      .expect(200);
    expect(full.body).toMatchObject({ title: 'पहिलो शीर्षक', content: 'पहिलो अनुच्छेद', categoryId: 1, articleId: id });
    // The author reads their own; other contributors and readers do not; restoring is the editor's now (in review).
    await request(http).get(`/api/articles/${id}/revisions`).set('Cookie', cookie.otherWriter).expect(404);
    await request(http).get(`/api/articles/${id}/revisions`).set('Cookie', cookie.reader).expect(403);
    await request(http)
      .post(`/api/articles/${id}/revisions/${oldest}/restore`)
      .set('Cookie', cookie.writer)
      .expect(403);
    await request(http).get(`/api/articles/${id}/revisions/999999`).set('Cookie', cookie.editor).expect(404);
    const restored = await request(http)
      .post(`/api/articles/${id}/revisions/${oldest}/restore`)
      .set('Cookie', cookie.editor)
      .expect(200);
    expect(restored.body).toMatchObject({ title: 'पहिलो शीर्षक', content: 'पहिलो अनुच्छेद', status: 'review' });
    const after = await request(http).get(`/api/articles/${id}/revisions`).set('Cookie', cookie.editor).expect(200);
    expect(after.headers['x-total-count']).toBe('4');
    expect(after.body[0]).toMatchObject({ title: 'पहिलो शीर्षक', author: { firstName: 'गीता' } });
    const newest = await request(http)
      .get(`/api/articles/${id}/revisions/${after.body[0].id}`)
      .set('Cookie', cookie.editor);
    expect(newest.body).toMatchObject({
      title: full.body.title,
      content: full.body.content,
      summary: full.body.summary,
    });
  });
});

describe('scheduled publishing', () => {
  it('publishes exactly once, also when the service was down at the time and two replicas come back', async () => {
    const { id } = await create('editor', { title: 'बिहानको समाचार' });
    const publishAt = new Date(Date.now() + 1500);
    await put('editor', id, { status: 'scheduled', publishAt: publishAt.toISOString() }).expect(200);
    await stopContent(app);
    // Down across the time: nothing publishes it.
    await until(() => Date.now() > publishAt.getTime() + 300, 5000, 'the scheduled time to pass');
    const [{ status }] = await sql<{ status: string }>('SELECT status FROM articles WHERE id = $1', [id]);
    expect(status).toBe('scheduled');
    // Back with two replicas at once: each claims with SKIP LOCKED, the article goes out once.
    app = await startContent();
    const second = await startContent();
    http = app.getHttpServer();
    const seen = await until(
      async () => {
        const res = await request(http).get(`/api/articles/${id}`);
        return res.status === 200 && res.body;
      },
      10_000,
      'the scheduled article to be published',
    );
    expect(seen).toMatchObject({ status: 'published', published: true, publishAt: null });
    expect(new Date(seen.publishedAt).getTime()).toBeGreaterThanOrEqual(publishAt.getTime());
    // Exactly once: one audit line (by nobody: the scheduler) and one event telling it is published.
    await until(async () => (await sql('SELECT 1 FROM outbox')).length === 0, 10_000, 'the outbox to empty');
    const lines = await sql<{ actor_id: string | null }>(
      `SELECT actor_id FROM audit_log WHERE target_id = $1 AND action = 'article.published'`,
      [String(id)],
    );
    expect(lines).toEqual([{ actor_id: null }]);
    const entries = await stack.redis.xrange(`${stack.redisPrefix}events:articles`, '-', '+');
    const publications = entries.filter(([, fields]) => {
      const snapshot = JSON.parse(fields[fields.indexOf('article') + 1]);
      return fields[fields.indexOf('id') + 1] === String(id) && snapshot.published === true;
    });
    expect(publications).toHaveLength(1);
    await stopContent(second);
  });
});

describe('the audit log', () => {
  it('tells who did what to which article, kept after the article is deleted, with other services’ lines', async () => {
    const { id } = await create('writer', { title: 'लेखा परीक्षण' });
    await put('writer', id, { title: 'लेखा परीक्षण २', status: 'review' }).expect(200);
    await put('editor', id, { published: true }).expect(200);
    await put('admin', id, { published: false }).expect(200);
    await request(http).delete(`/api/articles/${id}`).set('Cookie', cookie.admin).expect(204);
    const res = await request(http)
      .get(`/api/admin/audit?targetType=article&targetId=${id}`)
      .set('Cookie', cookie.editor)
      .expect(200);
    expect(res.headers['x-total-count']).toBe('6');
    expect(
      res.body.map((l: { action: string; actor: { firstName: string } }) => [l.action, l.actor.firstName]),
    ).toEqual([
      ['article.deleted', 'हरि'],
      ['article.unpublished', 'हरि'],
      ['article.published', 'गीता'],
      ['article.submitted', 'सीता'],
      ['article.edited', 'सीता'],
      ['article.created', 'सीता'],
    ]);
    expect(res.body[0]).toMatchObject({ targetType: 'article', targetId: String(id), targetTitle: 'लेखा परीक्षण २' });

    // A line from auth (a role change), delivered twice: stored once.
    const entry = {
      eventId: randomUUID(),
      at: new Date().toISOString(),
      actorId: ADMIN,
      action: 'user.role_changed',
      targetType: 'user',
      targetId: WRITER,
      targetTitle: 'सीता लेखक',
      details: { from: 'client', to: 'contributor' },
    };
    // Then a line of comments: once it is stored, both copies before it were handled.
    const after = {
      ...entry,
      eventId: randomUUID(),
      action: 'comment.hidden',
      targetType: 'comment',
      targetId: '7',
      details: {},
    };
    for (const line of [entry, entry, after]) {
      const fields = ['type', 'audit.recorded', 'id', line.eventId, 'entry', JSON.stringify(line)];
      await stack.redis.xadd(`${stack.redisPrefix}events:audit`, '*', ...fields);
    }
    await until(
      async () => (await sql('SELECT 1 FROM audit_log WHERE event_id = $1', [after.eventId])).length === 1,
      10_000,
      'the lines of other services',
    );
    const users = await request(http).get(`/api/admin/audit?targetType=user`).set('Cookie', cookie.admin).expect(200);
    expect(users.body).toEqual([
      expect.objectContaining({
        action: 'user.role_changed',
        actor: { id: ADMIN, firstName: 'हरि', lastName: 'प्रशासक' },
        targetTitle: 'सीता लेखक',
        details: { from: 'client', to: 'contributor' },
      }),
    ]);
  });
});
