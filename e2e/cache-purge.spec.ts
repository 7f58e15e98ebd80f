// Purge on change (services/content/src/services/cache-purge.ts): publishing and then
// unpublishing an article purges the gateway's micro-cache and asks the CDN (here the
// stand-in of Cloudflare's API that infra/e2e.mjs starts) to purge the article's tag.
import { expect, test } from './fixtures';
import {
  adminCredentials,
  categoryIds,
  createArticleViaApi,
  deleteArticleViaApi,
  logInViaApi,
  uniqueTitle,
} from './web-helpers';

const PURGE_BOUND_MS = 5_000;

interface Purge {
  at: number;
  tags: string[];
}

async function cdnPurges(): Promise<Purge[]> {
  return (await (await fetch(`${process.env.E2E_CDN_URL}/purges`)).json()) as Purge[];
}

test('publishing then unpublishing purges the gateway and the CDN within 5 s', async ({ playwright, baseURL }) => {
  const admin = adminCredentials();
  test.skip(!admin || !process.env.E2E_CDN_URL, 'needs the admin and the stand-in CDN of infra/e2e.mjs');
  const editor = await playwright.request.newContext({ baseURL });
  const reader = await playwright.request.newContext({ baseURL });
  try {
    await logInViaApi(editor, admin!.email, admin!.password);
    const ids = await categoryIds(editor);
    const article = await createArticleViaApi(editor, {
      title: uniqueTitle('Purge'),
      content: 'पहिलो अनुच्छेद',
      categoryId: ids['latest-news'],
      published: true,
    });
    const tag = `article-${article.id}`;
    await expect.poll(async () => (await cdnPurges()).some((p) => p.tags.includes(tag))).toBe(true);

    // The reader's page is in the gateway's cache.
    const page = `/article/${article.id}`;
    await expect.poll(async () => (await reader.get(page)).headers()['x-cache-status']).toBe('HIT');

    const unpublishedAt = Date.now();
    expect((await editor.put(`/api/articles/${article.id}`, { data: { published: false } })).status()).toBe(200);
    // The purger empties the gateways before it calls the CDN: once the CDN has the tag,
    // the gateway's copy is gone. Nobody else reads this page, so the next read is a MISS
    // (an entry that had merely expired would be STALE, UPDATING or EXPIRED) and a 404.
    await expect
      .poll(async () => (await cdnPurges()).some((p) => p.at >= unpublishedAt && p.tags.includes(tag)), {
        timeout: PURGE_BOUND_MS,
      })
      .toBe(true);
    const after = await reader.get(page);
    expect(`${after.status()} ${after.headers()['x-cache-status']}`).toBe('404 MISS');

    // A draft's edit is nobody's business but the newsroom's: no purge for it.
    const purgesNow = (await cdnPurges()).length;
    expect(
      (await editor.put(`/api/articles/${article.id}`, { data: { title: `${article.title} (draft)` } })).status(),
    ).toBe(200);
    await deleteArticleViaApi(editor, article.id);
    // The delete of an unpublished article purges nothing either; a published one's would.
    const marker = await createArticleViaApi(editor, {
      title: uniqueTitle('Purge marker'),
      content: 'चिनो',
      categoryId: ids['latest-news'],
      published: true,
    });
    await expect.poll(async () => (await cdnPurges()).some((p) => p.tags.includes(`article-${marker.id}`))).toBe(true);
    const since = (await cdnPurges()).slice(purgesNow);
    expect(since.filter((p) => p.tags.includes(tag))).toEqual([]);
    await deleteArticleViaApi(editor, marker.id);
  } finally {
    await editor.dispose();
    await reader.dispose();
  }
});
