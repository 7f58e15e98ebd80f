// The newsroom in real browsers, through the gateway (issue 21): a contributor writes and
// submits an article; an editor finds it in the review queue and schedules it about a minute
// ahead in Nepal time; after that time it is on the home page, in /rss.xml and in the sitemap,
// once (the scheduler publishes it exactly once). An editor compares and restores a revision.
// Two editors save one article: the second gets the conflict screen and loses nothing.
import { XMLParser } from 'fast-xml-parser';
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import {
  adminCredentials,
  categoryIds,
  deleteArticleViaApi,
  expectToast,
  logInViaApi,
  newAccount,
  recordedToasts,
  recordToasts,
  uniqueTitle,
} from './web-helpers';

const admin = adminCredentials();
type Role = 'contributor' | 'editor';

/** A new staff account made by the admin (POST /api/admin/users with a role), signed in in a browser of its own. */
async function staffPage(browser: Browser, adminRequest: APIRequestContext, role: Role, label: string): Promise<Page> {
  const account = { ...newAccount(label), firstName: role === 'editor' ? 'Gita' : 'Ram' };
  const made = await adminRequest.post('/api/admin/users', { data: { ...account, role } });
  expect(made.status(), `create ${role}: ${await made.text()}`).toBe(201);
  const page = await (await browser.newContext()).newPage();
  await logInViaApi(page.request, account.email, account.password);
  return page;
}

/** Nepal wall time of an instant, as the picker (datetime-local) takes it: UTC+5:45. */
const nepalInput = (at: number) => new Date(at + (5 * 60 + 45) * 60_000).toISOString().slice(0, 16);

interface ArticleAnswer {
  id: number;
  title: string;
  content: string;
  status: string;
  publishAt: string | null;
  publishedAt: string | null;
  version: number;
  slug: string;
}

async function articleOf(request: APIRequestContext, id: number): Promise<ArticleAnswer> {
  const response = await request.get(`/api/articles/${id}`);
  expect(response.ok(), `GET article ${id}: ${response.status()}`).toBeTruthy();
  return (await response.json()) as ArticleAnswer;
}

const xml = new XMLParser({ isArray: (name) => ['item', 'url'].includes(name) });
/**
 * A link to the article: by its canonical address /article/{id}/{slug} when `slug` is given,
 * else by either address (/article/{id} or /article/{id}/{any slug}).
 */
const isArticle = (id: number, slug?: string) => (link: string) =>
  slug === undefined
    ? new RegExp(`/article/${id}(?:/[a-z0-9-]+)?$`).test(link)
    : link.endsWith(`/article/${id}/${slug}`);

/** How many RSS items link to the article (an item names it twice: link and guid). */
async function rssItems(request: APIRequestContext, id: number, slug?: string): Promise<number> {
  const items = (xml.parse(await (await request.get('/rss.xml')).text()).rss.channel.item ?? []) as { link: string }[];
  return items.map((item) => item.link).filter(isArticle(id, slug)).length;
}

/** How many sitemap entries are the article. */
async function sitemapEntries(request: APIRequestContext, id: number, slug?: string): Promise<number> {
  const urls = (xml.parse(await (await request.get('/sitemap.xml')).text()).urlset.url ?? []) as { loc: string }[];
  return urls.map((url) => url.loc).filter(isArticle(id, slug)).length;
}

test.describe('the newsroom', () => {
  test.skip(!admin, 'ADMIN_EMAIL and ADMIN_PASSWORD are not set');

  let adminPage: Page;
  const cleanup: number[] = [];

  test.beforeAll(async ({ browser }) => {
    adminPage = await (await browser.newContext()).newPage();
    await logInViaApi(adminPage.request, admin!.email, admin!.password);
  });

  test.afterAll(async () => {
    for (const id of cleanup) await deleteArticleViaApi(adminPage.request, id);
    await adminPage.context().close();
  });

  test('a contributor submits; an editor schedules it in Nepal time; it is published once, after that time', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const title = uniqueTitle('E2E तालिका: बिहानको समाचार');
    const contributor = await staffPage(browser, adminPage.request, 'contributor', 'contributor');
    const editor = await staffPage(browser, adminPage.request, 'editor', 'editor');

    // --- the contributor writes and submits ------------------------------------------------------
    await contributor.goto('/admin');
    await expect(contributor.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(contributor.getByRole('heading', { name: 'My Articles' })).toBeVisible();
    await expect(contributor.getByRole('link', { name: 'User Management' })).toHaveCount(0);
    await contributor.getByRole('link', { name: 'Create Article' }).click();
    await expect(contributor.getByRole('heading', { level: 1, name: 'Create Article' })).toBeVisible();
    await expect(contributor.getByRole('switch', { name: 'Publish immediately' })).toHaveCount(0);
    await contributor.getByLabel(/^Title/).fill(title);
    await contributor.getByLabel(/^Category/).selectOption({ label: 'Latest News' });
    await contributor.getByLabel(/^Content/).fill('भोलि बिहान छ बजे प्रकाशित हुने समाचार।');
    await contributor.getByRole('button', { name: 'Submit for Review' }).click();
    await expectToast(contributor, 'Submitted for review');
    await expect(contributor).toHaveURL(/\/admin\/dashboard$/);
    const mine = contributor.getByTestId('articles-table').getByRole('row').filter({ hasText: title });
    await expect(mine).toContainText('In review');

    const list = await contributor.request.get('/api/articles?mine=true&status=review&limit=100');
    const id = ((await list.json()) as ArticleAnswer[]).find((a) => a.title === title)!.id;
    cleanup.push(id);
    // A contributor cannot change it any more, nor publish it.
    expect((await contributor.request.put(`/api/articles/${id}`, { data: { published: true } })).status()).toBe(403);

    // --- the editor finds it in the review queue and schedules it --------------------------------
    // The toast is read from the page's own record: on a busy machine the editor's screen may
    // move on (and the toast with it) between two polls from the test.
    await recordToasts(editor);
    await editor.goto('/admin');
    const queue = editor.getByTestId('review-queue');
    await expect(queue.getByRole('link', { name: `Review "${title}"` })).toBeVisible({ timeout: 20_000 });
    await queue.getByRole('link', { name: `Review "${title}"` }).click();
    // The editor's screen is a lazily loaded route: its code may take a while on a busy machine.
    await expect(editor.getByLabel(/^Title/)).toHaveValue(title, { timeout: 20_000 });
    // The next whole minute at least a minute ahead, picked in Nepal time.
    const at = Math.ceil((Date.now() + 60_000) / 60_000) * 60_000 + 60_000;
    const picker = editor.getByLabel('Publish at (Nepal time)');
    await picker.fill(nepalInput(at));
    await expect(editor.getByTestId('schedule-hint')).toContainText(/Bikram Sambat: २०[०-९]{2} \S+ [०-९]{1,2}/);
    await editor.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect
      .poll(() => recordedToasts(editor), { timeout: 20_000 })
      .toContainEqual(expect.stringContaining('Article scheduled'));
    const scheduled = await articleOf(editor.request, id);
    expect(scheduled.status).toBe('scheduled');
    expect(new Date(scheduled.publishAt!).getTime()).toBe(at);

    // --- readers do not see it before its time ---------------------------------------------------
    if (Date.now() < at - 5_000) {
      expect(await rssItems(request, id)).toBe(0);
      expect((await request.get(`/api/articles/${id}`)).status()).toBe(404);
    }

    // --- after its time: home page, RSS, sitemap, once ------------------------------------------
    const reader = await (await browser.newContext()).newPage();
    await expect(async () => {
      await reader.goto('/');
      await expect(reader.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: at - Date.now() + 60_000, intervals: [2_000, 5_000] });
    const published = await articleOf(request, id);
    expect(published.status).toBe('published');
    expect(new Date(published.publishedAt!).getTime()).toBeGreaterThanOrEqual(at);

    await expect.poll(() => rssItems(request, id), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => sitemapEntries(request, id), { timeout: 20_000 }).toBe(1);
    // ...by its canonical address (issue 22).
    expect(published.slug).toMatch(/^[a-z0-9-]+$/);
    expect(await rssItems(request, id, published.slug)).toBe(1);
    expect(await sitemapEntries(request, id, published.slug)).toBe(1);
    // Published exactly once: one audit line, by the scheduler.
    const audit = await editor.request.get(`/api/admin/audit?targetType=article&targetId=${id}&limit=100`);
    const lines = (await audit.json()) as { action: string; actor: { id: string | null } }[];
    expect(lines.filter((line) => line.action === 'article.published')).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ id: null }) }),
    ]);
    expect(lines.map((line) => line.action)).toEqual(
      expect.arrayContaining(['article.created', 'article.submitted', 'article.scheduled']),
    );
    await reader.context().close();
    await contributor.context().close();
    await editor.context().close();
  });

  test('an editor compares a revision with the current text and restores it', async ({ browser }) => {
    test.setTimeout(120_000);
    const editor = await staffPage(browser, adminPage.request, 'editor', 'reviser');
    const ids = await categoryIds(editor.request);
    const title = uniqueTitle('E2E संस्करण');
    const first = 'नदीमा पानीको सतह बढ्यो।';
    const created = await editor.request.post('/api/articles', {
      data: { title, content: first, categoryId: ids['latest-news'], published: true },
    });
    const article = (await created.json()) as ArticleAnswer;
    cleanup.push(article.id);
    const changed = await editor.request.put(`/api/articles/${article.id}`, {
      data: { content: 'नदीमा पानीको सतह घट्यो।', version: article.version },
    });
    expect(changed.ok()).toBeTruthy();

    await editor.goto(`/admin/articles?edit=${article.id}`);
    // The body is the rich editor's region (issue 22): its text, not a value.
    await expect(editor.getByLabel(/^Content/)).toHaveText('नदीमा पानीको सतह घट्यो।', { timeout: 20_000 });
    const rows = editor.getByTestId('revision-row');
    await expect(rows).toHaveCount(2);
    const oldest = rows.nth(1);
    await oldest.getByRole('button', { name: /^Compare the revision of/ }).click();
    const diff = oldest.getByTestId('revision-diff');
    await expect(diff.locator('del')).toHaveText('बढ्यो।');
    await expect(diff.locator('ins')).toHaveText('घट्यो।');
    await oldest.getByRole('button', { name: /^Restore the revision of/ }).click();
    await editor.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await expectToast(editor, 'Revision restored');
    await expect(editor.getByLabel(/^Content/)).toHaveText(first);
    await expect(rows).toHaveCount(3);
    expect((await articleOf(editor.request, article.id)).content).toBe(first);
    await editor.context().close();
  });

  test('two editors save one article: the second sees the conflict screen with the first one’s change, and nothing is lost', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const one = await staffPage(browser, adminPage.request, 'editor', 'editor-one');
    const two = await staffPage(browser, adminPage.request, 'editor', 'editor-two');
    const ids = await categoryIds(one.request);
    const title = uniqueTitle('E2E दुई सम्पादक');
    const created = await one.request.post('/api/articles', {
      data: { title, content: 'संसदको बैठक आज बस्यो।', categoryId: ids['latest-news'], published: true },
    });
    const article = (await created.json()) as ArticleAnswer;
    cleanup.push(article.id);

    // Both open it.
    for (const page of [one, two]) {
      await page.goto(`/admin/articles?edit=${article.id}`);
      await expect(page.getByLabel(/^Title/)).toHaveValue(title, { timeout: 20_000 });
    }
    // The first saves a change of the content.
    await one.getByLabel(/^Content/).fill('संसदको बैठक आज बिहान बस्यो।');
    await one.getByRole('button', { name: 'Update Article' }).click();
    await expectToast(one, 'Article updated');

    // The second, from the old version, changes the title and saves: 409, the conflict screen.
    const mine = `${title} (सम्पादित)`;
    await two.getByLabel(/^Title/).fill(mine);
    await two.getByRole('button', { name: 'Update Article' }).click();
    const panel = two.getByTestId('conflict-panel');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Someone else saved this article meanwhile');
    await expect(panel.locator('ins')).toContainText('बिहान');
    // Nothing of theirs is lost: the form still holds the second editor's text.
    await expect(two.getByLabel(/^Title/)).toHaveValue(mine);
    expect((await articleOf(two.request, article.id)).title).toBe(title);

    // They keep their text and save on purpose; the first editor's text stays in the revisions.
    await panel.getByRole('button', { name: 'Keep My Text' }).click();
    await two.getByRole('button', { name: 'Update Article' }).click();
    await expectToast(two, 'Article updated');
    expect((await articleOf(two.request, article.id)).title).toBe(mine);
    const revisions = (await (await two.request.get(`/api/articles/${article.id}/revisions`)).json()) as {
      id: number;
    }[];
    const texts = await Promise.all(
      revisions.map(
        async (r) =>
          (
            (await (await two.request.get(`/api/articles/${article.id}/revisions/${r.id}`)).json()) as {
              content: string;
            }
          ).content,
      ),
    );
    expect(texts).toContain('संसदको बैठक आज बिहान बस्यो।');
    await one.context().close();
    await two.context().close();
  });
});
