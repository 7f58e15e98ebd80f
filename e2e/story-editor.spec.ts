// The article editor's story tools in a real browser (issue 22): an editor writes a body with
// a heading, a list and a captioned picture (Tiptap), adds a new tag, publishes, and the reader's
// article page shows them; a quote's source reaches the page under the quote; Preeti pasted into
// the body and the title is converted to Unicode, and Undo puts back what was pasted; the
// fixture's 592 lines of Preeti typed by people pasted at once give their Unicode; a picture
// address into the portal's own network (loopback, cloud metadata) is refused by the server's
// import with its message, and nothing is added.
import { expect, test, type Locator, type Page } from './fixtures';
import {
  adminCredentials,
  deleteArticleViaApi,
  eventually,
  expectToast,
  logInViaApi,
  pngFile,
  toast,
  uniqueTitle,
} from './web-helpers';
import { PREETI_PUBLISHED } from '../web/src/lib/preeti.fixture';

const admin = adminCredentials();
const PREETI = 'g]kfnsf] ;+ljwfg';
const UNICODE = 'नेपालको संविधान';

/** A paste of plain text on an element, as the browser sends one from the clipboard. */
async function paste(target: Locator, text: string) {
  await target.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Closes the toast with this title (one shows at a time: the next refusal must be a new one). */
async function closeToast(page: Page, title: string) {
  const item = toast(page, title);
  await item.getByRole('button', { name: 'Close' }).click();
  await expect(item).toBeHidden();
}

/** The id of the article with this title (the editors' list searches titles). */
async function articleId(page: Page, title: string): Promise<number> {
  const response = await page.request.get(`/api/articles?search=${encodeURIComponent(title)}&status=all`);
  expect(response.ok()).toBeTruthy();
  const [article] = (await response.json()) as { id: number }[];
  expect(article, `no article titled ${title}`).toBeDefined();
  return article.id;
}

test.describe('story editor', () => {
  test.describe.configure({ timeout: 120_000 });
  test.skip(!admin, 'ADMIN_EMAIL and ADMIN_PASSWORD are not set');

  test.beforeEach(async ({ page }) => {
    await logInViaApi(page.request, admin!.email, admin!.password);
  });

  test('a body with a heading, a list and a captioned picture, and a new tag, reach the article page', async ({
    page,
  }) => {
    const title = uniqueTitle('कथा सम्पादक');
    const tag = `ट्याग ${Date.now().toString(36)}`;
    await page.goto('/admin/articles');
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Category/).selectOption({ label: 'Latest News' });

    const body = page.getByLabel(/^Content/);
    await body.click();
    await page.keyboard.type('मुख्य कुरा');
    await page.getByRole('button', { name: 'Heading', exact: true }).click();
    await expect(body.getByRole('heading', { level: 2, name: 'मुख्य कुरा' })).toBeVisible();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('पहिलो बुँदा');
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('दोस्रो बुँदा');
    await expect(body.getByRole('listitem')).toHaveText(['पहिलो बुँदा', 'दोस्रो बुँदा']);
    // Enter on an empty item leaves the list.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('अन्तिम अनुच्छेद');

    await page.getByRole('button', { name: 'Picture', exact: true }).click();
    await page.getByLabel('Upload picture').setInputFiles(pngFile('bridge.png', [30, 120, 200], 64));
    const figure = page.getByTestId('body-figure');
    await expect(figure).toBeVisible({ timeout: 20_000 });
    await figure.getByLabel('Caption').fill('नयाँ पुल');
    await figure.getByLabel('Credit').fill('फोटो: राम');
    await figure.getByLabel('Alt text').fill('खोलामाथिको पुल');

    const tags = page.getByRole('combobox', { name: /^Tags/ });
    await tags.fill(tag);
    await tags.press('Enter');
    await expect(page.getByRole('list', { name: 'Chosen tags' })).toContainText(tag);

    await page.getByRole('switch', { name: 'Publish immediately' }).click();
    await page.getByRole('button', { name: 'Publish Article' }).click();
    await expectToast(page, 'Article created');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const id = await articleId(page, title);
    try {
      await eventually(page, `/article/${id}`, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 2000 });
      });
      const content = page.getByTestId('article-content');
      await expect(content.getByRole('heading', { level: 2 })).toHaveText('मुख्य कुरा');
      await expect(content.getByRole('listitem')).toHaveText(['पहिलो बुँदा', 'दोस्रो बुँदा']);
      await expect(content.getByText('अन्तिम अनुच्छेद')).toBeVisible();
      await expect(content.getByRole('img', { name: 'खोलामाथिको पुल' })).toBeVisible();
      await expect(content.getByTestId('picture-words')).toHaveText('नयाँ पुल · फोटो: राम');
      await expect(page.getByTestId('article-topics').getByRole('link', { name: tag })).toBeVisible();
    } finally {
      await deleteArticleViaApi(page.request, id);
    }
  });

  test("a quote's source, given under the toolbar, is shown under the quote on the article page", async ({ page }) => {
    const title = uniqueTitle('उद्धरण सम्पादक');
    await page.goto('/admin/articles');
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Category/).selectOption({ label: 'Latest News' });
    const body = page.getByLabel(/^Content/);
    await body.click();
    await page.keyboard.type('देश बनाऔँ');
    await page.getByRole('button', { name: 'Quote', exact: true }).click();
    await page.getByLabel('Quote source').fill('नगर प्रमुख');
    await expect(body.locator('blockquote')).toHaveAttribute('data-cite', 'नगर प्रमुख');
    await page.getByRole('switch', { name: 'Publish immediately' }).click();
    await page.getByRole('button', { name: 'Publish Article' }).click();
    await expectToast(page, 'Article created');

    const id = await articleId(page, title);
    try {
      await eventually(page, `/article/${id}`, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 2000 });
      });
      const quote = page.getByTestId('article-content').locator('blockquote');
      await expect(quote.locator('p')).toHaveText('देश बनाऔँ');
      await expect(quote.locator('footer cite')).toHaveText('नगर प्रमुख');
    } finally {
      await deleteArticleViaApi(page.request, id);
    }
  });

  test('Preeti pasted into the body and the title is converted; Undo puts back what was pasted', async ({ page }) => {
    await page.goto('/admin/articles');
    const body = page.getByLabel(/^Content/);
    await body.click();
    await paste(body, PREETI);
    await expect(body).toHaveText(UNICODE);
    const notice = page.getByTestId('preeti-notice');
    await expect(notice).toHaveText(/Preeti text converted to Unicode\./);
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(body).toHaveText(PREETI);
    await expect(notice).toHaveCount(0);

    const titleField = page.getByLabel(/^Title/);
    await titleField.click();
    await paste(titleField, PREETI);
    await expect(titleField).toHaveValue(UNICODE);
    await page.getByTestId('preeti-notice').getByRole('button', { name: 'Undo' }).click();
    await expect(titleField).toHaveValue(PREETI);
  });

  test('the Preeti fixture typed by people, pasted into the body, becomes its Unicode line by line', async ({
    page,
  }) => {
    await page.goto('/admin/articles');
    const body = page.getByLabel(/^Content/);
    await body.click();
    await paste(body, PREETI_PUBLISHED.map(([preeti]) => preeti).join('\n'));
    await expect(page.getByTestId('preeti-notice')).toBeVisible();
    // One paragraph per pasted line, each the fixture's Unicode (white space as the page shows it).
    const lines = (texts: string[]) => texts.map((text) => text.normalize('NFC').replace(/\s+/g, ' ').trim());
    await expect
      .poll(async () => lines(await body.locator('p').allTextContents()))
      .toEqual(lines(PREETI_PUBLISHED.map(([, unicode]) => unicode)));
  });

  test("a picture address into a private network is refused with the server's message; nothing is added", async ({
    page,
  }) => {
    // remote-image.ts's refusal, word for word.
    const refusal =
      'This address points into a private network (loopback, link-local or private addresses are not fetched)';
    await page.goto('/admin/articles');
    const field = page.getByTestId('additional-images-field');
    const url = field.getByLabel('Image URL');
    await url.fill('http://127.0.0.1/x.png');
    await field.getByRole('button', { name: 'Add image' }).click();
    await expectToast(page, 'Picture not added', refusal);
    await closeToast(page, 'Picture not added');
    await expect(field.getByTestId('additional-images')).toHaveCount(0);
    await expect(url).toHaveValue('http://127.0.0.1/x.png');
    await expect(field.getByRole('button', { name: 'Add image' })).toBeEnabled();

    // In the body: the toolbar's picture address, and a picture pasted as HTML.
    const body = page.getByLabel(/^Content/);
    await body.click();
    await page.keyboard.type('अनुच्छेद');
    await page.getByRole('button', { name: 'Picture', exact: true }).click();
    await page.getByLabel('Picture address').fill('http://169.254.169.254/latest/meta-data.png');
    await page.getByRole('button', { name: 'Insert picture' }).click();
    await expectToast(page, 'Picture not added', refusal);
    await closeToast(page, 'Picture not added');
    await expect(body.getByTestId('body-figure')).toHaveCount(0);

    await body.evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/html', '<p>हेर्नुहोस्</p><img src="http://127.0.0.1:9/inside.png" alt="भित्र">');
      data.setData('text/plain', 'हेर्नुहोस्');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(body).toContainText('हेर्नुहोस्');
    await expectToast(page, 'Picture not added', refusal);
    await expect(body.getByTestId('body-figure')).toHaveCount(0);
    await expect(body.locator('img')).toHaveCount(0);
  });
});
