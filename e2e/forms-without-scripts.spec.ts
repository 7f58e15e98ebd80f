// The auth forms before and without scripts (issue 20): a reader whose scripts have not run
// signs in, signs up and resets a password with plain form POSTs to the web server, sees the
// spec's messages on the server-rendered page, and no password ever lands in a URL.
// Playwright's own `test`: the fixtures' page waits for the app's ready marker, which a page
// without scripts never sets.
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { countMails, newAccount, resetLinkOf, signUpViaApi, waitForMail } from './web-helpers';

test.use({ javaScriptEnabled: false });

/** Every URL the page requests from now on (navigations, form submissions, assets). */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'portal_session');
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('the auth forms without scripts', () => {
  // Whole-stack steps with password hashes (and a mail for the reset): room for a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a reader signs in: 303 to /, the session cookie set, signed in on the next page', async ({ page, request }) => {
    const account = newAccount('nojs-login');
    await signUpViaApi(request, account);
    const urls = recordUrls(page);

    await signInWithForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/$/);
    expect(await sessionCookie(page)).toMatchObject({ httpOnly: true });
    // The server-rendered header of the signed-in reader.
    await expect(
      page.getByRole('banner').getByRole('button', { name: `Account menu for ${account.firstName}` }),
    ).toBeVisible();
    expect(
      urls.filter((url) => url.includes(encodeURIComponent(account.password)) || url.includes(account.password)),
    ).toEqual([]);
  });

  test('a wrong password: the spec’s message on the server-rendered page, the e-mail kept, no session', async ({
    page,
    request,
  }) => {
    const account = newAccount('nojs-wrong');
    await signUpViaApi(request, account);

    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await signInWithForm(page, account.email, 'not-the-password');
    expect((await answer).status()).toBe(401);
    const alert = page.getByRole('alert').filter({ hasText: 'Login failed' });
    await expect(alert).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    expect(await sessionCookie(page)).toBeUndefined();

    // The form's own checks, answered by the server: the spec's field messages.
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('a reader signs up on /signup and is signed in on /', async ({ page }) => {
    const account = newAccount('nojs-signup');
    const urls = recordUrls(page);
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/$/);
    expect(await sessionCookie(page)).toBeDefined();
    await expect(
      page.getByRole('banner').getByRole('button', { name: `Account menu for ${account.firstName}` }),
    ).toBeVisible();
    expect(urls.filter((url) => url.includes(account.password))).toEqual([]);
  });

  test('a reader resets a forgotten password with the link from the mail, then signs in with it', async ({
    page,
    request,
  }) => {
    const account = newAccount('nojs-reset');
    await signUpViaApi(request, account);
    const before = await countMails(request, account.email);

    await page.goto('/forgot-password');
    // An empty e-mail: the spec's validation message, on the page.
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('alert')).toContainText('Validation Error');
    await expect(page.getByRole('alert')).toContainText('Please enter your email address.');

    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    const link = resetLinkOf(await waitForMail(request, account.email, before));

    const newPassword = `${account.password}-new`;
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(`${newPassword}-typo`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toContainText('Passwords do not match.');

    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Reset Failed' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to Login' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await sessionCookie(page)).toBeDefined();
  });
});

test.describe('no form puts a password in a URL', () => {
  test('every form has an explicit method, every form with a password field posts, and submitting them leaves the URL clean', async ({
    page,
  }) => {
    // Eight page loads and three form posts, one after the other.
    test.setTimeout(180_000);
    const pages = [
      '/',
      '/search?q=news',
      '/about',
      '/login',
      '/register',
      '/signup',
      '/forgot-password',
      '/reset-password?token=abc',
    ];
    for (const path of pages) {
      await page.goto(path);
      const forms = await page.locator('form').evaluateAll((elements) =>
        elements.map((form) => ({
          method: form.getAttribute('method'),
          hasPassword: form.querySelector('input[type="password"]') !== null,
        })),
      );
      expect(forms.length, `forms on ${path}`).toBeGreaterThan(0);
      for (const form of forms) {
        expect(form.method, `a form on ${path} names its method`).toMatch(/^(get|post)$/);
        if (form.hasPassword) expect(form.method, `the password form on ${path}`).toBe('post');
      }
    }

    // Submitted as a reader would before scripts: whatever the server answers, the password
    // stays out of every URL requested.
    const secret = 'MySecret#123';
    const urls = recordUrls(page);
    for (const path of ['/login', '/register', '/reset-password?token=abc']) {
      await page.goto(path);
      for (const field of await page.locator('input[type="password"]').all()) await field.fill(secret);
      const email = page.getByLabel('Email');
      if (await email.count()) await email.fill('reader@example.com');
      await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        page.locator('form:has(input[type="password"]) button[type="submit"]').click(),
      ]);
      await page.waitForLoadState('load');
      expect(page.url()).not.toContain(secret);
      expect(page.url()).not.toContain(encodeURIComponent(secret));
    }
    expect(urls.filter((url) => url.includes('MySecret') || /[?&]password=/.test(url))).toEqual([]);
  });
});

test.describe('POST /login through the gateway', () => {
  test('a plain form POST signs in: 303 to / with the session cookie, never from the micro-cache', async ({
    request,
    baseURL,
  }) => {
    const account = newAccount('nojs-curl');
    await signUpViaApi(request, account);
    // A client with no cookie at all, as curl would be.
    const curl = await playwrightRequest.newContext({ baseURL });
    const post = (password: string, headers: Record<string, string> = {}) =>
      curl.post('/login', { form: { email: account.email, password }, headers, maxRedirects: 0 });

    const wrong = await post('wrong-password');
    expect(wrong.status()).toBe(401);
    expect(wrong.headers()['set-cookie'] ?? '').not.toContain('portal_session=');

    // The same URL right after, with the right password: answered afresh, not a cached page.
    const right = await post(account.password);
    expect(right.status()).toBe(303);
    expect(right.headers()['location']).toBe('/');
    expect(right.headers()['set-cookie']).toMatch(/portal_session=[^;]+;.*HttpOnly/i);
    expect(right.headers()['cache-control']).toContain('no-store');

    // Another site's form: the API's cross-site check sees the browser's Origin and refuses.
    const crossSite = await post(account.password, {
      Origin: 'https://elsewhere.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(crossSite.status()).toBe(403);
    expect(crossSite.headers()['set-cookie'] ?? '').not.toContain('portal_session=');
    await curl.dispose();
  });
});
