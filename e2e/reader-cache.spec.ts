// The gateway's micro-cache as editors and readers meet it (gateway/nginx.conf.template):
// anonymous readers are served from the shared cache, editors with a session never are.
import { expect, test } from './fixtures';
import {
  adminCredentials,
  categoryIds,
  createArticleViaApi,
  deleteArticleViaApi,
  logInViaApi,
  newAccount,
  signUpViaApi,
  uniqueTitle,
} from './web-helpers';

/** The micro-cache's validity (2 s) plus the one background update that may still answer stale. */
const CACHE_BOUND_MS = 8_000;

test('an edit and an unpublish reach readers within the cache validity, and the editor at once', async ({
  playwright,
  baseURL,
}) => {
  const admin = adminCredentials();
  test.skip(!admin, 'needs ADMIN_EMAIL and ADMIN_PASSWORD');
  const editor = await playwright.request.newContext({ baseURL });
  const reader = await playwright.request.newContext({ baseURL });
  try {
    await logInViaApi(editor, admin!.email, admin!.password);
    const ids = await categoryIds(editor);
    const title = uniqueTitle('Cache');
    const article = await createArticleViaApi(editor, {
      title,
      content: 'पहिलो अनुच्छेद',
      categoryId: ids['latest-news'],
      published: true,
    });
    const url = `/api/articles/${article.id}`;

    // A reader's copy is cached: the second answer is a HIT with the same title.
    await expect
      .poll(async () => {
        const r = await reader.get(url);
        return `${r.status()} ${r.headers()['x-cache-status']} ${(await r.json()).title}`;
      })
      .toBe(`200 HIT ${title}`);

    const edited = `${title} (edited)`;
    expect((await editor.put(url, { data: { title: edited } })).status()).toBe(200);
    // The editor's own signed-in view bypasses the shared cache: the edit shows at once.
    const own = await editor.get(url);
    expect(own.headers()['x-cache-status']).toBe('BYPASS');
    expect((await own.json()).title).toBe(edited);
    await expect
      .poll(async () => (await (await reader.get(url)).json()).title, { timeout: CACHE_BOUND_MS })
      .toBe(edited);

    expect((await editor.put(url, { data: { published: false } })).status()).toBe(200);
    expect((await editor.get(url)).status()).toBe(200);
    await expect.poll(async () => (await reader.get(url)).status(), { timeout: CACHE_BOUND_MS }).toBe(404);
    await deleteArticleViaApi(editor, article.id);
  } finally {
    await editor.dispose();
    await reader.dispose();
  }
});

test('answers are compressed once, keyed by encoding, and 304 to a matching ETag', async ({ playwright, baseURL }) => {
  const reader = await playwright.request.newContext({ baseURL });
  try {
    // A demo article no test edits, so its ETag stays put while other tests run.
    const list = (await (await reader.get('/api/articles?limit=50')).json()) as { id: number }[];
    const url = `/api/articles/${list[list.length - 1].id}`;
    await expect
      .poll(
        async () =>
          (await reader.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } })).headers()['x-cache-status'],
      )
      .toBe('HIT');
    const gz = await reader.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');
    const plain = await reader.get(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await plain.json()).toEqual(await gz.json());
    const etag = gz.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await reader.get(url, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(again.status()).toBe(304);
  } finally {
    await reader.dispose();
  }
});

test("a signed-in reader's list bypasses the shared cache, shows an edit within the bound and never a draft", async ({
  playwright,
  baseURL,
}) => {
  const admin = adminCredentials();
  test.skip(!admin, 'needs ADMIN_EMAIL and ADMIN_PASSWORD');
  const editor = await playwright.request.newContext({ baseURL });
  const reader = await playwright.request.newContext({ baseURL });
  try {
    await logInViaApi(editor, admin!.email, admin!.password);
    await signUpViaApi(reader, newAccount('list-reader'));
    const ids = await categoryIds(editor);
    const title = uniqueTitle('Signed list');
    const draftTitle = uniqueTitle('Signed draft');
    const article = await createArticleViaApi(editor, {
      title,
      content: 'पहिलो अनुच्छेद',
      categoryId: ids['latest-news'],
      published: true,
    });
    const draft = await createArticleViaApi(editor, {
      title: draftTitle,
      content: 'मस्यौदा',
      categoryId: ids['latest-news'],
      published: false,
    });
    const titles = async (who: typeof reader) => {
      const r = await who.get('/api/articles?limit=50');
      expect(r.headers()['x-cache-status']).toBe('BYPASS');
      return ((await r.json()) as { title: string }[]).map((a) => a.title);
    };
    await expect.poll(() => titles(reader), { timeout: CACHE_BOUND_MS }).toContain(title);
    expect(await titles(reader)).not.toContain(draftTitle);
    // The editor's own list has the draft at once (never the readers' copy).
    expect(await titles(editor)).toContain(draftTitle);

    const edited = `${title} (edited)`;
    expect((await editor.put(`/api/articles/${article.id}`, { data: { title: edited } })).status()).toBe(200);
    expect(await titles(editor)).toContain(edited);
    await expect.poll(() => titles(reader), { timeout: CACHE_BOUND_MS }).toContain(edited);
    expect(await titles(reader)).not.toContain(draftTitle);
    await deleteArticleViaApi(editor, article.id);
    await deleteArticleViaApi(editor, draft.id);
  } finally {
    await editor.dispose();
    await reader.dispose();
  }
});
