// A bounded, open-loop load generator through the gateway: readers list and read articles
// and their comments; signed-in users comment and like. Every request is recorded (time,
// kind, status, latency); every acknowledged (2xx) write is remembered so the drills can
// check afterwards that nothing acknowledged was lost.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The session cookie of a response (`portal_session=...`), for the next requests. */
function cookieOf(res) {
  const set = res.headers.getSetCookie?.() ?? [];
  const session = set.find((c) => c.startsWith('portal_session='));
  return session ? session.split(';')[0] : null;
}

export async function api(base, method, path, { cookie, body, timeoutMs = 10_000 } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text, cookie: cookieOf(res), headers: res.headers };
}

export async function logIn(base, email, password) {
  const r = await api(base, 'POST', '/api/auth/login', { body: { email, password } });
  if (r.status !== 200 || !r.cookie) throw new Error(`login of ${email} answered ${r.status}: ${r.text}`);
  return r.cookie;
}

/** Articles to read and comment on, and writers (signed-up users), made through the API. */
export async function seed(base, admin, { articles = 4, writers = 12 } = {}) {
  const adminCookie = await logIn(base, admin.email, admin.password);
  const cats = await api(base, 'GET', '/api/categories');
  const categoryId = cats.json.find((c) => c.slug === 'latest-news')?.id ?? cats.json[0].id;
  const articleIds = [];
  for (let i = 0; i < articles; i += 1) {
    const r = await api(base, 'POST', '/api/articles', {
      cookie: adminCookie,
      body: {
        title: `अभ्यास समाचार ${i + 1}`,
        summary: 'ड्रिल',
        content: 'पहिलो अनुच्छेद।\nदोस्रो अनुच्छेद।',
        categoryId,
        published: true,
      },
    });
    if (r.status !== 201) throw new Error(`article create answered ${r.status}: ${r.text}`);
    articleIds.push(r.json.id);
  }
  const users = [];
  const stamp = Date.now().toString(36);
  for (let i = 0; i < writers; i += 1) {
    const email = `writer${i}.${stamp}@drill.local`;
    const r = await api(base, 'POST', '/api/auth/signup', {
      body: { firstName: `लेखक${i}`, lastName: 'ड्रिल', email, password: 'drill-pass-1' },
    });
    if (r.status !== 201) throw new Error(`signup answered ${r.status}: ${r.text}`);
    users.push({ email, password: 'drill-pass-1', cookie: r.cookie, id: r.json.id });
  }
  // The comments service learns about articles from events: wait until it knows each one.
  for (const id of articleIds) {
    const end = Date.now() + 30_000;
    while ((await api(base, 'GET', `/api/articles/${id}/comments`)).status !== 200) {
      if (Date.now() > end) throw new Error(`the comments service never learnt article ${id}`);
      await sleep(200);
    }
  }
  return { adminCookie, articleIds, users };
}

/**
 * Runs mixed traffic at `rate` requests per second (open loop: requests start on schedule
 * whether or not earlier ones answered; at most `maxInFlight` at once, a skipped slot counts
 * as a failure) until stop() is called or `durationMs` passes.
 * Mix: 70 % reads (list, article, comments), 30 % writes (comment 1 in 3, like 2 in 3);
 * a writer posts at most one comment every 7 s (the service allows 10 a minute).
 */
export function startLoad(base, world, { rate = 40, durationMs = Infinity, maxInFlight = 64 } = {}) {
  const samples = []; // {t, kind, status, ms}
  const comments = []; // acknowledged comments {id, articleId, content}
  const likes = new Map(); // `${userIndex}:${commentId}` -> liked (the last acknowledged state)
  const lastPost = new Map();
  let inFlight = 0;
  let stopped = false;
  let seq = 0;
  const started = Date.now();

  const pick = (list) => list[Math.floor(Math.random() * list.length)];

  async function one() {
    const roll = Math.random();
    const t = Date.now();
    let kind;
    let call;
    const articleId = pick(world.articleIds);
    if (roll < 0.3) {
      kind = 'list';
      call = api(base, 'GET', '/api/articles?limit=10');
    } else if (roll < 0.5) {
      kind = 'article';
      call = api(base, 'GET', `/api/articles/${articleId}`);
    } else if (roll < 0.7) {
      kind = 'comments';
      call = api(base, 'GET', `/api/articles/${articleId}/comments`);
    } else {
      const userIndex = Math.floor(Math.random() * world.users.length);
      const user = world.users[userIndex];
      const mayPost = (lastPost.get(userIndex) ?? 0) + 7_000 < t;
      if ((roll < 0.8 && mayPost) || comments.length === 0) {
        if (!mayPost) return; // nothing to like yet and this writer must wait: skip the slot
        lastPost.set(userIndex, t);
        kind = 'comment';
        const content = `ड्रिल टिप्पणी ${(seq += 1)} ${t}`;
        call = api(base, 'POST', `/api/articles/${articleId}/comments`, {
          cookie: user.cookie,
          body: { content },
        }).then((r) => {
          if (r.status === 201) comments.push({ id: r.json.id, articleId, content });
          return r;
        });
      } else {
        kind = 'like';
        const target = pick(comments);
        call = api(base, 'POST', `/api/comments/${target.id}/like`, { cookie: user.cookie }).then((r) => {
          if (r.status >= 200 && r.status < 300) likes.set(`${userIndex}:${target.id}`, r.json.liked);
          return r;
        });
      }
    }
    inFlight += 1;
    try {
      const r = await call;
      samples.push({ t, kind, status: r.status, ms: Date.now() - t });
    } catch (error) {
      samples.push({
        t,
        kind,
        status: 0,
        ms: Date.now() - t,
        error: String(error?.cause?.code ?? error?.name ?? error),
      });
    } finally {
      inFlight -= 1;
    }
  }

  const done = (async () => {
    const interval = 1000 / rate;
    let next = Date.now();
    const pending = new Set();
    while (!stopped && Date.now() - started < durationMs) {
      if (inFlight >= maxInFlight) {
        samples.push({ t: Date.now(), kind: 'skipped', status: 0, ms: 0, error: 'too many in flight' });
      } else {
        const p = one();
        pending.add(p);
        void p.finally(() => pending.delete(p));
      }
      next += interval;
      const wait = next - Date.now();
      if (wait > 0) await sleep(wait);
    }
    await Promise.allSettled([...pending]);
  })();

  return {
    samples,
    comments,
    likes,
    stop: async () => {
      stopped = true;
      await done;
    },
    done,
  };
}

/** A failed request: no answer, or a 5xx, or a 429 (the load stays under the limits). */
export const failed = (s) => s.status === 0 || s.status >= 500 || s.status === 429;

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Every acknowledged write is there afterwards: each comment in its article's list, and each
 * like in the state its last acknowledged answer gave (likedByMe as that writer sees it).
 */
/** Every comment of an article (all pages), as `cookie`'s user sees it, by id. */
async function allComments(base, articleId, cookie) {
  const seen = new Map();
  let after = null;
  for (let guard = 0; guard < 500; guard += 1) {
    const q = `?limit=100${after ? `&after=${encodeURIComponent(after)}` : ''}`;
    const r = await api(base, 'GET', `/api/articles/${articleId}/comments${q}`, { cookie });
    if (r.status !== 200) throw new Error(`comments list answered ${r.status}: ${r.text}`);
    for (const c of r.json) seen.set(c.id, c);
    after = r.headers.get('x-next-cursor');
    if (!after) break;
  }
  return seen;
}

/**
 * Every acknowledged write is there afterwards: each comment in its article's list, and each
 * like in the state its last acknowledged answer gave (likedByMe as that writer sees it).
 */
export async function verifyWrites(base, world, load) {
  const missing = [];
  const byArticle = new Map();
  // Read signed in: an anonymous list may come from the gateway's micro-cache, up to 3 s old,
  // without the last comments the load wrote.
  const reader = world.users[0].cookie;
  for (const articleId of world.articleIds) byArticle.set(articleId, await allComments(base, articleId, reader));
  for (const c of load.comments) {
    const found = byArticle.get(c.articleId)?.get(c.id);
    if (!found || found.content !== c.content) missing.push(`comment ${c.id}`);
  }
  const perUser = new Map();
  for (const [key, liked] of load.likes) {
    const [userIndex, commentId] = key.split(':').map(Number);
    if (!perUser.has(userIndex)) perUser.set(userIndex, new Map());
    perUser.get(userIndex).set(commentId, liked);
  }
  for (const [userIndex, wanted] of perUser) {
    const cookie = world.users[userIndex].cookie;
    const seen = new Map();
    for (const articleId of world.articleIds)
      for (const [id, c] of await allComments(base, articleId, cookie)) seen.set(id, c);
    for (const [id, liked] of wanted) {
      if (seen.get(id)?.likedByMe !== liked) missing.push(`like of comment ${id} by writer ${userIndex}`);
    }
  }
  return { comments: load.comments.length, likes: load.likes.size, missing };
}
