// Stories as a newsroom tells them (issue 22), through the real stack: a section an editor
// adds on /admin/sections has its page, feed and sitemap entries within 5 s, and so does its
// first published article (the screen shows the refusal to delete it while it has one); the
// bio typed in the profile is on the author's page; a tag page lists exactly the published articles
// with that tag and has its feed; /article/{id} names the canonical /article/{id}/{slug}, and
// an old slug still works after a title change; an article with embeds asks nothing of YouTube,
// Facebook, X or Instagram until the reader taps one; a body with every block kind comes back
// from the API unchanged and its article page renders each kind.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { EVERY_BLOCK } from '../services/content/src/stories/every-block.fixture';
import { expect, request as playwrightRequest, test, type APIRequestContext } from './fixtures';
import {
  adminCredentials,
  categoryIds,
  createArticleViaApi,
  deleteArticleViaApi,
  eventually,
  expectToast,
  logInViaApi,
  newAccount,
  pngFile,
  storyPath,
  uniqueTitle,
  type Account,
  type ApiArticle,
  type ArticleBody,
} from './web-helpers';

const admin = adminCredentials();
const xml = new XMLParser({ isArray: (name) => ['item', 'url'].includes(name) });
/** Pages fetched as a first-time reader would (no session, no language cookie). */
const anonymous = { headers: { Cookie: '' } };

/** The links of an RSS feed's items. */
async function feedLinks(request: APIRequestContext, path: string): Promise<string[]> {
  const answer = await request.get(path);
  if (answer.status() !== 200) return [`${answer.status()}`];
  const text = await answer.text();
  expect(XMLValidator.validate(text)).toBe(true);
  return ((xml.parse(text).rss.channel.item ?? []) as { link: string }[]).map((item) => item.link);
}

/** The addresses of /sitemap.xml (the stack's handful of articles fit in one file). */
async function sitemapLocs(request: APIRequestContext): Promise<string[]> {
  return ((xml.parse(await (await request.get('/sitemap.xml')).text()).urlset.url ?? []) as { loc: string }[]).map(
    (url) => url.loc,
  );
}

test.describe('stories', () => {
  test.describe.configure({ timeout: 90_000 });
  test.skip(!admin, 'ADMIN_EMAIL and ADMIN_PASSWORD are not set');

  let editor: APIRequestContext;
  let editorAccount: Account;
  let ids: Record<string, number>;
  let publicUrl: string;
  const created: ApiArticle[] = [];

  test.beforeAll(async ({ baseURL }) => {
    publicUrl = process.env.PUBLIC_URL ?? baseURL!;
    // An editor (not the admin): sections are theirs to manage.
    const stackAdmin = await playwrightRequest.newContext({ baseURL });
    await logInViaApi(stackAdmin, admin!.email, admin!.password);
    const account = newAccount('stories-editor');
    editorAccount = account;
    const made = await stackAdmin.post('/api/admin/users', { data: { ...account, role: 'editor' } });
    expect(made.status(), `an editor: ${await made.text()}`).toBe(201);
    await stackAdmin.dispose();
    editor = await playwrightRequest.newContext({ baseURL });
    await logInViaApi(editor, account.email, account.password);
    ids = await categoryIds(editor);
  });

  test.afterAll(async () => {
    for (const article of created.splice(0)) await deleteArticleViaApi(editor, article.id);
    await editor.dispose();
  });

  async function write(body: Partial<ArticleBody> & Record<string, unknown>): Promise<ApiArticle> {
    const article = await createArticleViaApi(editor, {
      title: uniqueTitle('E2E कथा'),
      content: 'कथाको पहिलो अनुच्छेद।',
      categoryId: ids['latest-news'],
      published: true,
      ...body,
    } as ArticleBody);
    created.push(article);
    return article;
  }

  test('a section an editor creates has its page, feed and sitemap entries within 5 s', async ({ page, request }) => {
    const slug = `e2e-desk-${Date.now().toString(36)}-${process.pid}`;
    const name = `E2E Desk ${slug.slice(-10)}`;
    const sectionUrl = `${publicUrl}/category/${slug}`;
    let sectionId: number | undefined;
    let article: ApiArticle | undefined;
    try {
      // The editor adds it on /admin/sections (the dashboard links there).
      await logInViaApi(page.request, editorAccount.email, editorAccount.password);
      await page.goto('/admin');
      await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Sections' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sections' })).toBeVisible({ timeout: 20_000 });
      const form = page.getByRole('form', { name: 'Add a section' });
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      // The slug is proposed from the name; the editor may type another.
      await expect(form.getByRole('textbox', { name: 'Address (slug)' })).toHaveValue(/^e2e-desk-[a-z0-9-]+$/);
      await form.getByRole('textbox', { name: 'Address (slug)' }).fill(slug);
      await form.getByRole('textbox', { name: /Nepali name/ }).fill('ई२ई डेस्क');
      const made = page.waitForResponse((r) => r.url().endsWith('/api/categories') && r.request().method() === 'POST');
      await form.getByRole('button', { name: 'Add Section' }).click();
      const answer = await made;
      expect(answer.status(), await answer.text()).toBe(201);
      sectionId = ((await answer.json()) as { id: number }).id;
      const added = Date.now();
      await expectToast(page, 'Section added', `/category/${slug}`);
      // The list, the header's menu and the footer name it without a reload.
      const row = page.getByTestId('section-row').filter({ has: page.getByRole('rowheader', { name }) });
      await expect(row).toContainText('ई२ई डेस्क');
      await expect(page.getByTestId('sections-menu').getByRole('link', { name, includeHidden: true })).toHaveAttribute(
        'href',
        `/category/${slug}`,
      );
      await expect(page.getByRole('contentinfo').getByRole('link', { name })).toHaveAttribute(
        'href',
        `/category/${slug}`,
      );

      // For readers within 5 s: its page (named), its feed, its sitemap entry.
      await expect
        .poll(
          async () => [
            (await (await request.get(`/category/${slug}`, anonymous)).text()).includes(name),
            (await request.get(`/category/${slug}/rss.xml`)).status(),
            (await sitemapLocs(request)).includes(sectionUrl),
          ],
          { timeout: 5000, intervals: [100, 250, 500] },
        )
        .toEqual([true, 200, true]);
      expect(Date.now() - added).toBeLessThanOrEqual(5000);

      // Its first article is on its page, in its feed and in the sitemap within 5 s.
      article = await write({ title: uniqueTitle('E2E डेस्कको समाचार'), categoryId: sectionId });
      const started = Date.now();
      const canonical = `${publicUrl}${storyPath(article)}`;
      await expect
        .poll(
          async () => [
            (await (await request.get(`/category/${slug}`, anonymous)).text()).includes(
              `href="${storyPath(article!)}"`,
            ),
            (await feedLinks(request, `/category/${slug}/rss.xml`)).includes(canonical),
            (await sitemapLocs(request)).filter((loc) => loc === sectionUrl || loc === canonical).length,
          ],
          { timeout: 5000, intervals: [100, 250, 500] },
        )
        .toEqual([true, true, 2]);
      expect(Date.now() - started).toBeLessThanOrEqual(5000);

      // In the browser: its page with its name and the article.
      await page.goto(`/category/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('link', { name: article.title }).first()).toHaveAttribute('href', storyPath(article));

      // Not deleted while an article uses it: the screen shows the server's refusal.
      await page.goto('/admin/sections');
      await row.getByRole('button', { name: `Delete ${name}` }).click();
      let dialog = page.getByRole('alertdialog', { name: `Delete the section ${name}?` });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(dialog.getByRole('alert')).toContainText('This section still has 1 article');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(row).toHaveCount(1);

      // Without its article, it goes.
      await deleteArticleViaApi(editor, article.id);
      created.splice(created.indexOf(article), 1);
      article = undefined;
      await row.getByRole('button', { name: `Delete ${name}` }).click();
      dialog = page.getByRole('alertdialog', { name: `Delete the section ${name}?` });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Section deleted');
      await expect(row).toHaveCount(0);
      sectionId = undefined;
    } finally {
      if (article) {
        await deleteArticleViaApi(editor, article.id);
        created.splice(created.indexOf(article), 1);
      }
      if (sectionId !== undefined) expect((await editor.delete(`/api/categories/${sectionId}`)).status()).toBe(204);
    }
    await expect.poll(async () => (await request.get(`/category/${slug}/rss.xml`)).status()).toBe(404);
  });

  test('the bio an author types in their profile is on their author page', async ({ page }) => {
    const article = await write({ title: uniqueTitle('E2E लेखकको समाचार') });
    const bio = `पोखराका संवाददाता, ${Date.now().toString(36)}।`;
    await logInViaApi(page.request, editorAccount.email, editorAccount.password);
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    await page.goto('/profile');
    const field = page.getByRole('textbox', { name: /Bio/ });
    await expect(field).toBeVisible({ timeout: 20_000 });
    await field.fill(bio);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile updated');
    // The content service learns it from auth's event; readers' pages are cached for 2 s.
    await eventually(page, `/author/${me.id}`, async () => {
      await expect(page.getByTestId('author-bio')).toHaveText(bio, { timeout: 1000 });
    });
    await expect(page.getByTestId('author-page').getByRole('link', { name: article.title }).first()).toBeVisible();
  });

  test('a tag page lists exactly the published articles with the tag, and has its feed', async ({ page, request }) => {
    const tagName = `ई२ई विषय ${Date.now().toString(36)}${process.pid}`;
    const first = await write({ title: uniqueTitle('E2E ट्याग पहिलो'), tagNames: [tagName] });
    const tag = first.tags[0];
    expect(tag.name).toBe(tagName);
    expect(tag.slug).toMatch(/^[a-z0-9-]+$/);
    const second = await write({ title: uniqueTitle('E2E ट्याग दोस्रो'), tagIds: [tag.id] });
    const draft = await write({ title: uniqueTitle('E2E ट्याग मस्यौदा'), tagIds: [tag.id], published: false });
    const untagged = await write({ title: uniqueTitle('E2E ट्यागबिना') });

    const cards = page.getByTestId('tag-page').getByTestId('article-card');
    await expect(async () => {
      await page.goto(`/tag/${tag.slug}`);
      await expect(cards).toHaveCount(2, { timeout: 2000 });
    }).toPass({ timeout: 20_000, intervals: [500, 1000] });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Topic: ${tagName}`);
    // Newest first; the draft and the untagged article are not there.
    await expect(cards.getByRole('heading')).toHaveText([second.title, first.title]);
    await expect(cards.getByRole('link', { name: second.title })).toHaveAttribute('href', storyPath(second));
    for (const absent of [draft, untagged]) await expect(page.getByText(absent.title)).toHaveCount(0);

    // The article page's topics are its tags, as links to this page.
    await page.goto(storyPath(first));
    await expect(page.getByTestId('article-topics').getByRole('link', { name: tagName })).toHaveAttribute(
      'href',
      `/tag/${tag.slug}`,
    );

    expect(await feedLinks(request, `/tag/${tag.slug}/rss.xml`)).toEqual([
      `${publicUrl}${storyPath(second)}`,
      `${publicUrl}${storyPath(first)}`,
    ]);
    expect((await request.get('/tag/no-such-tag-here/rss.xml')).status()).toBe(404);
    expect((await request.get('/tag/no-such-tag-here', anonymous)).status()).toBe(404);
  });

  test('/article/{id} names the canonical /article/{id}/{slug}; an old slug works after a title change', async ({
    page,
  }) => {
    const article = await write({ title: uniqueTitle('E2E पुरानो शीर्षक') });
    const oldPath = storyPath(article);
    const canonicalLink = page.locator('link[rel="canonical"]');

    await page.goto(`/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(canonicalLink).toHaveAttribute('href', `${publicUrl}${oldPath}`);

    const renamed = await editor.put(`/api/articles/${article.id}`, {
      data: { title: uniqueTitle('E2E नयाँ शीर्षक') },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);
    const now = (await renamed.json()) as ApiArticle;
    expect(now.slug).not.toBe(article.slug);
    const newPath = storyPath(now);

    // The old address still shows the article (the new title once the micro-cache lets go),
    // naming the new canonical address.
    await expect(async () => {
      await page.goto(oldPath);
      await expect(page.getByRole('heading', { level: 1, name: now.title })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000, intervals: [500, 1000] });
    await expect(canonicalLink).toHaveAttribute('href', `${publicUrl}${newPath}`);
    for (const path of [`/article/${article.id}`, newPath]) {
      await expect(async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: now.title })).toBeVisible({ timeout: 2000 });
        await expect(canonicalLink).toHaveAttribute('href', `${publicUrl}${newPath}`, { timeout: 1000 });
      }).toPass({ timeout: 20_000, intervals: [500, 1000] });
    }
  });

  test('embeds of YouTube, Facebook, X and Instagram make no third-party request until tapped', async ({
    page,
    baseURL,
  }) => {
    const embeds = [
      { provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      { provider: 'facebook', url: 'https://www.facebook.com/nepal/posts/123' },
      { provider: 'x', url: 'https://x.com/nepal/status/1234567890' },
      { provider: 'instagram', url: 'https://www.instagram.com/p/ABC123/' },
    ];
    const article = await write({
      title: uniqueTitle('E2E भिडियो'),
      body: {
        version: 1,
        blocks: [
          { type: 'paragraph', content: [{ text: 'भिडियोसहितको समाचार।' }] },
          ...embeds.map(({ provider, url }) => ({ type: 'embed', provider, url })),
        ],
      },
    });

    // Every request the page makes; the third parties are answered here (no network in tests).
    const own = new URL(baseURL!).host;
    const thirdParty: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (/^https?:$/.test(url.protocol) && url.host !== own) thirdParty.push(url.host);
    });
    await page.route(/^https:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>post</title>' }),
    );

    await page.goto(storyPath(article));
    const placeholders = page.getByTestId('embed-placeholder');
    await expect(placeholders).toHaveCount(4);
    await page.waitForLoadState('networkidle');
    expect(thirdParty, 'third-party requests before any tap').toEqual([]);
    await expect(page.getByTestId('embed-frame')).toHaveCount(0);

    // The reader taps the YouTube one: its frame loads, from youtube-nocookie.com only.
    const frameRequest = page.waitForRequest((req) => new URL(req.url()).host === 'www.youtube-nocookie.com');
    await page.getByRole('button', { name: 'Show the YouTube post' }).click();
    await frameRequest;
    await expect(page.getByTestId('embed-frame')).toHaveCount(1);
    await expect(placeholders).toHaveCount(3);
    expect([...new Set(thirdParty)]).toEqual(['www.youtube-nocookie.com']);
  });

  test('a body with every block kind round-trips through the API unchanged and its page renders each kind', async ({
    page,
    baseURL,
  }) => {
    // The body's picture is the portal's own: uploaded first, as the editor does.
    const upload = await editor.post('/api/upload', { multipart: { image: pngFile('pul.png', [40, 110, 190], 96) } });
    expect(upload.status(), await upload.text()).toBe(201);
    const { url: pictureUrl } = (await upload.json()) as { url: string };
    expect(pictureUrl).toMatch(/^\/media\//);
    const body = {
      ...EVERY_BLOCK,
      blocks: EVERY_BLOCK.blocks.map((block) => (block.type === 'image' ? { ...block, url: pictureUrl } : block)),
    };
    const article = await write({ title: uniqueTitle('E2E सबै खण्ड'), body });
    expect((article as unknown as { body: unknown }).body).toEqual(body);
    const read = await editor.get(`/api/articles/${article.id}`);
    expect(read.status()).toBe(200);
    const stored = (await read.json()) as { body: unknown; content: string };
    expect(stored.body).toEqual(body);
    // `content` stays the plain text (article-body.spec.ts has its every line): 8 lines, first the heading.
    const lines = stored.content.split('\n');
    expect([lines.length, lines[0], lines[7]]).toEqual([8, 'मुख्य शीर्षक', 'उद्धरण']);

    const ownHost = new URL(baseURL!).host;
    const foreignPictures: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'image' && new URL(req.url()).host !== ownHost) foreignPictures.push(req.url());
    });
    await page.goto(storyPath(article));
    const content = page.getByTestId('article-content');
    await expect(content.getByRole('heading', { level: 2, name: 'मुख्य शीर्षक' })).toBeVisible();
    await expect(content.getByRole('heading', { level: 3, name: 'उपशीर्षक' })).toBeVisible();
    await expect(content.locator('strong', { hasText: 'बाक्लो' })).toBeVisible();
    await expect(content.locator('em', { hasText: 'ढल्केको' })).toBeVisible();
    await expect(content.getByRole('link', { name: 'लिंक' })).toHaveAttribute('href', 'https://example.com/a?b=1');
    const mail = content.getByRole('link', { name: 'इमेल' });
    await expect(mail).toHaveAttribute('href', 'mailto:desk@example.com');
    await expect(mail.locator('strong em, em strong')).toHaveText('इमेल');
    await expect(content.locator('ul > li')).toHaveText(['पहिलो', 'दोस्रो']);
    await expect(content.locator('ul strong')).toHaveText('दोस्रो');
    await expect(content.locator('ol > li')).toHaveText(['एक', 'दुई']);
    const quote = content.locator('blockquote');
    await expect(quote.locator('p')).toHaveText('उद्धरण');
    await expect(quote.locator('footer cite')).toHaveText('प्रधानमन्त्री');
    const figure = content.locator('figure');
    const picture = figure.getByRole('img', { name: 'नयाँ पुल' });
    await expect(picture).toBeVisible();
    expect(new URL((await picture.evaluate((img: HTMLImageElement) => img.currentSrc)) || '', baseURL).host).toBe(
      ownHost,
    );
    await expect(figure.getByTestId('picture-words')).toHaveText('पुल · फोटो: राम');
    await expect(content.getByTestId('embed-placeholder')).toHaveCount(4);
    for (const [i, provider] of ['youtube', 'facebook', 'x', 'instagram'].entries())
      await expect(content.getByTestId('embed-placeholder').nth(i)).toHaveAttribute('data-provider', provider);
    await page.waitForLoadState('networkidle');
    expect(foreignPictures, 'pictures from another host').toEqual([]);
  });
});
