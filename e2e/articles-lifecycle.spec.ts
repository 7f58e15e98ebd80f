// The life of an article in a real browser, through the gateway: an admin writes a
// breaking-news draft with a hero image and two more images (real PNG files uploaded to
// the portal), previews it and saves it; readers do not see the draft; the admin
// publishes it and an anonymous reader finds it on Home, in the banner and in its
// category, opens it (at its canonical /article/{id}/{slug}, its tag as a topic) and copies
// its link; the admin unpublishes it and it is gone for readers again (lists and the direct
// link).
import { expect, test, type Browser, type Page } from './fixtures';
import {
  adminCredentials,
  deleteArticleViaApi,
  eventually,
  expectToast,
  imageLoaded,
  logInViaApi,
  pngFile,
  uniqueTitle,
} from './web-helpers';

const admin = adminCredentials();

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInViaApi(page.request, admin!.email, admin!.password);
  return page;
}

test.describe('article life cycle', () => {
  test.skip(!admin, 'ADMIN_EMAIL and ADMIN_PASSWORD are not set');

  test('write a draft with images, preview, publish; readers find it; unpublish hides it', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const title = uniqueTitle('E2E ब्रेकिङ: पुलमा दुर्घटना');
    const editor = await adminPage(browser);
    const readerContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const reader = await readerContext.newPage();
    let id = 0;

    try {
      // --- the admin writes a draft ----------------------------------------------------------
      await editor.goto('/admin/articles');
      await expect(editor.getByRole('heading', { level: 1, name: 'Create Article' })).toBeVisible();
      await expect(editor.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
      const save = editor.getByRole('button', { name: 'Save Draft' });
      await expect(save).toBeDisabled();

      await editor.getByLabel(/^Title/).fill(title);
      await editor.getByLabel(/^Summary/).fill('पुलमा भएको दुर्घटनामा कोही घाइते भएनन्।');
      await editor.getByLabel(/^Category/).selectOption({ label: 'Breaking News' });
      await editor.getByLabel(/^Content/).fill('बिहान सात बजे पुलमा दुर्घटना भयो।\nप्रहरीले यातायात खुलाएको छ।');
      await expect(save).toBeEnabled();

      await editor.getByLabel('Upload image', { exact: true }).setInputFiles(pngFile('hero.png', [200, 30, 30], 64));
      await expectToast(editor, 'Image uploaded');
      const hero = editor.getByRole('img', { name: 'Article image' });
      await expect(hero).toHaveAttribute('src', /^\/media\//);
      await expect.poll(() => imageLoaded(hero)).toBe(true);

      await editor
        .getByLabel('Upload images', { exact: true })
        .setInputFiles([pngFile('extra-1.png', [30, 160, 30], 48), pngFile('extra-2.png', [30, 30, 200], 48)]);
      await expectToast(editor, 'Images uploaded (2 images)');
      await expect(editor.getByRole('img', { name: /^Additional image \d$/ })).toHaveCount(2);

      // --- preview ---------------------------------------------------------------------------------
      await editor.getByRole('button', { name: 'Preview Article' }).click();
      await expect(editor.getByText('Preview: this is how readers will see the article.')).toBeVisible();
      await expect(editor.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(editor.getByTestId('article-hero')).toHaveAttribute('src', /^\/media\//);
      await expect(editor.getByTestId('article-images').getByRole('img')).toHaveCount(2);
      await expect(editor.getByTestId('article-content').locator('p')).toHaveCount(2);
      await editor.getByRole('button', { name: 'Edit Article' }).first().click();
      await expect(editor.getByLabel(/^Title/)).toHaveValue(title);

      // --- save the draft ------------------------------------------------------------------------------
      await editor.getByRole('button', { name: 'Save Draft' }).click();
      await expectToast(editor, 'Article created');
      await expect(editor).toHaveURL(/\/admin\/dashboard$/);
      await editor.getByLabel('Search', { exact: true }).fill(title);
      const row = editor.getByRole('row').filter({ hasText: title });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Draft');
      await expect(row).toContainText('Breaking News');
      const href = await row.getByRole('link', { name: `Edit "${title}"` }).getAttribute('href');
      id = Number(/edit=(\d+)/.exec(href ?? '')?.[1]);
      expect(id).toBeGreaterThan(0);

      // --- a draft is not for readers ----------------------------------------------------------------------
      await reader.goto(`/article/${id}`);
      await expect(reader.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
      await reader.goto('/category/breaking-news');
      await expect(reader.getByRole('heading', { level: 1, name: 'Breaking News' })).toBeVisible();
      await expect(reader.getByTestId('article-skeleton')).toHaveCount(0);
      await expect(reader.getByText(title)).toHaveCount(0);

      // --- publish from the dashboard ------------------------------------------------------------------------
      await row.getByRole('button', { name: `Publish "${title}"` }).click();
      await expectToast(editor, 'Article updated');
      await expect(row).toContainText('Published');
      // A tag (set through the API: the editor has no tag field yet), and the article's canonical
      // address, /article/{id}/{slug} (issue 22). After the dashboard's own save, not to race it.
      const tagged = await editor.request.put(`/api/articles/${id}`, { data: { tagNames: ['पुल दुर्घटना'] } });
      expect(tagged.status(), await tagged.text()).toBe(200);
      const { slug, tags } = (await tagged.json()) as { slug: string; tags: { name: string; slug: string }[] };
      expect(slug).toMatch(/^[a-z0-9-]+$/);
      expect(tags.map((tag) => tag.name)).toEqual(['पुल दुर्घटना']);
      const canonical = `/article/${id}/${slug}`;

      // --- the reader finds it: Home (breaking section and banner), its category ------------------------------
      await eventually(reader, '/', async () => {
        await expect(reader.getByTestId('home-breaking').getByRole('link', { name: title })).toBeVisible({
          timeout: 3000,
        });
      });
      await expect(reader.getByRole('region', { name: 'Breaking news ticker' })).toContainText('BREAKING');
      await expect(
        reader.getByRole('region', { name: 'Breaking news ticker' }).getByRole('link', { name: title }),
      ).toBeVisible();

      const card = reader.getByTestId('category-grid').getByRole('link', { name: title });
      await eventually(reader, '/category/breaking-news', async () => {
        await expect(card).toBeVisible({ timeout: 3000 });
      });
      await card.click();

      // --- the article page (its draft 404 may still be cached for a moment) ------------------------------------
      await expect(reader).toHaveURL(new RegExp(`${canonical}$`));
      await eventually(reader, canonical, async () => {
        await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 3000 });
        await expect(reader).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), {
          timeout: 3000,
        });
      });
      await expect(reader.getByText('पुलमा भएको दुर्घटनामा कोही घाइते भएनन्।')).toBeVisible();
      await expect(reader.getByTestId('author-block')).toContainText('Senior Editor');
      const readerHero = reader.getByTestId('article-hero');
      await expect.poll(() => imageLoaded(readerHero)).toBe(true);
      const extras = reader.getByTestId('article-images').getByRole('img');
      await expect(extras).toHaveCount(2);
      await expect.poll(() => imageLoaded(extras.nth(1))).toBe(true);
      await expect(reader.getByTestId('article-content').locator('p')).toHaveCount(2);
      // Its topic badges are its tags, as links to their pages.
      await expect(reader.getByTestId('article-topics').getByRole('link', { name: 'पुल दुर्घटना' })).toHaveAttribute(
        'href',
        `/tag/${tags[0].slug}`,
      );
      await expect(reader.getByText('Please sign in to leave a comment')).toBeVisible();

      await reader.getByRole('button', { name: 'Copy the link to this article' }).click();
      await expectToast(reader, 'Link Copied', 'Article link has been copied to clipboard');
      expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${canonical}`);

      // --- unpublish: gone for readers ---------------------------------------------------------------------------
      await editor.reload();
      await editor.getByLabel('Search', { exact: true }).fill(title);
      await row.getByRole('button', { name: `Unpublish "${title}"` }).click();
      await expectToast(editor, 'Article updated');
      await expect(row).toContainText('Draft');

      await eventually(reader, `/article/${id}`, async () => {
        await expect(reader.getByRole('heading', { name: 'Article Not Found' })).toBeVisible({ timeout: 3000 });
      });
      await expect(reader.getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible();
      for (const path of ['/', '/category/breaking-news']) {
        await eventually(reader, path, async () => {
          await expect(reader.getByTestId('article-skeleton')).toHaveCount(0);
          await expect(reader.getByRole('link', { name: title })).toHaveCount(0, { timeout: 3000 });
        });
      }
    } finally {
      if (id) await deleteArticleViaApi(editor.request, id);
      await editor.context().close();
      await readerContext.close();
    }
  });
});
