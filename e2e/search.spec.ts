// Search (issue 12) in a real browser, through the gateway: the header box, highlighted
// results, opening one, Load More in place; the same without JavaScript (a form GET and
// a Load More link); the small-screen menu's box; an unpublished or deleted article
// leaving readers' results within 5 s (the gateway's micro-cache holds answers 2 s).
// Each test makes its own articles around a made-up Devanagari word, typed in Roman
// letters by the reader, and removes them afterwards.
import { expect, request as playwrightRequest, test, type APIRequestContext } from './fixtures';
import {
  adminCredentials,
  categoryIds,
  createArticleViaApi,
  deleteArticleViaApi,
  logInViaApi,
  storyPath,
  type ApiArticle,
} from './web-helpers';

const admin = adminCredentials();

/** A client-side navigation renders in a transition: on a busy 2-core machine it may take seconds. */
const RENDERED_MS = 20_000;

/** Readers' results follow an unpublish or a delete within this (issue 12). */
const LEAVES_RESULTS_MS = 5_000;

const CONSONANTS = [
  ['क', 'k'],
  ['ग', 'g'],
  ['ज', 'j'],
  ['द', 'd'],
  ['न', 'n'],
  ['प', 'p'],
  ['ब', 'b'],
  ['र', 'r'],
  ['ल', 'l'],
  ['स', 's'],
];
const VOWELS = [
  ['ि', 'i'],
  ['ु', 'u'],
  ['े', 'e'],
  ['ो', 'o'],
];

/** A word no article has, in Devanagari and as a reader would type it in Roman letters. */
function madeUpWord(): { devanagari: string; roman: string } {
  let devanagari = 'झ';
  let roman = 'jh';
  for (let i = 0; i < 5; i += 1) {
    const [c, cr] = CONSONANTS[Math.floor(Math.random() * CONSONANTS.length)];
    const [v, vr] = VOWELS[Math.floor(Math.random() * VOWELS.length)];
    devanagari += c + v;
    roman += cr + vr;
  }
  // Ending on a consonant: no ending of the word looks like a postposition.
  return { devanagari: `${devanagari}त`, roman: `${roman}t` };
}

test.describe('search', () => {
  test.describe.configure({ timeout: 120_000 });
  test.skip(!admin, 'ADMIN_EMAIL and ADMIN_PASSWORD are not set');

  let editor: APIRequestContext;
  let ids: Record<string, number>;
  const created: ApiArticle[] = [];

  test.beforeAll(async ({ baseURL }) => {
    editor = await playwrightRequest.newContext({ baseURL });
    await logInViaApi(editor, admin!.email, admin!.password);
    ids = await categoryIds(editor);
  });

  test.afterAll(async () => {
    for (const article of created.splice(0)) await deleteArticleViaApi(editor, article.id);
    await editor.dispose();
  });

  /** 21 articles with the word in the title (with a postposition) and one with it in the body only. */
  async function publishAround(word: string) {
    const articles: ApiArticle[] = [];
    for (let i = 1; i <= 21; i += 1) {
      articles.push(
        await createArticleViaApi(editor, {
          title: `${word}मा समाचार ${i}`,
          content: 'पहिलो अनुच्छेद।',
          categoryId: ids['latest-news'],
          published: true,
        }),
      );
    }
    articles.push(
      await createArticleViaApi(editor, {
        title: 'शरीरमा मात्र भेटिने लेख',
        content: `पहिलो अनुच्छेद।\nयहाँ ${word}को कुरा छ।`,
        categoryId: ids['latest-news'],
        published: true,
      }),
    );
    created.push(...articles);
    return articles;
  }

  test('type in the header box, see highlighted results, Load More in place, open one', async ({ page }) => {
    const word = madeUpWord();
    const articles = await publishAround(word.devanagari);
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search news' });
    await box.fill(word.roman);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word.roman}$`));
    await expect(page.getByTestId('search-count')).toHaveText(`22 results for “${word.roman}”`, {
      timeout: RENDERED_MS,
    });
    const results = page.getByTestId('search-result');
    await expect(results).toHaveCount(20);
    // Titles first (the newest first among equals), the words marked.
    await expect(results.first().locator('mark')).toHaveText(`${word.devanagari}मा`);
    await expect(results.first().getByRole('link')).toHaveText(`${word.devanagari}मा समाचार 21`);
    await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search news' })).toHaveValue(word.roman);

    await page.getByRole('link', { name: 'Load More Articles' }).click();
    await expect(results).toHaveCount(22, { timeout: RENDERED_MS });
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word.roman}$`));
    const bodyOnly = results.last();
    await expect(bodyOnly.getByTestId('search-snippet').locator('mark')).toHaveText(`${word.devanagari}को`);
    await expect(page.getByRole('link', { name: 'Load More Articles' })).toHaveCount(0);

    await bodyOnly.getByRole('link').click();
    // Results link the canonical address, /article/{id}/{slug} (issue 22).
    await expect(page).toHaveURL(new RegExp(`${storyPath(articles.at(-1)!)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('शरीरमा मात्र भेटिने लेख', { timeout: RENDERED_MS });
  });

  test('without JavaScript: the form GETs /search, Load More is a link to the next page', async ({ browser }) => {
    const word = madeUpWord();
    await publishAround(word.devanagari);
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search news' });
      await box.fill(word.devanagari);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=/);
      await expect(page.getByTestId('search-count')).toHaveText(`22 results for “${word.devanagari}”`);
      await expect(page.getByTestId('search-result')).toHaveCount(20);
      await expect(page.getByTestId('search-result').first().locator('mark')).toHaveText(`${word.devanagari}मा`);
      await page.getByRole('link', { name: 'Load More Articles' }).click();
      await expect(page).toHaveURL(/\/search\?q=.+&before=/);
      await expect(page.getByTestId('search-result')).toHaveCount(2);
      await expect(page.getByRole('searchbox', { name: 'Search news' }).first()).toHaveValue(word.devanagari);
    } finally {
      await context.close();
    }
  });

  test('the small-screen menu has the search box; a query without results suggests the latest news', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const box = page.getByRole('dialog').getByRole('searchbox', { name: 'Search news' });
    await box.fill(madeUpWord().roman);
    await box.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('empty-state')).toContainText('No results for', { timeout: RENDERED_MS });
    await expect(page.getByRole('link', { name: 'Latest News' }).first()).toBeVisible();
  });

  test('between 768 and 1279 px the header’s magnifier opens the box over the navigation', async ({ page }) => {
    for (const width of [768, 1279]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('searchbox')).toHaveCount(0);
      const toggle = banner.getByRole('link', { name: 'Search', exact: true });
      await toggle.click();
      const box = banner.getByRole('searchbox', { name: 'Search news' });
      await expect(box).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(box).toHaveCount(0);

      const word = madeUpWord().roman;
      await toggle.click();
      await box.fill(word);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
      await expect(page.getByTestId('empty-state')).toContainText('No results for', { timeout: RENDERED_MS });
      await expect(banner.getByRole('searchbox')).toHaveCount(0);
    }
  });

  test('an unpublished or deleted article leaves readers’ results within 5 s', async ({ playwright, baseURL }) => {
    const word = madeUpWord();
    const reader = await playwright.request.newContext({ baseURL });
    try {
      const [first, second] = [
        await createArticleViaApi(editor, {
          title: `${word.devanagari} एक`,
          content: 'अ',
          categoryId: ids['latest-news'],
          published: true,
        }),
        await createArticleViaApi(editor, {
          title: `${word.devanagari} दुई`,
          content: 'अ',
          categoryId: ids['latest-news'],
          published: true,
        }),
      ];
      created.push(first, second);
      const found = async () => {
        const res = await reader.get(`/api/search?q=${encodeURIComponent(word.roman)}`);
        expect(res.status()).toBe(200);
        return ((await res.json()) as { id: number }[]).map((a) => a.id).sort((a, b) => a - b);
      };
      // Cached for readers: the next answers come from the gateway's micro-cache.
      await expect.poll(found).toEqual([first.id, second.id].sort((a, b) => a - b));

      expect((await editor.put(`/api/articles/${first.id}`, { data: { published: false } })).status()).toBe(200);
      await expect.poll(found, { timeout: LEAVES_RESULTS_MS, intervals: [250] }).toEqual([second.id]);

      expect((await editor.delete(`/api/articles/${second.id}`)).status()).toBe(204);
      created.splice(created.indexOf(second), 1);
      await expect.poll(found, { timeout: LEAVES_RESULTS_MS, intervals: [250] }).toEqual([]);
    } finally {
      await reader.dispose();
    }
  });
});
