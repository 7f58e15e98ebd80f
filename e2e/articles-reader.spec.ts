// The reader's screens in a real browser, through the gateway: Home (sections, tabs),
// category pages (Load More really loads the next page), the article page, a missing
// article, and dates in Bikram Sambat with Nepali numerals in the Nepali interface.
// The articles each test needs are made here through the API as the admin (the stack may
// or may not have the demo articles) and removed afterwards. Other specs running alongside make
// latest news; the related-card test uses two breaking articles (the life-cycle spec's breaking
// article stays among the newest three, which is all it needs).
import { expect, request as playwrightRequest, test, type APIRequestContext } from './fixtures';
import NepaliDate from 'nepali-date-converter';
import {
  adminCredentials,
  categoryIds,
  createArticleViaApi,
  deleteArticleViaApi,
  eventually,
  logInViaApi,
  storyPath,
  uniqueTitle,
  type ApiArticle,
} from './web-helpers';

const admin = adminCredentials();

const BS_MONTHS = ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'];
const nepaliDigits = (value: number | string) => String(value).replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)]);

/** The clock in Nepal at an instant, "HH:MM" with Nepali numerals. */
const nepalClock = (iso: string) =>
  nepaliDigits(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kathmandu',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso)),
  );

/** The calendar day of an instant in Nepal. */
function nepalDay(iso: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kathmandu',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

test.describe('reader screens', () => {
  // Whole-stack steps on a 2-core machine: room for a slow moment.
  test.describe.configure({ timeout: 90_000 });

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

  async function publish(label: string, category = 'latest-news', extra: { summary?: string | null } = {}) {
    const article = await createArticleViaApi(editor, {
      title: uniqueTitle(label),
      summary: 'summary' in extra ? extra.summary : 'पाठकका लागि सारांश',
      content: 'पहिलो अनुच्छेद।\nदोस्रो अनुच्छेद।',
      categoryId: ids[category],
      published: true,
    });
    created.push(article);
    return article;
  }

  test('Home: the latest section and the tabs; a card opens its article', async ({ page }) => {
    const article = await publish('E2E ताजा');
    const latest = page.getByTestId('home-latest');
    await eventually(page, '/', async () => {
      await expect(page).toHaveTitle(/सगरमाथा समाचार/);
      await expect(latest.getByRole('link', { name: article.title })).toBeVisible({ timeout: 3000 });
    });
    await expect(latest.getByRole('link', { name: 'View All Latest Articles' })).toHaveAttribute(
      'href',
      '/category/latest-news',
    );

    await page.getByRole('tab', { name: 'Breaking News' }).click();
    await expect(page.getByTestId('home-latest')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Latest' }).click();
    await expect(page.getByTestId('home-breaking')).toHaveCount(0);
    await page.getByRole('tab', { name: 'All News' }).click();

    // Cards link the canonical address, /article/{id}/{slug} (issue 22).
    await page.getByTestId('home-latest').getByRole('link', { name: article.title }).click();
    await expect(page).toHaveURL(new RegExp(`${storyPath(article)}$`));
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You might also like' })).toBeVisible();
  });

  test('category page: title per category and Load More Articles loads the next page', async ({ page }) => {
    test.setTimeout(120_000);
    // More than one page (20) of published latest news.
    const head = await editor.get('/api/articles?category=latest-news&status=published&limit=1');
    const total = Number(head.headers()['x-total-count']);
    for (let i = total; i < 23; i++) await publish(`E2E पृष्ठ ${i}`);

    const cards = page.getByTestId('category-grid').getByTestId('article-card');
    // The gateway may still answer the list from before the last publications for a moment.
    await eventually(page, '/category/latest-news', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
      await expect(page.getByText('The newest stories from Nepal and the world.')).toBeVisible();
      await expect(cards).toHaveCount(20, { timeout: 3000 });
      await expect(page.getByRole('link', { name: 'Load More Articles' })).toBeVisible({ timeout: 3000 });
    });
    const firstPage = await cards.allInnerTexts();

    await page.getByRole('link', { name: 'Load More Articles' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(20);
    // The next page continues the first: no article twice.
    const titles = await page.getByTestId('category-grid').getByRole('heading').allInnerTexts();
    expect(new Set(titles).size).toBe(titles.length);
    expect((await cards.allInnerTexts()).slice(0, 20)).toEqual(firstPage);

    // The header's /category/latest and an unknown slug are latest news too.
    await page.goto('/category/latest');
    await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
    await page.goto('/category/no-such-category');
    await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
    await expect(page.getByTestId('category-grid').getByTestId('article-card').first()).toBeVisible();

    await page.goto('/category/breaking-news');
    await expect(page.getByRole('heading', { level: 1, name: 'Breaking News' })).toHaveClass(/text-red-700/);
  });

  test('a related card without a summary shows the first 100 characters of the content', async ({ page }) => {
    const content = `${'क'.repeat(60)} ${'ख'.repeat(80)}`;
    const bare = await createArticleViaApi(editor, {
      title: uniqueTitle('E2E सारांशबिना'),
      summary: null,
      content,
      categoryId: ids['breaking-news'],
      published: true,
    });
    created.push(bare);
    const other = await publish('E2E सम्बन्धित', 'breaking-news');
    const card = page.getByTestId('related-articles').getByTestId('article-card').filter({ hasText: bare.title });
    await eventually(page, `/article/${other.id}`, async () => {
      await expect(card.getByTestId('article-card-text')).toHaveText(`${Array.from(content).slice(0, 100).join('')}…`, {
        timeout: 3000,
      });
    });
  });

  test('Nepali: article dates in Bikram Sambat with Nepali numerals; English: Gregorian', async ({ page }) => {
    const article = await publish('E2E मिति');
    // The page shows when it was published (issue 22: with the day, "गते", and Nepal's clock).
    const shown = article.publishedAt ?? article.createdAt;
    const day = nepalDay(shown);
    const bs = new NepaliDate(new Date(day.year, day.month - 1, day.day)).getBS();
    const expected = `${nepaliDigits(bs.year)} ${BS_MONTHS[bs.month]} ${nepaliDigits(bs.date)}`;

    await page.goto(`/article/${article.id}`);
    const english = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kathmandu',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(new Date(shown));
    await expect(page.getByTestId('article-view').locator('time').first()).toHaveText(english);

    await page.getByRole('button', { name: 'Switch the interface to Nepali' }).click();
    const time = page.getByTestId('article-view').locator('time').first();
    await expect(time).toHaveText(`${expected} गते ${nepalClock(shown)}`);
    await expect(time).toHaveText(/^[०-९]{4} \S+ [०-९]{1,2} गते [०-९]{2}:[०-९]{2}$/);
    await expect(page.getByTestId('author-block')).toContainText('वरिष्ठ सम्पादक');

    // The lists too.
    await page.goto('/category/latest-news');
    await expect(page.getByTestId('category-grid').locator('time').first()).toHaveText(/^[०-९]{4} \S+ [०-९]{1,2}$/);
  });

  test('a missing article: Article Not Found, and Go Back returns', async ({ page, baseURL }) => {
    await page.goto('/about');
    await page.goto('/article/987654321', { referer: `${baseURL}/about` });
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page).toHaveTitle(/^Article Not Found/);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/about$/);

    // Opened directly (nothing of the portal before it): Go Back leads home.
    const fresh = await page.context().newPage();
    await fresh.goto('/article/987654321');
    await fresh.getByRole('button', { name: 'Go Back' }).click();
    await expect(fresh).toHaveURL(/\/$/);
    await expect(fresh.getByTestId('home-tabs')).toBeVisible();
  });
});
