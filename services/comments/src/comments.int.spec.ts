import 'reflect-metadata';
import { startTestService, TestStack, until } from '@portal/shared/testing';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { App } from 'supertest/types';
import { AppModule } from './app.module';
import { loadCommentsConfig } from './config';

const A = { id: randomUUID(), firstName: 'अर्जुन', lastName: 'थापा', role: 'client' };
const B = { id: randomUUID(), firstName: 'बिना', lastName: 'राई', role: 'client' };
const ADMIN = { id: randomUUID(), firstName: 'Admin', lastName: 'Editor', role: 'admin' };

let http: App;
let stack: TestStack;
let space: { prefix: string };
let redis: Redis;
const cookie: Record<string, string> = {};
let nextArticleId = 1000;

beforeAll(async () => {
  ({ stack, http } = await startTestService('comments', loadCommentsConfig, (config) => AppModule.register(config)));
  space = { prefix: stack.redisPrefix };
  redis = stack.redis;
  for (const user of [A, B, ADMIN]) {
    await publishUser(user);
    cookie[user.id] = await stack.session(user.id, user.role as 'admin' | 'client');
  }
});

afterAll(async () => {
  await stack?.stop();
});

async function publishUser(user: { id: string; firstName: string; lastName: string; role: string }, extra = {}) {
  await stack.publishUser({ ...user, ...extra });
}

/** A signed-in reader of their own, so posting limits of one test do not reach another. */
async function newUser() {
  const user = { id: randomUUID(), firstName: 'पाठक', lastName: 'नयाँ', role: 'client' };
  await publishUser(user);
  cookie[user.id] = await stack.session(user.id, 'client');
  return user;
}

async function publishArticle(type: string, article: { id: number; title: string; published: boolean }) {
  await redis.xadd(
    `${space.prefix}events:articles`,
    '*',
    'type',
    type,
    'id',
    String(article.id),
    'article',
    JSON.stringify(article),
  );
}

/** A published article known to the comments service's read copy. */
async function newArticle(published = true): Promise<number> {
  nextArticleId += 1;
  const id = nextArticleId;
  await publishArticle('article.created', { id, title: `लेख ${id}`, published });
  await until(async () => (await db_query(`SELECT 1 FROM comments.articles WHERE id = $1`, [id])).length === 1);
  return id;
}

async function db_query(sql: string, params: unknown[]) {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: stack.database.url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const as = (user: { id: string }) => ({
  get: (url: string) => request(http).get(url).set('Cookie', cookie[user.id]),
  post: (url: string) => request(http).post(url).set('Cookie', cookie[user.id]),
  put: (url: string) => request(http).put(url).set('Cookie', cookie[user.id]),
  delete: (url: string) => request(http).delete(url).set('Cookie', cookie[user.id]),
});

describe('a conversation', () => {
  it('comment, nested replies, likes, edits, moderation, hidden users', async () => {
    const article = await newArticle();
    const url = `/api/articles/${article}/comments`;

    const top = (await as(A).post(url).send({ content: '  राम्रो लेख!  ' }).expect(201)).body;
    expect(top).toMatchObject({ content: 'राम्रो लेख!', likesCount: 0, hidden: false, user: { firstName: 'अर्जुन' } });
    expect(top.parentId).toBeUndefined();
    expect(top.user.email).toBeUndefined();

    const reply = (await as(B).post(`/api/comments/${top.id}/reply`).send({ content: 'म सहमत छु' }).expect(201)).body;
    expect(reply.parentId).toBe(top.id);
    const deeper = (await as(B).post(`/api/comments/${reply.id}/reply`).send({ content: 'अझ एउटा कुरा' }).expect(201))
      .body;
    expect(deeper.parentId).toBe(reply.id);

    const list = (await request(http).get(url).expect(200)).body;
    expect(list.map((c: { id: number }) => c.id)).toEqual([top.id, reply.id, deeper.id]);

    // Like is a toggle, one per user.
    expect((await as(B).post(`/api/comments/${top.id}/like`).expect(200)).body).toEqual({ liked: true, likesCount: 1 });
    expect((await as(B).post(`/api/comments/${top.id}/like`).expect(200)).body).toEqual({
      liked: false,
      likesCount: 0,
    });
    await as(B).post(`/api/comments/${top.id}/like`).expect(200);
    const liked = (await as(B).get(url).expect(200)).body[0];
    expect(liked).toMatchObject({ likesCount: 1, likedByMe: true });
    expect((await as(A).get(url).expect(200)).body[0].likedByMe).toBe(false);

    // Only the author edits.
    const refused = await as(B).put(`/api/comments/${top.id}`).send({ content: 'हाहा' }).expect(403);
    expect(refused.body.message).toBe('You can only edit your own comments');
    const edited = (await as(A).put(`/api/comments/${top.id}`).send({ content: 'सम्पादित' }).expect(200)).body;
    expect(edited.content).toBe('सम्पादित');
    expect(edited.editedAt).not.toBeNull();

    // The admin hides it: readers lose it and its replies; the admin still sees it, marked.
    await as(A).put(`/api/admin/comments/${top.id}/visibility`).send({ hidden: true }).expect(403);
    await as(ADMIN).put(`/api/admin/comments/${top.id}/visibility`).send({ hidden: true }).expect(200);
    expect((await request(http).get(url).expect(200)).body).toEqual([]);
    const adminView = (await as(ADMIN).get(url).expect(200)).body;
    expect(adminView[0]).toMatchObject({ id: top.id, hidden: true });
    await as(B).post(`/api/comments/${top.id}/like`).expect(404);
    await as(ADMIN).put(`/api/admin/comments/${top.id}/visibility`).send({ hidden: false }).expect(200);
    expect((await request(http).get(url).expect(200)).body).toHaveLength(3);

    // Hiding user B hides B's comments from readers; editors see them as hidden, with the reason.
    await publishUser(B, { hidden: true });
    await until(async () => (await request(http).get(url)).body.length === 1);
    const hiddenList = (await as(ADMIN).get('/api/admin/comments?status=hidden').expect(200)).body;
    expect(hiddenList.find((c: { id: number }) => c.id === reply.id)).toMatchObject({ hidden: true, userHidden: true });
    const visibleList = (await as(ADMIN).get('/api/admin/comments?status=visible').expect(200)).body;
    expect(visibleList.map((c: { id: number }) => c.id)).not.toContain(reply.id);
    await publishUser(B, { hidden: false });
    await until(async () => (await request(http).get(url)).body.length === 3);
  });

  it('shows a user’s new name and photo on their comments within 2 seconds', async () => {
    const article = await newArticle();
    const url = `/api/articles/${article}/comments`;
    await as(A).post(url).send({ content: 'नाम परिवर्तन' }).expect(201);
    const started = Date.now();
    await publishUser({ ...A, firstName: 'अर्जुनप्रसाद' }, { profileImageUrl: '/media/images/a.png' });
    await until(async () => (await request(http).get(url)).body[0].user.firstName === 'अर्जुनप्रसाद', 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await request(http).get(url)).body[0].user.profileImageUrl).toBe('/media/images/a.png');
    await publishUser(A);
  });
});

describe('rules', () => {
  it.each([
    ['x'.repeat(500), 201, undefined],
    ['x'.repeat(501), 400, 'Comment must be at most 500 characters'],
    ['', 400, 'Comment cannot be empty'],
    ['   \n\t ', 400, 'Comment cannot be empty'],
    [42, 400, 'Comment cannot be empty'],
  ])('content of %#: %p', async (content, status, message) => {
    const article = await newArticle();
    const res = await as(await newUser())
      .post(`/api/articles/${article}/comments`)
      .send({ content })
      .expect(status);
    if (message) expect(res.body.message).toBe(message);
  });

  it('applies the same rules to edits and replies', async () => {
    const article = await newArticle();
    const { body } = await as(await newUser())
      .post(`/api/articles/${article}/comments`)
      .send({ content: 'ok' })
      .expect(201);
    const edit = await as(A)
      .put(`/api/comments/${body.id}`)
      .send({ content: 'y'.repeat(501) })
      .expect(400);
    expect(edit.body.message).toBe('Comment must be at most 500 characters');
    const reply = await as(B).post(`/api/comments/${body.id}/reply`).send({ content: '  ' }).expect(400);
    expect(reply.body.message).toBe('Comment cannot be empty');
  });

  it('needs a session to post, reply, like and edit', async () => {
    const article = await newArticle();
    const { body } = await as(await newUser())
      .post(`/api/articles/${article}/comments`)
      .send({ content: 'ok' })
      .expect(201);
    const res = await request(http).post(`/api/comments/${body.id}/like`).expect(401);
    expect(res.body.message).toBe('Unauthorized');
    await request(http).post(`/api/articles/${article}/comments`).send({ content: 'x' }).expect(401);
    await request(http).post(`/api/comments/${body.id}/reply`).send({ content: 'x' }).expect(401);
    await request(http).put(`/api/comments/${body.id}`).send({ content: 'x' }).expect(401);
  });

  it('answers 404 for missing and unpublished articles', async () => {
    await as(await newUser())
      .post('/api/articles/987654/comments')
      .send({ content: 'x' })
      .expect(404);
    await request(http).get('/api/articles/987654/comments').expect(404);
    const draft = await newArticle(false);
    await as(await newUser())
      .post(`/api/articles/${draft}/comments`)
      .send({ content: 'x' })
      .expect(404);
    await request(http).get(`/api/articles/${draft}/comments`).expect(404);
  });

  it('point 8: like, report, reply, edit and delete of a comment under an unpublished article answer 404', async () => {
    const article = await newArticle();
    const author = await newUser();
    const other = await newUser();
    const { body: comment } = await as(author)
      .post(`/api/articles/${article}/comments`)
      .send({ content: 'अहिले देखिन्छ' })
      .expect(201);
    // Unpublished (back to a draft): the list is gone for readers, and so is every action.
    await publishArticle('article.updated', { id: article, title: `लेख ${article}`, published: false });
    await until(
      async () =>
        (await db_query(`SELECT published FROM comments.articles WHERE id = $1`, [article]))[0]?.published === false,
    );
    await request(http).get(`/api/articles/${article}/comments`).expect(404);
    await as(other).post(`/api/comments/${comment.id}/like`).expect(404);
    await as(other).post(`/api/comments/${comment.id}/report`).send({ reason: 'x' }).expect(404);
    await as(other).post(`/api/comments/${comment.id}/reply`).send({ content: 'जवाफ' }).expect(404);
    await as(author).put(`/api/comments/${comment.id}`).send({ content: 'बदलियो' }).expect(404);
    await as(author).delete(`/api/comments/${comment.id}`).expect(404);
    const [row] = await db_query(
      `SELECT content, deleted_at, (SELECT count(*) FROM comments.comment_likes WHERE comment_id = $1)::int AS likes,
              (SELECT count(*) FROM comments.comment_reports WHERE comment_id = $1)::int AS reports
       FROM comments.comments WHERE id = $1`,
      [comment.id],
    );
    expect(row).toEqual({ content: 'अहिले देखिन्छ', deleted_at: null, likes: 0, reports: 0 });
    // Editors still moderate it.
    await as(ADMIN)
      .delete(`/api/comments/${comment.id}`)
      .expect((res) => expect(res.status).toBeLessThan(300));
    // Published again: the reader's actions work as before.
    await publishArticle('article.updated', { id: article, title: `लेख ${article}`, published: true });
    await until(
      async () =>
        (await db_query(`SELECT published FROM comments.articles WHERE id = $1`, [article]))[0]?.published === true,
    );
    const { body: second } = await as(author)
      .post(`/api/articles/${article}/comments`)
      .send({ content: 'फेरि' })
      .expect(201);
    await as(other).post(`/api/comments/${second.id}/like`).expect(200);
  });

  it('removes the comments of a deleted article', async () => {
    const article = await newArticle();
    await as(await newUser())
      .post(`/api/articles/${article}/comments`)
      .send({ content: 'गयो' })
      .expect(201);
    await publishArticle('article.deleted', { id: article, title: '', published: false });
    await until(
      async () => (await db_query(`SELECT 1 FROM comments.comments WHERE article_id = $1`, [article])).length === 0,
    );
    await request(http).get(`/api/articles/${article}/comments`).expect(404);
  });

  it('limits posting per user with a clear 429', async () => {
    const article = await newArticle();
    const spammer = { id: randomUUID(), firstName: 'S', lastName: 'P', role: 'client' };
    await publishUser(spammer);
    cookie[spammer.id] = await stack.session(spammer.id, 'client');
    for (let i = 0; i < 10; i += 1)
      await as(spammer)
        .post(`/api/articles/${article}/comments`)
        .send({ content: `${i}` })
        .expect(201);
    const res = await as(spammer).post(`/api/articles/${article}/comments`).send({ content: 'one more' }).expect(429);
    expect(res.body.message).toMatch(/^You are posting comments too quickly\. Try again in \d+ seconds\.$/);
  });
});

describe('abuse limits', () => {
  it('an unverified account comments at once, 3 an hour, with a clear message; verifying lifts it', async () => {
    const article = await newArticle();
    const fresh = { id: randomUUID(), firstName: 'न', lastName: 'प', role: 'client' };
    await publishUser(fresh);
    cookie[fresh.id] = await stack.session(fresh.id, 'client', false);
    for (let i = 0; i < 3; i += 1) {
      await as(fresh)
        .post(`/api/articles/${article}/comments`)
        .send({ content: `टिप्पणी ${i}` })
        .expect(201);
    }
    const res = await as(fresh).post(`/api/articles/${article}/comments`).send({ content: 'अर्को' }).expect(429);
    expect(res.body.message).toMatch(
      /^Please verify your email address to post more than 3 comments an hour\. Try again in \d+ minutes\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // A verified session of the same account (what the auth service writes on verification) posts again.
    cookie[fresh.id] = await stack.session(fresh.id, 'client', true);
    await as(fresh).post(`/api/articles/${article}/comments`).send({ content: 'पुष्टि पछि' }).expect(201);
  });

  it("shows a commenter's id only to that commenter and to editors, with isOwner for the web app", async () => {
    const article = await newArticle();
    const author = await newUser();
    const other = await newUser();
    const { body: created } = await as(author)
      .post(`/api/articles/${article}/comments`)
      .send({ content: 'मेरो' })
      .expect(201);
    expect(created).toMatchObject({ userId: author.id, isOwner: true });
    const anonymous = (await request(http).get(`/api/articles/${article}/comments`).expect(200)).body[0];
    expect(anonymous).toMatchObject({ userId: null, isOwner: false });
    expect(JSON.stringify(anonymous)).not.toContain(author.id);
    expect((await as(other).get(`/api/articles/${article}/comments`).expect(200)).body[0]).toMatchObject({
      userId: null,
      isOwner: false,
    });
    expect((await as(ADMIN).get(`/api/articles/${article}/comments`).expect(200)).body[0]).toMatchObject({
      userId: author.id,
      isOwner: false,
    });
  });

  it('limits edits per user', async () => {
    const article = await newArticle();
    const editor = await newUser();
    const { body } = await as(editor).post(`/api/articles/${article}/comments`).send({ content: 'v0' }).expect(201);
    for (let i = 1; i <= 30; i += 1) {
      await as(editor)
        .put(`/api/comments/${body.id}`)
        .send({ content: `v${i}` })
        .expect(200);
    }
    const res = await as(editor).put(`/api/comments/${body.id}`).send({ content: 'v31' }).expect(429);
    expect(res.body.message).toMatch(/^You are editing comments too often\. Try again in /);
  });

  it('answers crafted cursors, offsets and ids with 400 or 404, never 500', async () => {
    const article = await newArticle();
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    for (const [sort, after] of [
      ['newest', b64([42, 1])],
      ['newest', b64(['not a time', 1])],
      ['newest', b64(['2026-13-45 99:99:99', 1])],
      ['top', b64(['2026-01-01 00:00:00+00', 1])],
      ['top', b64([1e20, 1])],
      ['oldest', b64(['2026-01-01 00:00:00+00', '1e5'])],
      ['oldest', b64(['2026-01-01 00:00:00+00', '99999999999999999999'])],
      ['newest', 'bm90LWpzb24'],
    ]) {
      const res = await request(http).get(`/api/articles/${article}/comments`).query({ sort, after });
      expect(res.status).toBe(400);
      // Shape errors are caught by the decoder; an impossible date by Postgres, mapped to 400.
      expect(['Invalid cursor', 'Invalid value in the request']).toContain(res.body.message);
    }
    for (const offset of ['1e20', '-1', '1.5', '99999999999999999999']) {
      const res = await as(ADMIN).get('/api/admin/comments').query({ offset });
      expect(res.status).toBe(400);
    }
    for (const id of ['99999999999999999999', '1e3', '0', '-1', '0x10']) {
      expect((await request(http).get(`/api/articles/${id}/comments`)).status).toBe(404);
      const put = await as(ADMIN).put(`/api/comments/${id}`).send({ content: 'x' });
      expect([id, put.status, put.body.message]).toEqual([id, 404, 'Comment not found']);
    }
  });
});

describe('beyond the spec', () => {
  it('author or admin deletes; a deleted comment with replies leaves a placeholder', async () => {
    const article = await newArticle();
    const url = `/api/articles/${article}/comments`;
    const lonely = (await as(A).post(url).send({ content: 'एक्लो' }).expect(201)).body;
    const parent = (await as(A).post(url).send({ content: 'अभिभावक' }).expect(201)).body;
    await as(B).post(`/api/comments/${parent.id}/reply`).send({ content: 'जवाफ' }).expect(201);
    await as(B).delete(`/api/comments/${lonely.id}`).expect(403);
    await as(A).delete(`/api/comments/${lonely.id}`).expect(204);
    await as(ADMIN).delete(`/api/comments/${parent.id}`).expect(204);
    const list = (await request(http).get(url).expect(200)).body;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ id: parent.id, deleted: true, content: '', user: null });
    expect(list[1].content).toBe('जवाफ');
  });

  it('one report per user; admins see counts and filter reported comments', async () => {
    const article = await newArticle();
    const author = await newUser();
    const { body } = await as(author)
      .post(`/api/articles/${article}/comments`)
      .send({ content: 'विवादित' })
      .expect(201);
    await as(B).post(`/api/comments/${body.id}/report`).send({ reason: 'spam' }).expect(200);
    await as(B).post(`/api/comments/${body.id}/report`).send({}).expect(200);
    const reported = await as(ADMIN).get('/api/admin/comments?status=reported').expect(200);
    const mine = reported.body.find((c: { id: number }) => c.id === body.id);
    expect(mine).toMatchObject({
      reportsCount: 1,
      article: { title: `लेख ${article}` },
      user: { email: `${author.id}@example.com` },
    });
  });

  it('pages top-level comments newest, oldest and most liked', async () => {
    const article = await newArticle();
    const url = `/api/articles/${article}/comments`;
    const ids: number[] = [];
    const poster = { id: randomUUID(), firstName: 'P', lastName: 'Q', role: 'client' };
    await publishUser(poster);
    cookie[poster.id] = await stack.session(poster.id, 'client');
    for (let i = 0; i < 7; i += 1)
      ids.push(
        (
          await as(poster)
            .post(url)
            .send({ content: `c${i}` })
            .expect(201)
        ).body.id,
      );
    await as(B).post(`/api/comments/${ids[3]}/like`).expect(200);

    const walk = async (sort: string) => {
      const seen: number[] = [];
      let after: string | undefined;
      do {
        const res = await request(http)
          .get(url)
          .query({ sort, limit: 3, ...(after ? { after } : {}) })
          .expect(200);
        expect(res.headers['x-total-count']).toBe('7');
        seen.push(...res.body.map((c: { id: number }) => c.id));
        after = res.headers['x-next-cursor'];
      } while (after);
      return seen;
    };
    expect(await walk('newest')).toEqual([...ids].reverse());
    expect(await walk('oldest')).toEqual(ids);
    expect((await walk('top'))[0]).toBe(ids[3]);
    await request(http).get(url).query({ sort: 'random' }).expect(400);
  });

  it('admin list: search by content, user and article title; status filter; refused to readers', async () => {
    const article = await newArticle();
    await as(A).post(`/api/articles/${article}/comments`).send({ content: 'खोजिने टिप्पणी' }).expect(201);
    await as(A).get('/api/admin/comments').expect(403);
    await request(http).get('/api/admin/comments').expect(401);
    const byContent = await as(ADMIN).get('/api/admin/comments').query({ search: 'खोजिने' }).expect(200);
    expect(byContent.body).toHaveLength(1);
    const byTitle = await as(ADMIN)
      .get('/api/admin/comments')
      .query({ search: `लेख ${article}` })
      .expect(200);
    expect(byTitle.body.map((c: { content: string }) => c.content)).toContain('खोजिने टिप्पणी');
    const byUser = await as(ADMIN).get('/api/admin/comments').query({ search: 'अर्जुन' }).expect(200);
    expect(Number(byUser.headers['x-total-count'])).toBeGreaterThan(0);
    const hidden = await as(ADMIN).get('/api/admin/comments').query({ status: 'hidden' }).expect(200);
    expect(hidden.body.every((c: { hidden: boolean }) => c.hidden)).toBe(true);
  });

  it('publishes the comment total for the dashboard', async () => {
    const article = await newArticle();
    await as(await newUser())
      .post(`/api/articles/${article}/comments`)
      .send({ content: 'गन्ती' })
      .expect(201);
    const [{ total }] = await db_query(
      `SELECT count(*)::int AS total FROM comments.comments WHERE deleted_at IS NULL`,
      [],
    );
    // The outbox relay appends the event once the comment's transaction committed.
    const latest = async () => {
      const entries = await redis.xrevrange(`${space.prefix}events:comments`, '+', '-', 'COUNT', 1);
      return entries.length > 0 && (JSON.parse(entries[0][1][5]) as { total: number }).total === total;
    };
    await until(latest, 5000, 'the total in the stream');
  });
});
