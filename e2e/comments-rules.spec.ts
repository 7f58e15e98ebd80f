// The comment section's rules in a real browser: what a visitor sees, the 500-character limit
// and its counter, blank comments, and comment text that looks like HTML.
import { expect, test } from './fixtures';
import { adminSession, articleToCommentOn, commentCard, newReader, postComment } from './comments-helpers';
import { eventually, expectToast } from './web-helpers';

let articleId: number;

test.beforeAll(async ({ browser }) => {
  const admin = await adminSession(browser);
  articleId = await articleToCommentOn(admin.context.request, 'rules');
  await admin.context.close();
});

test('a visitor reads comments, is asked to sign in, and liking asks for sign-in', async ({ browser, page }) => {
  const writer = await newReader(browser, 'writer', 'Kamala', 'KC');
  const text = `A comment for visitors ${Date.now().toString(36)}`;
  const posted = await writer.context.request.post(`/api/articles/${articleId}/comments`, { data: { content: text } });
  expect(posted.status()).toBe(201);
  await writer.context.close();

  await page.goto(`/article/${articleId}`);
  const section = page.getByTestId('comments');
  await expect(section.getByText('Please sign in to leave a comment')).toBeVisible();
  await expect(section.getByLabel('Write a comment')).toHaveCount(0);
  const card = commentCard(page, text);
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Reply' })).toHaveCount(0);

  await card.getByTestId('comment-like').click();
  await expectToast(page, 'Authentication required', 'Please sign in to like comments');
  await expect(card.getByTestId('comment-likes')).toHaveText('0');

  await section.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('500 characters are accepted, 501 refused; blank and whitespace-only refused', async ({ browser }) => {
  const { page, context } = await newReader(browser, 'limits', 'Laxmi', 'Lama');
  await page.goto(`/article/${articleId}`);
  const form = page.getByTestId('new-comment-form');
  const box = form.getByLabel('Write a comment');
  const post = form.getByRole('button', { name: 'Post Comment' });
  const counter = form.getByTestId('comment-counter');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/comments')) posts.push(request.url());
  });

  await expect(counter).toHaveText('0/500 characters');
  await expect(post).toBeDisabled();
  await box.fill('   \n\t  ');
  await expect(counter).toHaveText('0/500 characters');
  await expect(post).toBeDisabled();
  await box.press('Control+Enter');
  await page.waitForTimeout(300);
  expect(posts, 'nothing is sent for a blank comment').toEqual([]);

  const stamp = Date.now().toString(36);
  const exactly500 = `${stamp} ${'क'.repeat(500 - stamp.length - 1)}`;
  await box.fill(`${exactly500}x`);
  await expect(counter).toHaveText('501/500 characters');
  await expect(form.getByRole('alert')).toHaveText('Comment must be at most 500 characters');
  await expect(post).toBeDisabled();

  await box.fill(exactly500);
  await expect(counter).toHaveText('500/500 characters');
  await expect(post).toBeEnabled();
  await post.click();
  await expectToast(page, 'Comment posted');
  await expect(commentCard(page, exactly500)).toBeVisible();

  // The server holds the same rules (so the browser is not the only guard).
  const tooLong = await context.request.post(`/api/articles/${articleId}/comments`, {
    data: { content: `${exactly500}x` },
  });
  expect(tooLong.status()).toBe(400);
  expect(JSON.stringify(await tooLong.json())).toContain('Comment must be at most 500 characters');
  const blank = await context.request.post(`/api/articles/${articleId}/comments`, { data: { content: '   ' } });
  expect(blank.status()).toBe(400);
  expect(JSON.stringify(await blank.json())).toContain('Comment cannot be empty');
  await context.close();
});

test('comment text that looks like HTML is shown as text and never runs', async ({ browser }) => {
  // A sign-up and at least three page loads, each waiting for the app to hydrate: over 30 s on a busy
  // 2-core machine.
  test.setTimeout(90_000);
  const { page, context } = await newReader(browser, 'xss', 'Hari', 'Hamal');
  const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
  await page.goto(`/article/${articleId}`);
  await postComment(page, payload);
  await expectToast(page, 'Comment posted');

  // As the writer after a reload, and as a visitor (whose list the gateway may cache for 2 s more).
  const visitor = await browser.newContext();
  for (const viewer of [page, await visitor.newPage()]) {
    const card = commentCard(viewer, payload);
    await eventually(viewer, `/article/${articleId}`, async () => {
      await expect(card).toBeVisible({ timeout: 3000 });
    });
    await expect(card.getByTestId('comment-content')).toHaveText(payload);
    await expect(card.locator('img, script')).toHaveCount(0);
    expect(await viewer.evaluate(() => (globalThis as { __xss?: number }).__xss)).toBeUndefined();
  }
  await visitor.close();
  await context.close();
});
