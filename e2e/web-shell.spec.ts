// The shell of the SPA in a real browser, through the gateway: header, footer, the
// slide-out menu, language switch (remembered), 404, the admin rules and the
// accessibility basics of the Foundation issue.
import { expect, test } from './fixtures';
import {
  accountMenu,
  expectToast,
  expectToastThenRedirect,
  logInWithForm,
  newAccount,
  signUpViaApi,
  toast,
} from './web-helpers';

test.describe('header and footer', () => {
  test('header: brand, navigation, contact mail, Sign In', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Main navigation' });

    await expect(header.getByRole('link', { name: /home/i }).first()).toHaveAttribute('href', '/');
    await expect(header).toContainText('सगरमाथा समाचार');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Latest' })).toHaveAttribute('href', '/category/latest');
    await expect(nav.getByRole('link', { name: 'Breaking News' })).toHaveAttribute('href', '/category/breaking-news');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(header.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', /^mailto:[^@]+@/);

    await nav.getByRole('link', { name: 'Breaking News' }).click();
    await expect(page).toHaveURL(/\/category\/breaking-news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Breaking News' })).toBeVisible();

    await header.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('footer: categories, contact, 24/7 News Updates, year, legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('24/7 News Updates');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole('link', { name: 'Latest News' })).toHaveAttribute('href', '/category/latest-news');
    await expect(footer.getByRole('link', { name: 'Breaking News' })).toHaveAttribute(
      'href',
      '/category/breaking-news',
    );
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /Facebook/ })).toBeVisible();

    for (const [name, path] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Contact', '/contact'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    }
  });

  test('small screens get a slide-out menu with the same navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    for (const name of ['Home', 'Latest', 'Breaking News', 'About']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('a Contact button at every width: header from 768 px, slide-out menu below', async ({ page }) => {
    // Seven page loads and a menu: 27 s of the default 30 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    for (const width of [390, 767, 768, 900, 1023, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      const header = page.getByRole('banner');
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      const inHeader = header.getByRole('link', { name: 'Contact', exact: true });
      if (width >= 768) {
        await expect(inHeader, `header Contact at ${width} px`).toBeVisible();
        await expect(inHeader).toHaveAttribute('href', /^mailto:[^@]+@/);
        // The header's row fits the width (its controls are not pushed off the screen).
        const row = header.locator('> div').first();
        expect(await row.evaluate((el) => el.scrollWidth <= el.clientWidth), `header fits at ${width} px`).toBe(true);
      } else {
        await expect(inHeader).toBeHidden();
        await header.getByRole('button', { name: 'Open menu' }).click();
        await expect(
          page
            .getByRole('dialog')
            .getByRole('link', { name: /Contact/ })
            .first(),
        ).toBeVisible();
      }
    }
  });

  test('a skip link leads to the main content', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });
});

test.describe('language', () => {
  test('the switch changes the interface to Nepali and the choice is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const nav = page.getByRole('banner').getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();

    await page.getByRole('button', { name: 'Switch the interface to Nepali' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(nav.getByRole('link', { name: 'गृहपृष्ठ' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('२४/७ समाचार अपडेट');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ne');

    // Remembered across a reload and on another screen.
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.getByRole('heading', { name: 'फेरि स्वागत छ' })).toBeVisible();
    await page.getByRole('button', { name: 'साइन इन', exact: true }).click();
    await expect(page.getByText('कृपया मान्य इमेल ठेगाना लेख्नुहोस्')).toBeVisible();

    await page.getByRole('button', { name: 'इन्टरफेस अंग्रेजीमा बदल्नुहोस्' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });

  test('Devanagari comes from the system fonts: no web font is downloaded', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch the interface to Nepali' }).click();
    await expect(page.getByRole('contentinfo')).toContainText('२४/७ समाचार अपडेट');
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toEqual([]);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toMatch(/Noto Sans Devanagari/);
    expect(family).toMatch(/Kohinoor Devanagari/);
    expect(family).toMatch(/Nirmala UI/);
  });
});

test.describe('not found', () => {
  test('an unknown path shows the 404 screen inside the layout', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('admin screens', () => {
  for (const path of ['/admin', '/admin/dashboard', '/admin/users', '/admin/comments']) {
    test(`a signed-out visitor on ${path} is sent to / with the admin toast`, async ({ page }) => {
      await expectToastThenRedirect(page, path, /^Unauthorized Admin access required\. Redirecting\.\.\./, /\/$/);
    });
  }

  test('a signed-in reader on /admin is sent to / after a second', async ({ page }) => {
    const account = newAccount('nonadmin');
    await signUpViaApi(page.request, account);
    await page.goto('/');
    await expect(accountMenu(page, account.firstName)).toBeVisible();

    const started = Date.now();
    await expectToastThenRedirect(page, '/admin', /^Unauthorized Admin access required\. Redirecting\.\.\./, /\/$/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('a reader on /admin/articles sees Access Denied with Go Home', async ({ page }) => {
    const account = newAccount('editor');
    await signUpViaApi(page.request, account);
    await page.goto('/admin/articles');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(toast(page, 'Unauthorized')).toHaveCount(0);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an admin reaches the dashboard from the account menu', async ({ page }) => {
    const email = process.env.ADMIN_EMAIL;
    const password = process.env.ADMIN_PASSWORD;
    test.skip(!email || !password, 'ADMIN_EMAIL and ADMIN_PASSWORD are not set');

    await logInWithForm(page, email!, password!);
    await expectToast(page, 'Welcome back!');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu for / })
      .click();
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toast(page, 'Unauthorized')).toHaveCount(0);

    await page.goto('/admin/articles');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  });
});

test.describe('notifications', () => {
  test('F8 moves focus to the notification region', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, 'Validation Error');
    await page.keyboard.press('F8');
    const focusedInRegion = await page.evaluate(() => Boolean(document.activeElement?.closest('[role="region"]')));
    expect(focusedInRegion).toBe(true);
  });

  test('one toast at a time: a new one replaces the previous', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, 'Validation Error');
    await page.getByLabel('Email').fill(newAccount('onetoast').email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, 'Reset link sent');
    await expect(page.getByRole('region', { name: /Notifications/ }).locator('li')).toHaveCount(1);
    await expect(toast(page, 'Validation Error')).toHaveCount(0);
  });
});
