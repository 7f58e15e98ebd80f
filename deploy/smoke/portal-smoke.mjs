// Smoke test of a running portal, through its gateway only (plus the MailDev
// inbox for the reset mail). Used by deploy/compose-smoke.sh; works against
// any running portal (compose, Kubernetes, npm start). Node built-ins only.
//
//   node deploy/smoke/portal-smoke.mjs create   sign up, admin publishes an article with an
//                                                uploaded image, the image loads from /media/,
//                                                a comment, a reset mail, the new password works;
//                                                writes what it made to SMOKE_STATE
//   node deploy/smoke/portal-smoke.mjs verify   what `create` made is still there
//   node deploy/smoke/portal-smoke.mjs absent   the article of SMOKE_STATE is not there
//
// Environment: GATEWAY_URL (http://127.0.0.1:8080), MAILDEV_URL (for create),
// ADMIN_EMAIL, ADMIN_PASSWORD, SMOKE_STATE (file, default ./smoke-state.json),
// SMOKE_EXPECT_DEMO=1 (create: the demo seed must have run, its pictures with variants).
// Prints one line per check and "smoke: N passed, N failed".
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const phase = process.argv[2];
const GATEWAY = (process.env.GATEWAY_URL || 'http://127.0.0.1:8080').replace(/\/$/, '');
const MAILDEV = (process.env.MAILDEV_URL || '').replace(/\/$/, '');
const STATE = process.env.SMOKE_STATE || 'smoke-state.json';
const ADMIN = { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD };

let passed = 0;
let failed = 0;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const sha256 = (buf) => createHash('sha256').update(buf).digest('hex');

async function check(name, fn) {
  const t0 = Date.now();
  try {
    const detail = await fn();
    passed++;
    console.log(`  ok   ${name}${detail ? ` (${detail})` : ''} [${Date.now() - t0} ms]`);
    return true;
  } catch (err) {
    failed++;
    console.log(`  FAIL ${name}: ${err.message}`);
    return false;
  }
}

function assert(cond, msg) {
  if (!cond) throw new Error(msg);
}

/** A client with its own cookie jar (one session). */
function client() {
  const jar = new Map();
  return async function request(path, { method = 'GET', json, body, headers = {}, raw = false } = {}) {
    const h = { ...headers };
    if (jar.size) h.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (json !== undefined) {
      h['content-type'] = 'application/json';
      body = JSON.stringify(json);
    }
    const res = await fetch(`${GATEWAY}${path}`, {
      method,
      headers: h,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30000),
    });
    for (const c of res.headers.getSetCookie?.() ?? []) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
    }
    const buf = Buffer.from(await res.arrayBuffer());
    let data = null;
    if (!raw && (res.headers.get('content-type') || '').includes('json'))
      data = JSON.parse(buf.toString('utf8') || 'null');
    return { status: res.status, headers: res.headers, data, buf, text: () => buf.toString('utf8') };
  };
}

const expectStatus = (r, ok, what) =>
  assert(ok.includes(r.status), `${what}: HTTP ${r.status} ${r.text().slice(0, 300)}`);

/** A real 48x32 RGB PNG (a gradient), made here so the test needs no image files. */
function makePng(seed) {
  const w = 48;
  const h = 32;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = [];
  for (let y = 0; y < h; y++) {
    const row = Buffer.alloc(1 + w * 3);
    for (let x = 0; x < w; x++) {
      row[1 + x * 3] = (x * 5 + seed[0]) & 0xff;
      row[2 + x * 3] = (y * 7 + seed[1]) & 0xff;
      row[3 + x * 3] = (x * y + seed[2]) & 0xff;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function retry(fn, { tries = 30, delayMs = 1000 } = {}) {
  let last;
  for (let i = 0; i < tries; i++) {
    try {
      return await fn();
    } catch (err) {
      last = err;
      await sleep(delayMs);
    }
  }
  throw last;
}

async function gatewayBasics() {
  const anon = client();
  await check('gateway /healthz answers 200', async () => {
    const r = await anon('/healthz');
    expectStatus(r, [200], 'GET /healthz');
  });
  await check('the SPA is served at /', async () => {
    const r = await anon('/', { raw: true });
    expectStatus(r, [200], 'GET /');
    assert(/<div id="root">/.test(r.text()) || /<html/i.test(r.text()), 'no HTML page at /');
    assert(r.headers.get('x-frame-options') === 'DENY', 'security headers missing');
  });
  await check('/metrics is not reachable from outside (404)', async () => {
    const r = await anon('/metrics');
    expectStatus(r, [404], 'GET /metrics');
  });
}

async function create() {
  const run = randomBytes(4).toString('hex');
  const state = { run };
  const admin = client();
  const user = client();
  const anon = client();
  state.user = { email: `smoke-${run}@example.com`, password: `first-${run}`, firstName: 'स्मोक', lastName: 'परीक्षण' };

  await gatewayBasics();
  if (process.env.SMOKE_EXPECT_DEMO === '1') {
    await check('the demo seed ran: demo articles, their pictures with responsive variants', async () => {
      // The seed is a one-shot container that may still be making pictures when the services are
      // healthy: wait for its articles (bounded), before this test writes any article of its own.
      const deadline = Date.now() + Number(process.env.SMOKE_SEED_TIMEOUT_S ?? 600) * 1000;
      let demo;
      for (;;) {
        const r = await anon('/api/articles?limit=100');
        expectStatus(r, [200], 'GET /api/articles');
        demo = r.data.filter((a) => /^\/media\/demo\//.test(a.imageUrl ?? ''));
        if (demo.length >= 20 || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
      assert(demo.length >= 20, `${demo.length} demo articles`);
      const original = demo[0].imageUrl;
      const m = /^(\/media\/demo\/.+-(\d+)x\d+)\.jpg$/.exec(original);
      assert(m, `${original} is not named as an original with variants`);
      for (const variant of [`${m[1]}-w320.avif`, `${m[1]}-w320.webp`, original]) {
        const img = await anon(variant, { raw: true });
        expectStatus(img, [200], `GET ${variant}`);
      }
      return `${demo.length} articles, ${m[2]} px wide pictures with variants`;
    });
  }
  await check('a reader signs up', async () => {
    const { email, password, firstName, lastName } = state.user;
    const r = await user('/api/auth/signup', { method: 'POST', json: { firstName, lastName, email, password } });
    expectStatus(r, [200, 201], 'POST /api/auth/signup');
    const me = await user('/api/auth/user');
    expectStatus(me, [200], 'GET /api/auth/user after signup');
    assert(me.data?.email === email, `signed in as ${me.data?.email}`);
    return email;
  });
  await check('the admin signs in', async () => {
    const r = await admin('/api/auth/login', { method: 'POST', json: ADMIN });
    expectStatus(r, [200], 'POST /api/auth/login');
    assert(r.data?.role === 'admin', `role ${r.data?.role}`);
  });
  let categoryId;
  await check('categories are listed', async () => {
    const r = await anon('/api/categories');
    expectStatus(r, [200], 'GET /api/categories');
    const cat = r.data.find((c) => c.slug === 'latest-news') ?? r.data[0];
    assert(cat, 'no category');
    categoryId = cat.id;
    return `${r.data.length} categories`;
  });
  const png = makePng(randomBytes(3));
  await check('the admin uploads an image', async () => {
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), `smoke-${run}.png`);
    const r = await admin('/api/upload', { method: 'POST', body: form });
    expectStatus(r, [200, 201], 'POST /api/upload');
    assert(typeof r.data?.url === 'string' && r.data.url.startsWith('/media/'), `url ${r.data?.url}`);
    // The portal stores uploads re-encoded (upright, metadata stripped: issue 9), so the
    // stored bytes are checked against the first answer, and the picture by its size.
    state.image = { url: r.data.url, width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    return r.data.url;
  });
  await check('the admin creates an article and publishes it', async () => {
    state.article = {
      title: `धुवाँ परीक्षण ${run}: कन्टेनरमा पोर्टल`,
      summary: 'डिप्लोय परीक्षणको सारांश',
      content: 'यो लेख docker compose को धुवाँ परीक्षणले बनाएको हो। तस्बिर /media/ बाट आउँछ।',
    };
    const created = await admin('/api/articles', {
      method: 'POST',
      json: { ...state.article, imageUrl: state.image.url, imageUrls: [], categoryId, published: false },
    });
    expectStatus(created, [200, 201], 'POST /api/articles');
    state.article.id = created.data.id;
    const published = await admin(`/api/articles/${state.article.id}`, { method: 'PUT', json: { published: true } });
    expectStatus(published, [200], `PUT /api/articles/${state.article.id}`);
    return `article ${state.article.id}`;
  });
  await check('readers see the published article', async () => {
    const r = await anon(`/api/articles/${state.article.id}`);
    expectStatus(r, [200], 'GET /api/articles/{id}');
    assert(r.data.published === true && r.data.title === state.article.title, 'not published or wrong title');
    assert(r.data.imageUrl === state.image.url, `imageUrl ${r.data.imageUrl}`);
  });
  await check("the article page's HTML (server-rendered) carries its title in an <h1> and og:title", async () => {
    const res = await fetch(`${GATEWAY}/article/${state.article.id}`, { signal: AbortSignal.timeout(10_000) });
    assert(res.status === 200, `GET /article/{id} answered ${res.status}`);
    const html = await res.text();
    assert(html.includes(`>${state.article.title}</h1>`), 'no <h1> with the title');
    assert(html.includes(`<meta property="og:title" content="${state.article.title}">`), 'no og:title');
    const missing = await fetch(`${GATEWAY}/article/999999999`, { signal: AbortSignal.timeout(10_000) });
    assert(missing.status === 404, `a missing article answered ${missing.status}`);
  });
  await check('the image loads from /media/ through the gateway', () => imageLoads(anon, state));
  await check('the reader posts a comment', async () => {
    state.comment = { content: `राम्रो लेख! (${run})` };
    // The comments service learns of new articles from events: allow a few seconds.
    const r = await retry(async () => {
      const res = await user(`/api/articles/${state.article.id}/comments`, { method: 'POST', json: state.comment });
      expectStatus(res, [200, 201], 'POST /api/articles/{id}/comments');
      return res;
    });
    state.comment.id = r.data.id;
    return `comment ${r.data.id}`;
  });
  await check('the comment is listed under the article', () => commentListed(anon, state));
  await check('a password-reset mail arrives and its link resets the password', async () => {
    assert(MAILDEV, 'MAILDEV_URL is not set');
    const since = Date.now() - 5000;
    const r = await anon('/api/auth/forgot-password', { method: 'POST', json: { email: state.user.email } });
    expectStatus(r, [200], 'POST /api/auth/forgot-password');
    const mail = await retry(async () => {
      let list = null;
      for (const path of ['/api/email', '/email']) {
        // MailDev 3 serves its REST API under /api, MailDev 2 at the root.
        const res = await fetch(`${MAILDEV}${path}`, { signal: AbortSignal.timeout(5000) });
        if (res.ok) {
          list = await res.json();
          break;
        }
      }
      assert(Array.isArray(list), 'no MailDev inbox');
      // The reset mail (the account also got a verification mail at sign-up).
      const found = list.find(
        (m) =>
          (m.to ?? []).some((t) => t.address?.toLowerCase() === state.user.email) &&
          new Date(m.date ?? m.time ?? 0).getTime() >= since &&
          `${m.text ?? ''} ${m.html ?? ''}`.includes('/reset-password?token='),
      );
      assert(found, 'no reset mail yet');
      return found;
    });
    const text = `${mail.text ?? ''} ${mail.html ?? ''}`;
    const link = text.match(/https?:\/\/[^\s"'<>]*\/reset-password\?token=[A-Za-z0-9._~%-]+/)?.[0];
    assert(link, 'no reset link in the mail');
    const token = new URL(link.replace(/&amp;/g, '&')).searchParams.get('token');
    state.user.password = `second-${run}`;
    const reset = await anon('/api/auth/reset-password', {
      method: 'POST',
      json: { token, password: state.user.password },
    });
    expectStatus(reset, [200], 'POST /api/auth/reset-password');
    await loginWorks(state);
    return `"${mail.subject}"`;
  });

  writeFileSync(STATE, JSON.stringify(state, null, 2));
}

async function imageLoads(anon, state) {
  const r = await anon(state.image.url, { raw: true });
  expectStatus(r, [200], `GET ${state.image.url}`);
  assert(
    (r.headers.get('content-type') || '').startsWith('image/png'),
    `content-type ${r.headers.get('content-type')}`,
  );
  const [width, height] = [r.buf.readUInt32BE(16), r.buf.readUInt32BE(20)];
  assert(width === state.image.width && height === state.image.height, `a ${width}×${height} picture`);
  // The same bytes every time (after down/up and after a restore) as on the first load.
  state.image.sha256 ??= sha256(r.buf);
  assert(sha256(r.buf) === state.image.sha256, `the bytes differ (${r.buf.length} bytes)`);
  return `${r.buf.length} bytes, ${width}×${height}, same sha256`;
}

async function commentListed(anon, state) {
  const r = await anon(`/api/articles/${state.article.id}/comments`);
  expectStatus(r, [200], 'GET /api/articles/{id}/comments');
  const found = r.data.find((c) => c.id === state.comment.id);
  assert(found && found.content === state.comment.content, 'comment not found');
  return `${r.data.length} comment(s)`;
}

async function loginWorks(state) {
  const fresh = client();
  const r = await fresh('/api/auth/login', {
    method: 'POST',
    json: { email: state.user.email, password: state.user.password },
  });
  expectStatus(r, [200], 'POST /api/auth/login with the new password');
}

async function verify() {
  const state = JSON.parse(readFileSync(STATE, 'utf8'));
  const anon = client();
  await gatewayBasics();
  await check(`article ${state.article.id} is still there`, async () => {
    const r = await retry(
      async () => {
        const res = await anon(`/api/articles/${state.article.id}`);
        expectStatus(res, [200], 'GET /api/articles/{id}');
        return res;
      },
      { tries: 10 },
    );
    assert(r.data.title === state.article.title && r.data.published === true, 'title or state changed');
  });
  await check('its image is still served from /media/', () => imageLoads(anon, state));
  await check('its comment is still there', () => commentListed(anon, state));
  await check('the reader signs in with the reset password', () => loginWorks(state));
  await check('the admin signs in', async () => {
    const r = await client()('/api/auth/login', { method: 'POST', json: ADMIN });
    expectStatus(r, [200], 'POST /api/auth/login');
  });
}

async function absent() {
  const state = JSON.parse(readFileSync(STATE, 'utf8'));
  const anon = client();
  await check(`article ${state.article.id} is gone (fresh volumes)`, async () => {
    const r = await anon(`/api/articles/${state.article.id}`);
    assert(r.status === 404 || (r.status === 200 && r.data?.title !== state.article.title), `HTTP ${r.status}`);
  });
  await check('its image is gone', async () => {
    const r = await anon(state.image.url, { raw: true });
    expectStatus(r, [404], `GET ${state.image.url}`);
  });
}

const phases = { create, verify, absent };
if (!phases[phase]) {
  console.error('usage: portal-smoke.mjs create|verify|absent');
  process.exit(2);
}
console.log(`smoke ${phase} against ${GATEWAY}`);
await phases[phase]();
console.log(`smoke: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
