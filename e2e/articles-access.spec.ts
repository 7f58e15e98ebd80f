// Non-admins on the admin article screens, in a real browser through the gateway: every
// admin screen refuses them (the toast and a redirect to /, or Access Denied on the
// editor), and the article calls behind those screens are refused by the server too.
import { expect, test } from './fixtures';
import { accountMenu, expectToastThenRedirect, newAccount, signUpViaApi, toast } from './web-helpers';

test.describe('admin screens refuse non-admins', () => {
  // Whole-stack steps on a 2-core machine: room for a slow moment.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    const account = newAccount('reader');
    await signUpViaApi(page.request, account);
    await page.goto('/');
    await expect(accountMenu(page, account.firstName)).toBeVisible();
  });

  for (const path of ['/admin', '/admin/dashboard', '/admin/users', '/admin/comments']) {
    test(`${path}: "Admin access required" and back to /`, async ({ page }) => {
      await expectToastThenRedirect(page, path, /^Unauthorized Admin access required\. Redirecting\.\.\./, /\/$/);
      await expect(page.getByTestId('admin-stats')).toHaveCount(0);
    });
  }

  for (const path of ['/admin/articles', '/admin/articles?edit=1']) {
    test(`${path}: Access Denied, no form`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
      await expect(page.getByLabel(/^Title/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Save Draft|Update Article/ })).toHaveCount(0);
      await page.waitForTimeout(1_200);
      await expect(page).toHaveURL(/\/admin\/articles/);
      await expect(toast(page, 'Unauthorized')).toHaveCount(0);
    });
  }

  test('the server refuses their article calls as well', async ({ page }) => {
    const body = { title: 't', content: 'c', categoryId: 1, published: true };
    expect((await page.request.post('/api/articles', { data: body })).status()).toBe(403);
    expect((await page.request.put('/api/articles/1', { data: { published: false } })).status()).toBe(403);
    expect((await page.request.delete('/api/articles/1')).status()).toBe(403);
    expect((await page.request.get('/api/admin/stats')).status()).toBe(403);
  });
});
