// Who may keep each kind of answer (docs/architecture.md, "Caches"), as a CDN in front of the
// gateway would see it: anonymous pages, feeds, sitemaps and public API reads are shared for a
// minute and named by purge tags, with ETags that answer 304; personal and admin answers are
// never kept; media and hashed assets are kept long.
import { expect, test } from './fixtures';
import {
  adminCredentials,
  categoryIds,
  createArticleViaApi,
  deleteArticleViaApi,
  logInViaApi,
  pngFile,
  uniqueTitle,
} from './web-helpers';

const SHARED_READ = 'public, max-age=0, s-maxage=60, stale-while-revalidate=30';
const FEED = 'public, max-age=60, s-maxage=300, stale-while-revalidate=60';
const PERSONAL = 'private, no-store';

test('every kind of answer says who may keep it', async ({ playwright, baseURL }) => {
  const admin = adminCredentials();
  test.skip(!admin, 'needs ADMIN_EMAIL and ADMIN_PASSWORD');
  const editor = await playwright.request.newContext({ baseURL });
  const reader = await playwright.request.newContext({ baseURL });
  try {
    await logInViaApi(editor, admin!.email, admin!.password);
    const ids = await categoryIds(editor);
    const article = await createArticleViaApi(editor, {
      title: uniqueTitle('Headers'),
      content: 'पहिलो अनुच्छेद',
      categoryId: ids['latest-news'],
      published: true,
    });

    /**
     * A shared answer: its Cache-Control, its tags and an ETag; `revalidate`: a 304 for it (only
     * where nothing else changes the answer meanwhile: other tests publish onto the lists).
     */
    const expectShared = async (path: string, cacheControl: string, tags: string[], revalidate = false) => {
      const res = await reader.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toBe(cacheControl);
      expect(res.headers()['cache-tag']?.split(','), path).toEqual(expect.arrayContaining(tags));
      expect(res.headers()['surrogate-key']?.split(' '), path).toEqual(expect.arrayContaining(tags));
      const etag = res.headers()['etag'];
      expect(etag, `${path} has an ETag`).toBeTruthy();
      if (!revalidate) return;
      // Its ETag, sent back, is a 304 (tried again should another test's change land between).
      await expect
        .poll(
          async () => {
            const fresh = (await reader.get(path)).headers()['etag'];
            return (await reader.get(path, { headers: { 'if-none-match': fresh } })).status();
          },
          { message: `${path} revalidated` },
        )
        .toBe(304);
    };
    await expectShared('/', SHARED_READ, ['lists']);
    // A page that changes with no article: the same ETag from one render to the next.
    await expectShared('/about', SHARED_READ, ['lists'], true);
    await expectShared(`/article/${article.id}`, SHARED_READ, ['lists', `article-${article.id}`]);
    await expectShared('/rss.xml', FEED, ['lists']);
    await expectShared('/sitemap.xml', FEED, ['lists']);
    await expectShared('/api/articles?limit=5', SHARED_READ, ['lists']);
    await expectShared(
      `/api/articles/${article.id}`,
      SHARED_READ,
      [`article-${article.id}`, `section-${ids['latest-news']}`],
      true,
    );
    await expectShared(`/api/articles/${article.id}/comments`, SHARED_READ, [`comments-${article.id}`]);

    // Personal and editors' answers: never kept, not even the public routes when signed in.
    for (const path of ['/api/auth/user', '/api/admin/stats', '/api/admin/audit', '/api/articles?limit=5', '/']) {
      const res = await editor.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toBe(PERSONAL);
      expect(res.headers()['cache-tag'], path).toBeUndefined();
    }
    // An error is kept by nobody (a 404 of an article about to be published must not outlive it).
    const missing = await reader.get('/api/articles/999999999');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('no-store');

    // Media: random names never reused, so kept long by everyone.
    const upload = await editor.post('/api/upload', { multipart: { image: pngFile('h.png', [200, 30, 30], 64) } });
    expect(upload.status(), await upload.text()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const media = await reader.get(url);
    expect(media.status()).toBe(200);
    expect(media.headers()['cache-control']).toMatch(/public, max-age=\d{5,}/);
    // Hashed build files: a year, immutable.
    const html = await (await reader.get('/')).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset, 'the page names a script').toBeTruthy();
    expect((await reader.get(asset!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await deleteArticleViaApi(editor, article.id);
  } finally {
    await editor.dispose();
    await reader.dispose();
  }
});
