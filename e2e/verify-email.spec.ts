// A new reader verifies their e-mail address through the mail inbox (MailDev), as a
// reader would: sign up with the form, see the quiet banner, ask for a new mail, open
// the link of the mail, and the banner is gone.
import { expect, test } from './fixtures';
import { accountMenu, countMails, newAccount, PASSWORD_WORK_MS, verifyLinkOf, waitForMail } from './web-helpers';

test('a new account is verified through the link of the mail', async ({ page, request }) => {
  const account = newAccount('verify');
  await page.goto('/register');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(accountMenu(page, account.firstName)).toBeVisible({ timeout: PASSWORD_WORK_MS });

  // Sign-up sent the first mail; the banner offers another.
  const first = await waitForMail(request, account.email, 0);
  expect(first.subject).toBe('इमेल पुष्टि गर्नुहोस् / Verify your email address');
  const banner = page.getByTestId('verify-email-banner');
  await expect(banner).toContainText('Please verify your email address');
  await banner.getByRole('button', { name: 'Resend email' }).click();
  await expect(banner).toContainText('We sent you a new verification email.');
  const mails = await countMails(request, account.email);
  const newest = await waitForMail(request, account.email, Math.max(1, mails - 1));

  await page.goto(verifyLinkOf(newest));
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is verified.' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(accountMenu(page, account.firstName)).toBeVisible();
  await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);
  const me = await page.request.get('/api/auth/user');
  expect((await me.json()).emailVerified).toBe(true);

  // The link works once.
  await page.goto(verifyLinkOf(newest));
  await expect(
    page.getByRole('status').filter({ hasText: 'This verification link is invalid or has expired.' }),
  ).toBeVisible();
});

test('the gateway ignores a client-sent X-Forwarded-Proto and X-Forwarded-For', async ({ request }) => {
  const account = newAccount('spoof');
  const login = (i: number, password: string) =>
    request.post('/api/auth/login', {
      data: { email: account.email, password },
      headers: { 'X-Forwarded-For': `203.0.113.${i}`, 'X-Forwarded-Proto': 'https' },
    });
  const signup = await request.post('/api/auth/signup', {
    data: account,
    headers: { 'X-Forwarded-Proto': 'https' },
  });
  expect(signup.status()).toBe(201);
  // Plain http: no Secure cookie and no HSTS, whatever the client claims.
  expect(signup.headers()['set-cookie']).not.toMatch(/Secure/i);
  expect(signup.headers()['strict-transport-security']).toBeUndefined();
  // Failures under ever-new made-up addresses still count for this one real address.
  for (let i = 0; i < 6; i += 1) expect((await login(i, 'wrong-password')).status()).toBe(401);
  const refused = await login(99, account.password);
  expect(refused.status()).toBe(429);
  expect((await refused.json()).message).toMatch(/^Too many failed login attempts for this account/);
});
