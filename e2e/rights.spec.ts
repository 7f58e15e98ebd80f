// Every route of the contract, called through the gateway of the real stack with no session and
// as each of the four roles (issue 21): each caller must get the answer the one table of rights
// gives it (services/shared/src/rights.ts `expectedAnswer`, from each route's `x-right` /
// `x-public` in contract/openapi.json, which @Can / @Public write). Allowed callers are given what
// the route's own checks need (their own draft, their own comment, real ids), so an allowed
// answer is the route's real one (2xx, or the 400 it gives that input), never a 401/403.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from './fixtures';
import {
  expectedAnswer,
  rightsTableMarkdown,
  ROLES,
  routeAccess,
  routesTableMarkdown,
  type Access,
  type Role,
} from '../services/shared/src/rights';
import {
  adminCredentials,
  categoryIds,
  logInViaApi,
  newAccount,
  pngFile,
  uniqueTitle,
  verifyLinkOf,
  waitForMail,
  type Account,
} from './web-helpers';

const ROOT = path.join(__dirname, '..');
const contract = JSON.parse(readFileSync(path.join(ROOT, 'contract', 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};

type Caller = Role | null;
// No session and the reader come first: they are pointed at the contributor's draft, so the
// contributor's own 204 on it afterwards shows that their refused DELETE removed nothing.
const CALLERS: Caller[] = [null, ...ROLES];
const callerName = (caller: Caller) => caller ?? 'no session';

/** What one caller uses: its contexts and the fixtures made for it (its own draft, its own comment). */
interface Seat {
  request: APIRequestContext;
  /** A second session of the same user: POST /api/auth/logout ends it, not `request`'s. */
  spare: APIRequestContext;
  draftId: number;
  revisionId: number;
  doomedDraftId: number;
  commentId: number;
  /** A section made for this caller to delete (an editor's or admin's goes; the others' stay). */
  doomedSectionId: number;
}

interface World {
  articleId: number;
  categoryId: number;
  /** A section the test made (editors and admins rename it). */
  sectionId: number;
  /** The slug of a tag the published article carries. */
  tagSlug: string;
  /** Every section the test made, to remove at the end. */
  createdSections: number[];
  /** A comment by someone else, to like, reply to, report and moderate. */
  othersCommentId: number;
  /** A reader whose role and visibility admins set (to what they are: nothing changes). */
  targetUserId: string;
  seats: Map<Caller, Seat>;
}

/**
 * How each route is called, and the answers an allowed caller may get (the route's own answer to
 * that input). Phase orders the calls: what removes a caller's comment or draft comes after every
 * other call, and what ends the caller's sessions last of all.
 */
interface Plan {
  call: (seat: Seat, world: World) => Promise<APIResponse>;
  ok: number[];
  phase?: 1 | 2 | 3;
}

const unique = () => `${Date.now().toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

const PLANS: Record<string, Plan> = {
  'GET /api/admin/audit': { call: (s) => s.request.get('/api/admin/audit?limit=5'), ok: [200] },
  'GET /api/admin/comments': { call: (s) => s.request.get('/api/admin/comments?limit=5'), ok: [200] },
  'PUT /api/admin/comments/{id}/visibility': {
    call: (s, w) => s.request.put(`/api/admin/comments/${w.othersCommentId}/visibility`, { data: { hidden: false } }),
    ok: [200],
  },
  'GET /api/admin/stats': { call: (s) => s.request.get('/api/admin/stats'), ok: [200] },
  'GET /api/admin/users': { call: (s) => s.request.get('/api/admin/users?limit=5'), ok: [200] },
  'POST /api/admin/users': {
    call: (s) =>
      s.request.post('/api/admin/users', {
        data: { ...newAccount('rights-added'), email: `rights-added-${unique()}@example.com`, role: 'client' },
      }),
    ok: [201],
  },
  'PUT /api/admin/users/{id}/hidden': {
    call: (s, w) => s.request.put(`/api/admin/users/${w.targetUserId}/hidden`, { data: { hidden: false } }),
    ok: [200],
  },
  'PUT /api/admin/users/{id}/role': {
    call: (s, w) => s.request.put(`/api/admin/users/${w.targetUserId}/role`, { data: { role: 'client' } }),
    ok: [200],
  },
  'GET /api/articles': { call: (s) => s.request.get('/api/articles?limit=5'), ok: [200] },
  'POST /api/articles': {
    call: (s, w) =>
      s.request.post('/api/articles', {
        data: { title: uniqueTitle('अधिकार'), content: 'अधिकार जाँच।', categoryId: w.categoryId, published: false },
      }),
    ok: [201],
  },
  'GET /api/articles/{articleId}/comments': {
    call: (s, w) => s.request.get(`/api/articles/${w.articleId}/comments`),
    ok: [200],
  },
  'POST /api/articles/{articleId}/comments': {
    call: (s, w) => s.request.post(`/api/articles/${w.articleId}/comments`, { data: { content: 'अधिकार टिप्पणी' } }),
    ok: [201],
  },
  'GET /api/articles/{id}': { call: (s, w) => s.request.get(`/api/articles/${w.articleId}`), ok: [200] },
  'PUT /api/articles/{id}': {
    call: (s) => s.request.put(`/api/articles/${s.draftId}`, { data: { summary: `सम्पादन ${unique()}` } }),
    ok: [200],
  },
  'DELETE /api/articles/{id}': {
    call: (s) => s.request.delete(`/api/articles/${s.doomedDraftId}`),
    ok: [204],
    phase: 1,
  },
  'GET /api/articles/{id}/revisions': { call: (s) => s.request.get(`/api/articles/${s.draftId}/revisions`), ok: [200] },
  'GET /api/articles/{id}/revisions/{revisionId}': {
    call: (s) => s.request.get(`/api/articles/${s.draftId}/revisions/${s.revisionId}`),
    ok: [200],
  },
  'POST /api/articles/{id}/revisions/{revisionId}/restore': {
    call: (s) => s.request.post(`/api/articles/${s.draftId}/revisions/${s.revisionId}/restore`),
    ok: [200],
  },
  'POST /api/auth/forgot-password': {
    call: (s) => s.request.post('/api/auth/forgot-password', { data: { email: `nobody-${unique()}@example.com` } }),
    ok: [200],
  },
  // Signing in or up again would replace the caller's session: the input is refused instead,
  // which only the route itself does (validation runs after the guard).
  'POST /api/auth/login': { call: (s) => s.request.post('/api/auth/login', { data: {} }), ok: [400] },
  'POST /api/auth/signup': { call: (s) => s.request.post('/api/auth/signup', { data: {} }), ok: [400] },
  'POST /api/auth/logout': { call: (s) => s.spare.post('/api/auth/logout'), ok: [200], phase: 2 },
  'POST /api/auth/logout-all': { call: (s) => s.request.post('/api/auth/logout-all'), ok: [200], phase: 3 },
  'POST /api/auth/password': { call: (s) => s.request.post('/api/auth/password', { data: {} }), ok: [400] },
  'PUT /api/auth/profile': {
    call: (s) => s.request.put('/api/auth/profile', { data: { lastName: 'शर्मा' } }),
    ok: [200],
  },
  // Every caller here is verified already: the route answers that.
  'POST /api/auth/resend-verification': { call: (s) => s.request.post('/api/auth/resend-verification'), ok: [400] },
  'POST /api/auth/reset-password': {
    call: (s) =>
      s.request.post('/api/auth/reset-password', { data: { token: 'no-such-token', password: 'secret-123' } }),
    ok: [400],
  },
  'GET /api/auth/session': { call: (s) => s.request.get('/api/auth/session'), ok: [204] },
  'GET /api/auth/user': { call: (s) => s.request.get('/api/auth/user'), ok: [200] },
  'POST /api/auth/verify-email': {
    call: (s) => s.request.post('/api/auth/verify-email', { data: { token: 'no-such-token' } }),
    ok: [400],
  },
  'GET /api/categories': { call: (s) => s.request.get('/api/categories'), ok: [200] },
  'GET /api/categories/usage': { call: (s) => s.request.get('/api/categories/usage'), ok: [200] },
  'POST /api/categories': {
    call: async (s, w) => {
      const response = await s.request.post('/api/categories', {
        data: { name: `Rights ${unique()}`, slug: `rights-${unique()}` },
      });
      if (response.status() === 201) w.createdSections.push(((await response.json()) as { id: number }).id);
      return response;
    },
    ok: [201],
  },
  'PUT /api/categories/{id}': {
    call: (s, w) => s.request.put(`/api/categories/${w.sectionId}`, { data: { nameNe: `अधिकार ${unique()}` } }),
    ok: [200],
  },
  'DELETE /api/categories/{id}': {
    call: (s) => s.request.delete(`/api/categories/${s.doomedSectionId}`),
    ok: [204],
    phase: 1,
  },
  'GET /api/tags': { call: (s) => s.request.get(`/api/tags?q=${encodeURIComponent('अधिकार')}`), ok: [200] },
  'GET /api/tags/{slug}': { call: (s, w) => s.request.get(`/api/tags/${w.tagSlug}`), ok: [200] },
  'PUT /api/comments/{id}': {
    call: (s) => s.request.put(`/api/comments/${s.commentId}`, { data: { content: 'सम्पादित टिप्पणी' } }),
    ok: [200],
  },
  'DELETE /api/comments/{id}': { call: (s) => s.request.delete(`/api/comments/${s.commentId}`), ok: [204], phase: 1 },
  'POST /api/comments/{id}/like': {
    call: (s, w) => s.request.post(`/api/comments/${w.othersCommentId}/like`),
    ok: [200],
  },
  'POST /api/comments/{id}/reply': {
    call: (s, w) => s.request.post(`/api/comments/${w.othersCommentId}/reply`, { data: { content: 'जवाफ' } }),
    ok: [201],
  },
  'POST /api/comments/{id}/report': {
    call: (s, w) => s.request.post(`/api/comments/${w.othersCommentId}/report`, { data: { reason: 'अधिकार जाँच' } }),
    ok: [200],
  },
  'GET /api/init': { call: (s) => s.request.get('/api/init'), ok: [200] },
  'GET /api/login': { call: (s) => s.request.get('/api/login', { maxRedirects: 0 }), ok: [301, 302, 303, 307, 308] },
  'GET /api/search': { call: (s) => s.request.get(`/api/search?q=${encodeURIComponent('अधिकार')}`), ok: [200] },
  'POST /api/upload': {
    call: (s) => s.request.post('/api/upload', { multipart: { image: pngFile('rights.png', [200, 30, 30]) } }),
    ok: [201],
  },
  // No address outside this machine is reachable here: a loopback one is refused by the route
  // itself (no private addresses), after the guard.
  'POST /api/upload/url': {
    call: (s) => s.request.post('/api/upload/url', { data: { url: 'http://127.0.0.1/rights.png' } }),
    ok: [400],
  },
  'POST /api/upload/multiple': {
    call: (s) => s.request.post('/api/upload/multiple', { multipart: { files: pngFile('rights.png', [30, 30, 200]) } }),
    ok: [201],
  },
};

test.describe.configure({ mode: 'serial' });

test('every route of the contract answers each role and no session as the table of rights says', async ({
  playwright,
}) => {
  test.setTimeout(240_000);
  const started = Date.now();
  const baseURL = test.info().project.use.baseURL;
  const admin = adminCredentials();
  test.skip(!admin, 'ADMIN_EMAIL and ADMIN_PASSWORD of the stack under test are needed');

  // The contract names every route's access, docs/security.md shows the very tables, and this
  // file knows how to call every route (and no other).
  const { routes, missing } = routeAccess(contract);
  expect(missing, 'contract routes that name neither x-right nor x-public').toEqual([]);
  const security = readFileSync(path.join(ROOT, 'docs', 'security.md'), 'utf8');
  expect(security).toContain(rightsTableMarkdown());
  expect(security).toContain(routesTableMarkdown(routes));
  expect(
    routes.map((r) => r.route).filter((route) => !PLANS[route]),
    'contract routes this test does not call',
  ).toEqual([]);
  expect(
    Object.keys(PLANS).filter((route) => !routes.some((r) => r.route === route)),
    'calls of routes the contract lacks',
  ).toEqual([]);

  const contexts: APIRequestContext[] = [];
  const context = async () => {
    const made = await playwright.request.newContext({ baseURL });
    contexts.push(made);
    return made;
  };
  const createdArticles: number[] = [];
  const createdSections: number[] = [];
  try {
    const stackAdmin = await context();
    await logInViaApi(stackAdmin, admin!.email, admin!.password);

    /** A user of `role` added by the admin, signed in twice, with a verified address. */
    const addUser = async (role: Role, label: string) => {
      const account: Account = newAccount(`rights-${label}`);
      const made = await stackAdmin.post('/api/admin/users', { data: { ...account, role } });
      expect(made.status(), `adding a ${role}: ${await made.text()}`).toBe(201);
      const id = ((await made.json()) as { id: string }).id;
      const request = await context();
      await logInViaApi(request, account.email, account.password);
      const resent = await request.post('/api/auth/resend-verification');
      expect(resent.status(), `verification mail for a ${role}: ${await resent.text()}`).toBe(200);
      const token = new URL(verifyLinkOf(await waitForMail(request, account.email)), 'http://x').searchParams.get(
        'token',
      );
      const verified = await request.post('/api/auth/verify-email', { data: { token } });
      expect(verified.status(), `verifying a ${role}: ${await verified.text()}`).toBe(200);
      const spare = await context();
      await logInViaApi(spare, account.email, account.password);
      return { id, request, spare };
    };

    const categoryId = (await categoryIds(stackAdmin))['latest-news'];
    const article = await stackAdmin.post('/api/articles', {
      data: {
        title: uniqueTitle('अधिकार समाचार'),
        content: 'अधिकार जाँचको समाचार।',
        categoryId,
        published: true,
        tagNames: [`अधिकार ${unique()}`],
      },
    });
    expect(article.status()).toBe(201);
    const story = (await article.json()) as { id: number; tags: { slug: string }[] };
    const articleId = story.id;
    createdArticles.push(articleId);
    expect(story.tags).toHaveLength(1);

    /** A section of the test's own (removed at the end when still there). */
    const section = async () => {
      const added = await stackAdmin.post('/api/categories', {
        data: { name: `Rights ${unique()}`, slug: `rights-${unique()}` },
      });
      expect(added.status(), `a section: ${await added.text()}`).toBe(201);
      const id = ((await added.json()) as { id: number }).id;
      createdSections.push(id);
      return id;
    };
    // The comments service learns of the article from its event.
    await expect.poll(async () => (await stackAdmin.get(`/api/articles/${articleId}/comments`)).status()).toBe(200);

    const author = await addUser('client', 'author');
    const target = await addUser('client', 'target');
    const othersComment = await author.request.post(`/api/articles/${articleId}/comments`, {
      data: { content: 'अरूको टिप्पणी' },
    });
    expect(othersComment.status()).toBe(201);

    const draft = async (request: APIRequestContext) => {
      const made = await request.post('/api/articles', {
        data: { title: uniqueTitle('अधिकार मस्यौदा'), content: 'मस्यौदा।', categoryId, published: false },
      });
      expect(made.status(), `a draft: ${await made.text()}`).toBe(201);
      const id = ((await made.json()) as { id: number }).id;
      createdArticles.push(id);
      return id;
    };

    const seats = new Map<Caller, Seat>();
    for (const role of ROLES) {
      const user = await addUser(role, role);
      const comment = await user.request.post(`/api/articles/${articleId}/comments`, {
        data: { content: 'मेरो टिप्पणी' },
      });
      expect(comment.status()).toBe(201);
      const staff = role !== 'client';
      // Staff write their own drafts; a reader (refused anyway) is pointed at a contributor's.
      const draftId = staff ? await draft(user.request) : 0;
      const revisions = staff ? await user.request.get(`/api/articles/${draftId}/revisions`) : null;
      seats.set(role, {
        request: user.request,
        spare: user.spare,
        draftId,
        revisionId: revisions ? ((await revisions.json()) as { id: number }[])[0].id : 0,
        doomedDraftId: staff ? await draft(user.request) : 0,
        commentId: ((await comment.json()) as { id: number }).id,
        doomedSectionId: await section(),
      });
    }
    const contributor = seats.get('contributor')!;
    const borrowed = {
      draftId: contributor.draftId,
      revisionId: contributor.revisionId,
      doomedDraftId: contributor.doomedDraftId,
    };
    Object.assign(seats.get('client')!, borrowed);
    const anonymous = await context();
    seats.set(null, {
      request: anonymous,
      spare: anonymous,
      ...borrowed,
      commentId: contributor.commentId,
      doomedSectionId: contributor.doomedSectionId,
    });

    const world: World = {
      articleId,
      categoryId,
      sectionId: await section(),
      tagSlug: story.tags[0].slug,
      createdSections,
      othersCommentId: ((await othersComment.json()) as { id: number }).id,
      targetUserId: target.id,
      seats,
    };
    const setupMs = Date.now() - started;

    // The walk: every route, every caller, in phases.
    const wrong: string[] = [];
    let checked = 0;
    const walkStarted = Date.now();
    const byPhase = [...routes].sort((a, b) => (PLANS[a.route].phase ?? 0) - (PLANS[b.route].phase ?? 0));
    for (const { route, access } of byPhase) {
      for (const caller of CALLERS) {
        const plan = PLANS[route];
        const response = await plan.call(seats.get(caller)!, world);
        const status = response.status();
        const want = expectedAnswer(access as Access, caller);
        const fine = want === 'allowed' ? plan.ok.includes(status) : status === want;
        checked += 1;
        if (!fine) {
          const body = (await response.text()).slice(0, 160);
          wrong.push(
            `${route} as ${callerName(caller)} (${access}): got ${status}, want ${want === 'allowed' ? plan.ok.join('/') : want} ${body}`,
          );
        }
      }
    }
    console.log(
      `rights: ${routes.length} routes x ${CALLERS.length} callers = ${checked} answers checked; ` +
        `setup ${(setupMs / 1000).toFixed(1)} s, walk ${((Date.now() - walkStarted) / 1000).toFixed(1)} s`,
    );
    expect(wrong, 'answers that differ from the table of rights').toEqual([]);
    expect(checked).toBe(routes.length * CALLERS.length);
  } finally {
    // Best effort: the articles this test made (the deleted drafts answer 404).
    const cleaner = contexts[0];
    if (cleaner) for (const id of createdArticles) await cleaner.delete(`/api/articles/${id}`).catch(() => undefined);
    // ...and its sections (those deleted by the walk answer 404), so no other test meets them.
    if (cleaner) for (const id of createdSections) await cleaner.delete(`/api/categories/${id}`).catch(() => undefined);
    for (const made of contexts) await made.dispose();
  }
});
