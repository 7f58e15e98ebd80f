// Server-rendered reader pages (issue 8): the first response is the page (title, paragraphs,
// head tags), the right status codes, feeds and sitemaps that parse and list exactly the
// published articles, hydration without a console error or a second fetch of the page's data,
// navigation after hydration, Load More with and without JavaScript, the language switch and a
// signed-in reader's header on a server-rendered page, and no admin, editor or moderation code on
// reader pages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect, request as playwrightRequest, test, type APIRequestContext } from './fixtures';
import {
  accountMenu,
  adminCredentials,
  categoryIds,
  createArticleViaApi,
  deleteArticleViaApi,
  logInViaApi,
  newAccount,
  signUpViaApi,
  storyPath,
  uniqueTitle,
  type ApiArticle,
} from './web-helpers';

const admin = adminCredentials();
const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['item', 'url', 'sitemap'].includes(name) });

/** The content of a head tag of an HTML page (`<meta property|name="key" content="...">`). */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1].replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
}

test.describe('server-rendered reader pages', () => {
  test.describe.configure({ timeout: 90_000 });
  test.skip(!admin, 'ADMIN_EMAIL and ADMIN_PASSWORD are not set');

  let editor: APIRequestContext;
  let ids: Record<string, number>;
  let article: ApiArticle;
  let draft: ApiArticle;

  let image: string;

  test.beforeAll(async ({ baseURL }) => {
    editor = await playwrightRequest.newContext({ baseURL });
    // A picture the portal itself serves (an outside host would not resolve here).
    image = `${process.env.PUBLIC_URL ?? baseURL}/logo.png`;
    await logInViaApi(editor, admin!.email, admin!.password);
    ids = await categoryIds(editor);
    article = await createArticleViaApi(editor, {
      title: uniqueTitle('SSR लेख <b>"उद्धरण"</b>'),
      summary: 'सर्भरले पठाएको सारांश',
      content: 'सर्भरको पहिलो अनुच्छेद।\nसर्भरको दोस्रो अनुच्छेद।',
      imageUrl: image,
      categoryId: ids['breaking-news'],
      published: true,
    });
    draft = await createArticleViaApi(editor, {
      title: uniqueTitle('SSR मस्यौदा'),
      content: 'मस्यौदा',
      categoryId: ids['breaking-news'],
      published: false,
    });
  });

  test.afterAll(async () => {
    for (const made of [article, draft]) if (made) await deleteArticleViaApi(editor, made.id);
    await editor.dispose();
  });

  test('an article page without JavaScript: title, paragraphs and every head tag; a missing one is a 404', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(`/article/${article.id}`, { headers: { Cookie: '' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const escapedTitle = article.title
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapedTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(html).toContain('सर्भरको पहिलो अनुच्छेद।</p>');
    expect(html).toContain('सर्भरको दोस्रो अनुच्छेद।</p>');
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/lang="ne"/);

    // spec.md's /article/{id} answers, and names the canonical /article/{id}/{slug} (issue 22).
    const publicUrl = process.env.PUBLIC_URL ?? baseURL!;
    const url = `${publicUrl}${storyPath(article)}`;
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(' · सगरमाथा समाचार');
    expect(metaContent(html, 'description')).toBe('सर्भरले पठाएको सारांश');
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(metaContent(html, 'og:title')).toBe(article.title);
    expect(metaContent(html, 'og:description')).toBe('सर्भरले पठाएको सारांश');
    expect(metaContent(html, 'og:image')).toBe(image);
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:site_name')).toBe('सगरमाथा समाचार');
    expect(metaContent(html, 'og:locale')).toBe('ne_NP');
    expect(new Date(metaContent(html, 'article:published_time')!).getTime()).not.toBeNaN();
    expect(new Date(metaContent(html, 'article:modified_time')!).getTime()).not.toBeNaN();
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(
      `<link rel="alternate" type="application/rss+xml" title="सगरमाथा समाचार" href="${publicUrl}/rss.xml">`,
    );

    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const news = ld.find((item) => item['@type'] === 'NewsArticle');
    expect(news).toMatchObject({
      headline: article.title,
      description: 'सर्भरले पठाएको सारांश',
      image: [image],
      author: [{ name: expect.any(String) }],
      publisher: { name: 'सगरमाथा समाचार', logo: { url: `${publicUrl}/logo.png` } },
    });
    expect(new Date(news.datePublished).getTime()).not.toBeNaN();
    expect(new Date(news.dateModified).getTime()).not.toBeNaN();

    // The canonical address is the same page.
    const canonical = await request.get(storyPath(article), { headers: { Cookie: '' } });
    expect(canonical.status()).toBe(200);
    expect(await canonical.text()).toContain(`<link rel="canonical" href="${url}">`);

    for (const missing of [
      '/article/99999999',
      '/article/99999999/no-such-story',
      `/article/${draft.id}`,
      storyPath(draft),
      '/no/such/page',
    ]) {
      const answer = await request.get(missing, { headers: { Cookie: '' } });
      expect(answer.status(), missing).toBe(404);
      expect(await answer.text()).toContain('<div id="root">');
    }
  });

  test('the home page carries WebSite and Organization JSON-LD and its news in the HTML', async ({ request }) => {
    // The gateway's micro-cache may hold the page from before this file's article for a moment.
    let html = '';
    await expect
      .poll(async () => (html = await (await request.get('/', { headers: { Cookie: '' } })).text()))
      .toContain(`href="${storyPath(article)}"`);
    const types = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1])['@type'],
    );
    expect(types).toEqual(expect.arrayContaining(['WebSite', 'NewsMediaOrganization']));
    expect(html).toContain('data-testid="home-breaking"');
    expect(html).toContain(`href="${storyPath(article)}"`);
  });

  test('RSS and the sitemaps parse and list exactly the published articles; robots.txt names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const published: number[] = [];
    let before = '';
    for (;;) {
      const page = await editor.get(`/api/articles?status=published&limit=100${before ? `&before=${before}` : ''}`);
      published.push(...((await page.json()) as { id: number }[]).map((a) => a.id));
      before = page.headers()['x-next-cursor'] ?? '';
      if (!before) break;
    }
    // Feeds and sitemaps link the canonical /article/{id}/{slug} (issue 22); an article saved
    // before slugs existed has none and keeps /article/{id}.
    const idOf = (link: string) => Number(/\/article\/(\d+)(?:\/[a-z0-9-]+)?$/.exec(link)?.[1]);
    const canonical = `${process.env.PUBLIC_URL ?? baseURL!}${storyPath(article)}`;

    const rss = await request.get('/rss.xml');
    expect(rss.headers()['content-type']).toContain('xml');
    const rssText = await rss.text();
    expect(XMLValidator.validate(rssText)).toBe(true);
    const items = xml.parse(rssText).rss.channel.item as { link: string; pubDate: string }[];
    expect(items.map((item) => idOf(item.link))).toEqual(published.slice(0, 20));
    expect(items.map((item) => item.link)).toContain(canonical);
    expect(new Date(items[0].pubDate).toUTCString()).toBe(items[0].pubDate);

    const breakingRss = xml.parse(await (await request.get('/category/breaking-news/rss.xml')).text());
    expect((breakingRss.rss.channel.item as { link: string }[]).map((i) => i.link)).toContain(canonical);
    expect((await request.get('/category/no-such/rss.xml')).status()).toBe(404);

    const sitemapText = await (await request.get('/sitemap.xml')).text();
    expect(XMLValidator.validate(sitemapText)).toBe(true);
    const urls = (xml.parse(sitemapText).urlset.url as { loc: string; lastmod?: string }[]).filter((u) =>
      u.loc.includes('/article/'),
    );
    expect(urls.map((u) => idOf(u.loc)).sort((a, b) => a - b)).toEqual([...published].sort((a, b) => a - b));
    expect(urls.map((u) => u.loc)).toContain(canonical);
    expect(urls.every((u) => u.lastmod && !Number.isNaN(new Date(u.lastmod).getTime()))).toBe(true);

    const news = xml.parse(await (await request.get('/news-sitemap.xml')).text()).urlset.url as {
      loc: string;
      'news:news': { 'news:title': string; 'news:publication': { 'news:language': string } };
    }[];
    const entry = news.find((u) => u.loc === canonical)!;
    expect(entry['news:news']['news:title']).toBe(article.title);
    expect(entry['news:news']['news:publication']['news:language']).toBe('ne');
    expect(news.map((u) => idOf(u.loc))).not.toContain(draft.id);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
  });

  test('unpublishing removes the article from pages, feeds and maps within 5 s', async ({ request }) => {
    const gone = await createArticleViaApi(editor, {
      title: uniqueTitle('SSR हट्ने'),
      content: 'छिट्टै हट्ने लेख',
      categoryId: ids['latest-news'],
      published: true,
    });
    try {
      await expect
        .poll(async () => (await request.get('/rss.xml')).text(), { timeout: 15_000 })
        .toContain(`${storyPath(gone)}<`);
      // A link to it by either address (in a feed's <link>, a sitemap's <loc> or a card's href).
      const linked = new RegExp(`/article/${gone.id}(?:/[a-z0-9-]+)?[<"]`);
      const unpublished = await editor.put(`/api/articles/${gone.id}`, { data: { published: false } });
      expect(unpublished.ok()).toBeTruthy();
      const started = Date.now();
      await expect
        .poll(
          async () => [
            (await request.get(`/article/${gone.id}`, { headers: { Cookie: '' } })).status(),
            (await request.get(storyPath(gone), { headers: { Cookie: '' } })).status(),
            linked.test(await (await request.get('/rss.xml')).text()),
            linked.test(await (await request.get('/sitemap.xml')).text()),
            linked.test(await (await request.get('/category/latest-news', { headers: { Cookie: '' } })).text()),
          ],
          { timeout: 5000 },
        )
        .toEqual([404, 404, false, false, false]);
      expect(Date.now() - started).toBeLessThanOrEqual(5000);
    } finally {
      await deleteArticleViaApi(editor, gone.id);
    }
  });

  test('hydration: no console error, no second fetch of the page data; navigation after it stays in the app', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const dataRequests: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/articles') || url.pathname === '/api/auth/user')
        dataRequests.push(url.pathname + url.search);
    });

    await page.goto(`/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    // The comment section loads after hydration (it is not part of the server's page).
    await expect(page.getByRole('heading', { name: /^Comments/ })).toBeVisible();
    expect(dataRequests.filter((r) => !r.includes('/comments'))).toEqual([]);
    expect(errors).toEqual([]);

    // A client-side navigation: the window survives (no page load).
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(errors).toEqual([]);
  });

  test('Load More Articles: in place with JavaScript, a link to the next page without', async ({ browser, page }) => {
    const first = await editor.get('/api/articles?category=breaking-news&status=published&limit=10');
    const total = Number(first.headers()['x-total-count']);
    const made: ApiArticle[] = [];
    try {
      for (let i = total; i < 12; i += 1) {
        made.push(
          await createArticleViaApi(editor, {
            title: uniqueTitle(`SSR पृष्ठ ${i}`),
            content: 'पृष्ठ',
            categoryId: ids['breaking-news'],
            published: true,
          }),
        );
      }
      await page.goto('/category/breaking-news');
      const cards = page.getByTestId('category-grid').getByTestId('article-card');
      await expect(cards).toHaveCount(10);
      await page.getByRole('link', { name: 'Load More Articles' }).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(10);
      expect(new URL(page.url()).search).toBe('');

      const noScript = await browser.newContext({ javaScriptEnabled: false });
      try {
        const reader = await noScript.newPage();
        await reader.goto('/category/breaking-news');
        const firstTitles = await reader.getByTestId('category-grid').getByRole('heading').allInnerTexts();
        expect(firstTitles).toHaveLength(10);
        await reader.getByRole('link', { name: 'Load More Articles' }).click();
        await expect(reader).toHaveURL(/\/category\/breaking-news\?before=/);
        const nextTitles = await reader.getByTestId('category-grid').getByRole('heading').allInnerTexts();
        expect(nextTitles.length).toBeGreaterThan(0);
        expect(nextTitles.filter((title) => firstTitles.includes(title))).toEqual([]);
      } finally {
        await noScript.close();
      }
    } finally {
      for (const item of made) await deleteArticleViaApi(editor, item.id);
    }
  });

  test('the language switch: the next page comes from the server in Nepali', async ({ page }) => {
    await page.goto('/about');
    await page.getByTestId('language-switch').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'हाम्रो बारेमा' })).toBeVisible();
    const response = await page.reload();
    expect(await response!.text()).toMatch(/^<!doctype html><html lang="ne">/);
    await expect(page.getByRole('heading', { level: 1, name: 'हाम्रो बारेमा' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  });

  test("a signed-in reader's header is in the server's HTML", async ({ page }) => {
    const account = newAccount('ssr');
    await signUpViaApi(page.request, account);
    const html = await (await page.request.get('/about')).text();
    expect(html).toContain(`Account menu for ${account.firstName}`);
    expect(html).not.toContain('>Sign In<');
    await page.goto('/about');
    await expect(page.getByRole('button', { name: `Account menu for ${account.firstName}` })).toBeVisible();
  });

  test("a signed-in reader's account menu opens at the first tap once the page is ready, its code however slow", async ({
    page,
  }) => {
    const account = newAccount('menu');
    await signUpViaApi(page.request, account);
    // The menu's code on a slow line: the page must not call itself ready before it is there.
    await page.route(/\/assets\/user-menu-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/about');
    await accountMenu(page, account.firstName).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  });

  test('reader pages load no admin, editor or moderation code, signed out or signed in', async ({ browser }) => {
    // Which source modules each client file holds: written by the web build (web/vite.config.ts).
    const chunkModules = JSON.parse(
      readFileSync(path.resolve(__dirname, '../web/dist/client/.vite/chunk-modules.json'), 'utf8'),
    ) as Record<string, string[]>;
    const ADMIN_CODE = /^web\/src\/(features\/admin(-moderation)?|app\/routes\/admin)\//;
    const adminFiles = Object.keys(chunkModules).filter((file) => chunkModules[file].some((id) => ADMIN_CODE.test(id)));
    // The admin screens are in the build, each in files of their own.
    expect(adminFiles.length).toBeGreaterThan(0);

    const reader = newAccount('no-admin');
    for (const signedIn of [false, true]) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        if (signedIn) await signUpViaApi(page.request, reader);
        const scripts = new Set<string>();
        page.on('request', (req) => {
          const { pathname } = new URL(req.url());
          if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname.slice(1));
        });
        for (const route of ['/', '/category/latest-news', `/article/${article.id}`, '/about']) {
          await page.goto(route);
          if (route.startsWith('/article/'))
            await expect(page.getByRole('heading', { name: /^Comments/ })).toBeVisible();
          await page.waitForLoadState('networkidle');
        }
        if (signedIn) await expect(accountMenu(page, reader.firstName)).toBeVisible();
        // The app did load its files (the list is of real requests), none of them admin code.
        expect([...scripts].some((file) => chunkModules[file]?.includes('web/src/main.tsx'))).toBe(true);
        expect([...scripts].filter((file) => !(file in chunkModules))).toEqual([]);
        expect([...scripts].filter((file) => adminFiles.includes(file))).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
