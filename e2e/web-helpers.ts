// Shared steps of the web browser specs (e2e/web-*.spec.ts): unique accounts, the
// header's account menu, toasts and the MailDev inbox.
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Locator, type Page } from './fixtures';

export const MAIL_API =
  process.env.MAILDEV_URL ?? process.env.MAIL_UI_URL ?? `http://127.0.0.1:${process.env.MAIL_UI_PORT ?? '1080'}`;

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

let counter = 0;

/** A new account's details, with an e-mail no other test (or earlier run) uses. */
export function newAccount(label: string): Account {
  counter += 1;
  const unique = `${Date.now()}-${process.pid}-${counter}`;
  return {
    firstName: 'Sita',
    lastName: 'Sharma',
    email: `web-${label}-${unique}@example.com`,
    password: `pass-${unique}`,
  };
}

/** Create an account over the API (faster than the form when the test is about something else). */
export async function signUpViaApi(request: APIRequestContext, account: Account) {
  const response = await request.post('/api/auth/signup', { data: account });
  expect(response.ok(), `signup answered ${response.status()}: ${await response.text()}`).toBeTruthy();
  // Sign-up mails a verification link: wait for it, so a test counting mails starts from a settled inbox.
  await waitForMail(request, account.email, 0);
}

/** The path and query of the verification link in a mail. */
export function verifyLinkOf(mail: MailDevMail): string {
  const match = /https?:\/\/[^\s"<>]+\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(mail.text ?? mail.html ?? '');
  expect(match, `a verification link in the mail "${mail.subject}"`).not.toBeNull();
  const url = new URL(match![0].replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

/** The toast region (Radix Toast viewport) and a toast in it with the given title. */
export function toast(page: Page, title: string | RegExp): Locator {
  return page
    .getByRole('region', { name: /Notifications|सूचनाहरू/ })
    .locator('li')
    .filter({ hasText: title });
}

/**
 * How long a step that makes the server hash a password (sign-up, sign-in: argon2, about 0.3 s
 * and 64 MiB on a quiet machine) may take on a busy 2-core machine before the page shows it.
 */
export const PASSWORD_WORK_MS = 15_000;

export async function expectToast(page: Page, title: string, description?: string) {
  const item = toast(page, title);
  // The toast region's code loads with the first toast (issue 8's weight cut): on a busy machine
  // fetching and running that chunk can take longer than the default 5 s.
  await expect(item).toBeVisible({ timeout: 15_000 });
  if (description) await expect(item).toContainText(description);
}

/**
 * Record, inside the page, the text of every toast that appears, in sessionStorage so the
 * record survives full-page redirects. For toasts shown only for a moment before such a
 * redirect (the 401 rule shows its toast for 500 ms), where polling from the test can miss them.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const key = 'e2e-toasts';
    const record = () => {
      const seen: string[] = JSON.parse(sessionStorage.getItem(key) ?? '[]');
      for (const item of document.querySelectorAll('[role="region"] li')) {
        const text = (item as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
      sessionStorage.setItem(key, JSON.stringify(seen));
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

export async function recordedToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[]);
}

/**
 * Opens `path`, which shows a toast and then leaves for `to` (the admin screens after 1 s, the
 * 401 rule with a full-page redirect after 500 ms): waits for the redirect, then finds the toast
 * in the page's own record, which polling the page from a busy machine could miss.
 */
export async function expectToastThenRedirect(page: Page, path: string, toastText: RegExp, to: RegExp) {
  await recordToasts(page);
  await page.goto(path);
  await expect(page).toHaveURL(to, { timeout: 15_000 });
  // The toast's code may still be on its way when a client-side redirect is done.
  await expect.poll(() => recordedToasts(page), { timeout: 15_000 }).toContainEqual(expect.stringMatching(toastText));
}

/** The header's account menu button (desktop layout). */
export function accountMenu(page: Page, firstName: string): Locator {
  return page.getByRole('banner').getByRole('button', { name: `Account menu for ${firstName}` });
}

/** Waits for the login form itself (its route is loaded lazily) before typing into it. */
export async function logInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function logOutWithMenu(page: Page, firstName: string) {
  await accountMenu(page, firstName).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
}

interface MailDevMail {
  id: string;
  time: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string; name?: string }[];
}

/** Every mail in MailDev (MailDev 3 serves its REST API under /api; older versions at the root). */
async function listMails(request: APIRequestContext): Promise<MailDevMail[]> {
  for (const path of ['/api/email', '/email']) {
    const response = await request.get(`${MAIL_API}${path}`);
    if (response.ok()) return (await response.json()) as MailDevMail[];
  }
  return [];
}

async function mailsTo(request: APIRequestContext, address: string): Promise<MailDevMail[]> {
  const wanted = address.toLowerCase();
  return (await listMails(request)).filter((m) => m.to.some((to) => to.address.toLowerCase() === wanted));
}

export async function countMails(request: APIRequestContext, address: string): Promise<number> {
  return (await mailsTo(request, address)).length;
}

/** Wait until more than `after` mails to `address` are in MailDev; returns the newest. */
export async function waitForMail(request: APIRequestContext, address: string, after = 0): Promise<MailDevMail> {
  let found: MailDevMail[] = [];
  await expect
    .poll(
      async () => {
        found = await mailsTo(request, address);
        return found.length;
      },
      { message: `a mail to ${address} in MailDev (${MAIL_API})`, timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBeGreaterThan(after);
  return found.sort((a, b) => Date.parse(a.time) - Date.parse(b.time))[found.length - 1];
}

/** The path and query of the reset link in a mail (its host is PUBLIC_URL, which may differ from the test's). */
export function resetLinkOf(mail: MailDevMail): string {
  const match = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text ?? mail.html ?? '');
  expect(match, `a reset link in the mail "${mail.subject}"`).not.toBeNull();
  const url = new URL(match![0].replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

// --- Articles (e2e/articles-*.spec.ts) ------------------------------------------------------------

/** The admin account of the stack under test (infra/e2e.mjs sets both). */
export function adminCredentials(): { email: string; password: string } | null {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  return email && password ? { email, password } : null;
}

/** Sign a page's browser context in (the cookie is shared by the page and its `request`). */
export async function logInViaApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok(), `login answered ${response.status()}: ${await response.text()}`).toBeTruthy();
}

export interface ArticleBody {
  title: string;
  summary?: string | null;
  content: string;
  imageUrl?: string | null;
  imageUrls?: string[];
  categoryId: number;
  published: boolean;
}

export interface ApiArticle extends Required<ArticleBody> {
  id: number;
  /** Its canonical address is /article/{id}/{slug} (issue 22). */
  slug: string;
  createdAt: string;
  publishedAt: string | null;
  category: { id: number; name: string; slug: string };
  tags: { id: number; name: string; slug: string }[];
}

/** An article's canonical address, /article/{id}/{slug}, as cards, feeds and sitemaps link it (issue 22). */
export const storyPath = (article: Pick<ApiArticle, 'id' | 'slug'>) => `/article/${article.id}/${article.slug}`;

/** Category ids by slug (latest-news, breaking-news). */
export async function categoryIds(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.get('/api/categories');
  expect(response.ok()).toBeTruthy();
  const list = (await response.json()) as { id: number; slug: string }[];
  return Object.fromEntries(list.map((c) => [c.slug, c.id]));
}

/** POST /api/articles with an admin's `request`. */
export async function createArticleViaApi(request: APIRequestContext, body: ArticleBody): Promise<ApiArticle> {
  const response = await request.post('/api/articles', { data: body });
  expect(response.status(), `create answered ${response.status()}: ${await response.text()}`).toBe(201);
  return (await response.json()) as ApiArticle;
}

/** DELETE /api/articles/{id}, ignoring a 404 (already gone). */
export async function deleteArticleViaApi(request: APIRequestContext, id: number) {
  const response = await request.delete(`/api/articles/${id}`);
  expect([204, 404], `delete answered ${response.status()}`).toContain(response.status());
}

/**
 * Reload `path` until `check` passes: readers' answers are cached by the gateway for 2 s
 * (gateway/nginx.conf.template), so what an editor just changed reaches readers a moment later.
 */
export async function eventually(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 20_000, intervals: [500, 1000, 2000] });
}

/** A title no other test (or earlier run) uses. */
export function uniqueTitle(label: string): string {
  counter += 1;
  return `${label} ${Date.now().toString(36)}-${process.pid}-${counter}`;
}

// A real, small PNG made here (a solid square), so uploads go through the server's byte check.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `size`×`size` PNG of one colour, as Playwright's setInputFiles takes it. */
export function pngFile(name: string, [r, g, b]: [number, number, number], size = 16) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** Whether an <img> has loaded a real picture (the /media/ path answered with an image). */
export async function imageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}
