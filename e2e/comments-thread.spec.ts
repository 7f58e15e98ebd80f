// The comment section with two readers and the admin, through the gateway: a comment, replies
// three levels deep, likes, owner-only edits, hiding from the article page and showing again from
// the admin list, and hiding a user from the admin users screen.
import { expect, test } from './fixtures';
import {
  adminSession,
  articleToCommentOn,
  commentCard,
  likeCount,
  newReader,
  postComment,
  replyTo,
} from './comments-helpers';
import { eventually, expectToast } from './web-helpers';

test('two readers and the admin: comment, nested replies, likes, edit, hide and show, hide a user', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await adminSession(browser);
  const articleId = await articleToCommentOn(admin.context.request, 'thread');
  const url = `/article/${articleId}`;
  const a = await newReader(browser, 'a', 'Anita', 'Adhikari');
  const b = await newReader(browser, 'b', 'Bikash', 'Bhandari');
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();

  const stamp = Date.now().toString(36);
  const original = `Anita's comment ${stamp} — नमस्ते`;
  const edited = `Anita's edited comment ${stamp} — सच्याइएको`;
  const level2 = `Bikash replies ${stamp}`;
  const level3 = `Bikash replies to the reply ${stamp}`;

  await test.step('A comments', async () => {
    await a.page.goto(url);
    await expect(a.page.getByRole('heading', { name: 'Comments' })).toBeVisible();
    await expect(a.page.getByTestId('comments-empty')).toBeVisible();
    await postComment(a.page, original);
    await expectToast(a.page, 'Comment posted');
    await expect(commentCard(a.page, original)).toBeVisible();
    await expect(a.page.getByLabel('Write a comment')).toHaveValue('');
  });

  await test.step('B replies to it and to the reply: three levels, indented', async () => {
    await b.page.goto(url);
    await expect(commentCard(b.page, original)).toBeVisible();
    await replyTo(b.page, original, level2);
    await expectToast(b.page, 'Reply posted');
    await expect(commentCard(b.page, level2)).toBeVisible();
    await replyTo(b.page, level2, level3);
    await expectToast(b.page, 'Reply posted');
    await expect(commentCard(b.page, level3)).toBeVisible();

    // Shown the same to a visitor after a reload (the gateway's cache may answer for 2 s more):
    // three levels, each further right.
    const cards = [original, level2, level3].map((text) => commentCard(reader, text));
    await eventually(reader, url, async () => {
      for (const [depth, card] of cards.entries()) {
        await expect(card).toHaveAttribute('data-depth', String(depth), { timeout: 3000 });
      }
    });
    const xs = await Promise.all(cards.map(async (card) => (await card.boundingBox())!.x));
    expect(xs[1]).toBeGreaterThan(xs[0]);
    expect(xs[2]).toBeGreaterThan(xs[1]);
  });

  await test.step("B likes A's comment (1), then takes it back (0)", async () => {
    const card = commentCard(b.page, original);
    const like = card.getByTestId('comment-like');
    await expect(likeCount(card)).toHaveText('0');
    await like.click();
    await expect(likeCount(card)).toHaveText('1');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expectToast(b.page, 'Comment liked');
    await b.page.reload();
    await expect(likeCount(commentCard(b.page, original))).toHaveText('1');
    await commentCard(b.page, original).getByTestId('comment-like').click();
    await expect(likeCount(commentCard(b.page, original))).toHaveText('0');
    await expect(commentCard(b.page, original).getByTestId('comment-like')).toHaveAttribute('aria-pressed', 'false');
    await b.page.reload();
    await expect(likeCount(commentCard(b.page, original))).toHaveText('0');
  });

  await test.step("B has no edit (nor delete) control on A's comment; A has both on theirs", async () => {
    await expect(commentCard(b.page, original).getByRole('button', { name: 'Report' })).toBeVisible();
    await expect(commentCard(b.page, original).getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(commentCard(b.page, original).getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(commentCard(b.page, level2).getByRole('button', { name: 'Edit' })).toBeVisible();
    await a.page.reload();
    await expect(commentCard(a.page, original).getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(commentCard(a.page, level2).getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });

  await test.step('A edits the comment', async () => {
    await commentCard(a.page, original).getByRole('button', { name: 'Edit' }).click();
    const form = a.page.getByTestId('comment-edit-form');
    await form.getByRole('textbox').fill(edited);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(a.page, 'Comment updated');
    await expect(commentCard(a.page, edited)).toContainText('(edited)');
    await eventually(reader, url, async () => {
      await expect(commentCard(reader, edited)).toBeVisible({ timeout: 3000 });
      await expect(commentCard(reader, original)).toHaveCount(0);
    });
  });

  await test.step('the admin hides it from the article page: readers no longer see it', async () => {
    await admin.page.goto(url);
    const card = commentCard(admin.page, edited);
    await card.getByRole('button', { name: 'Hide' }).click();
    await expectToast(admin.page, 'Comment hidden');
    // The admin still sees it, marked hidden, without a second Hide.
    await expect(card.getByTestId('comment-hidden-badge')).toHaveText('Hidden');
    await expect(card.getByRole('button', { name: 'Hide' })).toHaveCount(0);

    await eventually(reader, url, async () => {
      await expect(reader.getByRole('heading', { name: 'Comments' })).toBeVisible();
      await expect(reader.getByTestId('comments-empty')).toBeVisible({ timeout: 3000 });
    });
    await expect(commentCard(reader, edited)).toHaveCount(0);
    // Its replies go with it.
    await expect(commentCard(reader, level2)).toHaveCount(0);
  });

  await test.step('the admin shows it again from the admin comment list', async () => {
    await admin.page.goto('/admin/comments');
    await expect(admin.page.getByRole('heading', { name: 'Manage Comments' })).toBeVisible();
    await admin.page.getByLabel('Search', { exact: true }).fill(stamp);
    const row = admin.page.getByTestId('admin-comment-row').filter({ hasText: edited });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('admin-comment-status')).toHaveText('Hidden');
    await expect(row).toContainText(a.account.email);
    await row.getByRole('button', { name: 'Show comment by Anita Adhikari' }).click();
    await expectToast(admin.page, 'Comment shown');
    await expect(row.getByTestId('admin-comment-status')).toHaveText('Visible');

    await eventually(reader, url, async () => {
      await expect(commentCard(reader, edited)).toBeVisible({ timeout: 3000 });
      await expect(commentCard(reader, level3)).toBeVisible();
    });
  });

  await test.step("the admin hides user B: B's comments disappear for readers", async () => {
    await admin.page.goto('/admin/users');
    await expect(admin.page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await admin.page.getByLabel('Search', { exact: true }).fill(b.account.email);
    const row = admin.page.getByTestId('admin-user-row').filter({ hasText: b.account.email });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('admin-user-status')).toHaveText('Active');
    await row.getByRole('button', { name: 'Hide Bikash Bhandari' }).click();
    await expectToast(admin.page, 'User updated');
    await expect(row.getByTestId('admin-user-status')).toHaveText('Hidden');

    // The comments service learns of it from an event: give it a moment.
    await expect(async () => {
      await reader.reload();
      await expect(commentCard(reader, edited)).toBeVisible();
      await expect(commentCard(reader, level2)).toHaveCount(0, { timeout: 500 });
    }).toPass({ timeout: 20_000, intervals: [500, 1000, 2000] });
    await expect(commentCard(reader, level3)).toHaveCount(0);
  });

  await Promise.all([admin.context.close(), a.context.close(), b.context.close(), visitor.close()]);
});
