// Shared steps of the comment specs (e2e/comments-*.spec.ts): signed-in browser contexts for
// readers and the admin, an article to comment on, and the comment cards of the article page.
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from './fixtures';
import {
  adminCredentials,
  categoryIds,
  createArticleViaApi,
  deleteArticleViaApi,
  logInViaApi,
  newAccount,
  signUpViaApi,
  uniqueTitle,
  type Account,
  type ArticleBody,
} from './web-helpers';

export interface Reader {
  account: Account;
  context: BrowserContext;
  page: Page;
}

/** The admin's credentials, or a skip reason (the specs need ADMIN_EMAIL and ADMIN_PASSWORD). */
export function requireAdmin(): { email: string; password: string } {
  const admin = adminCredentials();
  expect(admin, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set (infra/e2e.mjs sets them)').not.toBeNull();
  return admin!;
}

/**
 * A published breaking-news article for the screens of one spec file: the admin creates it
 * before the file's tests and deletes it after them. Returns a reader of its id (set once the
 * file's tests run).
 */
export function publishedArticleForFile(body: Pick<ArticleBody, 'title' | 'summary' | 'content'>): () => number {
  let articleId: number | undefined;
  const signedInAdmin = async () => {
    const admin = requireAdmin();
    const request = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
    await logInViaApi(request, admin.email, admin.password);
    return request;
  };
  test.beforeAll(async () => {
    const request = await signedInAdmin();
    const ids = await categoryIds(request);
    articleId = (await createArticleViaApi(request, { ...body, categoryId: ids['breaking-news'], published: true })).id;
    await request.dispose();
  });
  test.afterAll(async () => {
    if (articleId === undefined) return;
    const request = await signedInAdmin();
    await deleteArticleViaApi(request, articleId);
    await request.dispose();
  });
  return () => {
    if (articleId === undefined) throw new Error('the article is made before the tests of the file run');
    return articleId;
  };
}

/** A new reader with their own browser context, signed up (and so signed in) over the API. */
export async function newReader(browser: Browser, label: string, firstName: string, lastName: string): Promise<Reader> {
  const account = { ...newAccount(`comments-${label}`), firstName, lastName };
  const context = await browser.newContext();
  await signUpViaApi(context.request, account);
  const page = await context.newPage();
  return { account, context, page };
}

/** The admin in their own browser context. */
export async function adminSession(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const admin = requireAdmin();
  const context = await browser.newContext();
  await logInViaApi(context.request, admin.email, admin.password);
  return { context, page: await context.newPage() };
}

/**
 * A published article created by the admin over the API; resolves once the comments service
 * knows it (it learns about articles from events, so its list answers 404 for a moment).
 */
export async function articleToCommentOn(adminRequest: APIRequestContext, label: string): Promise<number> {
  const article = await createArticleViaApi(adminRequest, {
    title: uniqueTitle(`टिप्पणी परीक्षण ${label}`),
    content: 'प्रतिक्रिया परीक्षणका लागि लेख।\nदोस्रो अनुच्छेद।',
    categoryId: 1,
    published: true,
  });
  await expect
    .poll(async () => (await adminRequest.get(`/api/articles/${article.id}/comments`)).status(), {
      message: `the comments service knows article ${article.id}`,
      timeout: 20_000,
      intervals: [200, 500, 1000],
    })
    .toBe(200);
  return article.id;
}

/** A comment's own card (its replies are outside it, in the list under it). */
export function commentCard(page: Page, text: string): Locator {
  return page
    .getByTestId('comment')
    .filter({ has: page.getByTestId('comment-content').getByText(text, { exact: true }) });
}

export function likeCount(card: Locator): Locator {
  return card.getByTestId('comment-likes');
}

/** Post a comment on the article page with the new-comment box. */
export async function postComment(page: Page, text: string) {
  const form = page.getByTestId('new-comment-form');
  await form.getByLabel('Write a comment').fill(text);
  await form.getByRole('button', { name: 'Post Comment' }).click();
}

/** Reply to the comment whose text is `to`. */
export async function replyTo(page: Page, to: string, text: string) {
  await commentCard(page, to).getByRole('button', { name: 'Reply' }).click();
  const form = page.getByTestId('comment-reply-form');
  await expect(form).toHaveCount(1);
  await form.getByRole('textbox').fill(text);
  await form.getByRole('button', { name: 'Post Reply' }).click();
  await expect(form).toHaveCount(0);
}
