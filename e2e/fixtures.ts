// The browser tests' `test`: Playwright's, with every page waiting, after each page load it
// starts (goto, reload), until the app has hydrated the server's HTML. Reader pages arrive
// complete from the server, so a test could otherwise click a button before React handles it.
// Specs import { test, expect, ... } from here instead of '@playwright/test'.
import { test as base, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

const patched = new WeakSet<object>();

/** After a page of the app loaded: wait until it is interactive (html[data-app-ready]). */
async function waitForApp(page: Page, response: Response | null) {
  const type = response?.headers()['content-type'] ?? '';
  if (!response || !type.includes('text/html')) return;
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

function patchPage(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForApp(page, response);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForApp(page, response);
    return response;
  };
}

function patchContext(context: BrowserContext) {
  if (patched.has(context)) return;
  patched.add(context);
  for (const page of context.pages()) patchPage(page);
  context.on('page', patchPage);
}

function patchBrowser(browser: Browser) {
  if (patched.has(browser)) return;
  patched.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    // Without JavaScript nothing hydrates: such pages are read as the server sent them.
    if (options?.javaScriptEnabled !== false) patchContext(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    patchPage(page);
    return page;
  };
}

export const test = base.extend({
  context: async ({ context }, use) => {
    patchContext(context);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      patchBrowser(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
