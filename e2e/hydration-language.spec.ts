// Hydration in the reader's language (issue 20): every reader page hydrates without a console
// error in English and in Nepali, and a choice kept only in localStorage (not in the `lang`
// cookie the server renders in) is applied after hydration and written to the cookie, instead
// of a first render in another language than the server's (React error #418, the page again).
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from './fixtures';
import {
  adminCredentials,
  categoryIds,
  createArticleViaApi,
  deleteArticleViaApi,
  logInViaApi,
  uniqueTitle,
  type ApiArticle,
} from './web-helpers';

const admin = adminCredentials();

/** Console errors and uncaught errors of the page from now on. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function langCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value;
}

test.describe('hydration in the reader’s language', () => {
  test.describe.configure({ timeout: 120_000 });
  test.skip(!admin, 'ADMIN_EMAIL and ADMIN_PASSWORD are not set');

  let editor: APIRequestContext;
  let article: ApiArticle;
  let readerPages: string[];

  test.beforeAll(async ({ baseURL }) => {
    editor = await playwrightRequest.newContext({ baseURL });
    await logInViaApi(editor, admin!.email, admin!.password);
    const ids = await categoryIds(editor);
    article = await createArticleViaApi(editor, {
      title: uniqueTitle('हाइड्रेसन लेख'),
      summary: 'सारांश',
      content: 'पहिलो अनुच्छेद।\nदोस्रो अनुच्छेद।',
      categoryId: ids['latest-news'],
      published: true,
    });
    readerPages = ['/', '/category/latest-news', `/article/${article.id}`, '/about', '/search?q=news'];
  });

  test.afterAll(async () => {
    await deleteArticleViaApi(editor, article.id);
    await editor.dispose();
  });

  for (const language of ['en', 'ne'] as const) {
    test(`every reader page hydrates without a console error in ${language}`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
      const errors = recordErrors(page);
      for (const path of readerPages) {
        // The fixtures' goto returns once the app has hydrated (html[data-app-ready]).
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        expect(errors, `console errors on ${path} (${language})`).toEqual([]);
      }
    });
  }

  test('a choice kept only in localStorage: the server’s language first, then the stored one and the cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/about');
    await page.evaluate(() => window.localStorage.setItem('lang', 'ne'));
    const errors = recordErrors(page);
    for (const path of readerPages) {
      // As before pages were rendered on the server: the choice in localStorage, no cookie.
      await context.clearCookies({ name: 'lang' });
      const response = await page.goto(path);
      expect(response?.headers()['content-language'], `the server's language on ${path}`).toBe('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
      await expect.poll(() => langCookie(page), { message: `lang cookie after ${path}` }).toBe('ne');
      expect(errors, `console errors on ${path}`).toEqual([]);
    }
    // The next page comes from the server in Nepali at once.
    const response = await page.goto('/about');
    expect(response?.headers()['content-language']).toBe('ne');
    expect(errors).toEqual([]);
  });
});
