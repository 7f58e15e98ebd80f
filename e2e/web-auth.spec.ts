// The account screens of the Foundation issue in a real browser, through the gateway:
// sign up, log out, log in, wrong password, validation messages, profile, and the whole
// forgot-password flow with the mail read from MailDev.
import { expect, test } from './fixtures';
import { adminSession } from './comments-helpers';
import {
  accountMenu,
  countMails,
  expectToast,
  logInViaApi,
  logInWithForm,
  logOutWithMenu,
  newAccount,
  recordedToasts,
  recordToasts,
  resetLinkOf,
  signUpViaApi,
  toast,
  waitForMail,
} from './web-helpers';

test.describe('sign up, log out, log in', () => {
  test('a new reader signs up, logs out and logs in again', async ({ page }) => {
    // Eight whole-stack steps, three of them full page loads: on a loaded 2-core machine they
    // outlast the default 30 s budget (seen), so this test gets the articles specs' 90 s.
    test.setTimeout(90_000);
    const account = newAccount('signup');
    await recordToasts(page);

    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expectToast(page, 'Account created!');
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page, account.firstName)).toBeVisible();

    // The session survives a reload (cookie set by the server).
    await page.reload();
    await expect(accountMenu(page, account.firstName)).toBeVisible();

    // A plain reader's menu: Profile and Logout, no Admin Dashboard.
    await accountMenu(page, account.firstName).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Logging out from a signed-in-only screen goes to / without the logged-out toast.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    await logOutWithMenu(page, account.firstName);
    // Logout is a full page load of /: once that document has loaded, no timer of the profile
    // page (the 500 ms redirect of the logged-out rule) can run any more, so no waiting for time.
    await page.waitForURL(/\/$/, { waitUntil: 'load' });
    expect((await recordedToasts(page)).filter((text) => text.includes('Unauthorized'))).toEqual([]);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

    await logInWithForm(page, account.email, account.password);
    await expectToast(page, 'Welcome back!');
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page, account.firstName)).toBeVisible();
  });

  test('/signup is the same registration screen', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  test('a second signup with the same e-mail shows "Registration failed"', async ({ page }) => {
    const account = newAccount('duplicate');
    await signUpViaApi(page.request, account);
    await page.request.post('/api/auth/logout');

    await page.goto('/register');
    await page.getByLabel('First name').fill('Ram');
    await page.getByLabel('Last name').fill('Thapa');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('another-password');
    await page.getByRole('button', { name: 'Create Account' }).click();

    const failure = toast(page, 'Registration failed');
    await expect(failure).toBeVisible();
    // The server's message is shown, not the generic fallback.
    await expect(failure).not.toContainText('Please try again.');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a wrong password shows "Login failed" with the server message', async ({ page }) => {
    const account = newAccount('wrongpw');
    await signUpViaApi(page.request, account);
    await page.request.post('/api/auth/logout');

    await logInWithForm(page, account.email, `${account.password}-wrong`);

    await expectToast(page, 'Login failed', 'Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('validation messages', () => {
  test('login checks the e-mail and that a password is given', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Email').fill('ram@example');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Email').fill('ram@example.com');
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  });

  test('login has a show/hide password toggle and its links', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-value');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('signup shows every field message', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();

    await page.getByLabel('Password', { exact: true }).fill('12345');
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('123456');
    await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(0);
  });
});

test.describe('profile', () => {
  test('a reader updates the profile; the e-mail cannot be changed', async ({ page }) => {
    const account = newAccount('profile');
    await signUpViaApi(page.request, account);

    await page.goto('/');
    await accountMenu(page, account.firstName).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();

    const email = page.getByLabel('Email');
    await expect(email).toHaveValue(account.email);
    await expect(email).toHaveAttribute('readonly', '');

    // Required names, with the signup messages.
    await page.getByLabel('First name').fill('');
    await page.getByLabel('Last name').fill('  ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();

    await page.getByLabel('First name').fill('Gita');
    await page.getByLabel('Last name').fill('Karki');
    await page.getByLabel(/^Username/).fill(`gita${Date.now() % 100000}`);
    await page.getByLabel(/^Phone number/).fill('9841234567');
    await page.getByLabel(/^Location/).fill('Pokhara');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expectToast(page, 'Profile updated');
    // The header follows the cached user, which is refreshed after the update.
    await expect(accountMenu(page, 'Gita')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Gita');
    await expect(page.getByLabel('Last name')).toHaveValue('Karki');
    await expect(page.getByLabel(/^Phone number/)).toHaveValue('9841234567');
    await expect(page.getByLabel(/^Location/)).toHaveValue('Pokhara');
  });

  test('a refused update shows "Update failed"', async ({ page }) => {
    const account = newAccount('profilefail');
    await signUpViaApi(page.request, account);
    await page.goto('/profile');
    await page.getByLabel(/^Phone number/).fill('not a phone');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Update failed');
  });

  test("the photo picker offers the server's image types; a HEIC photo is refused before upload", async ({ page }) => {
    const account = newAccount('heic');
    await signUpViaApi(page.request, account);
    await page.goto('/profile');
    const input = page.getByTestId('profile-photo-input');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif,image/avif');
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/upload')) uploads.push(r.url());
    });
    await input.setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: Buffer.from('ftypheic') });
    await expectToast(page, 'File type error');
    await expect(toast(page, 'File type error')).toContainText(
      'HEIC photos (the iPhone camera format) cannot be uploaded',
    );
    expect(uploads).toEqual([]);
  });

  test('a visitor who never signed in opens /profile: "Please sign in", then /login', async ({ page }) => {
    await recordToasts(page);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    // The toast was shown on /profile for the 500 ms before the full-page redirect; "You are
    // logged out" would be untrue for someone who never was signed in.
    const toasts = await recordedToasts(page);
    expect(toasts).toContainEqual(expect.stringMatching(/^Please sign in/));
    expect(toasts.filter((text) => text.includes('You are logged out'))).toEqual([]);
  });
});

test.describe('forgot and reset password', () => {
  test('the reset link from the mail sets a new password once', async ({ page, request }) => {
    // Mail delivery and four password hashes: room for a busy machine.
    test.setTimeout(90_000);
    const account = newAccount('reset');
    await signUpViaApi(request, account);
    const before = await countMails(request, account.email);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();

    // Empty e-mail: a toast, no call.
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, 'Validation Error', 'Please enter your email address.');

    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expectToast(page, 'Reset link sent');

    // Try again returns to the form; Back to Login is offered.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();

    // Two requests, two mails; the newest link is the one that counts.
    const mail = await waitForMail(request, account.email, before + 1);
    const link = resetLinkOf(mail);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    const newPassword = `${account.password}-new`;

    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields.' })).toBeVisible();
    await page.getByLabel('New password').fill('12345');
    await page.getByLabel('Confirm password').fill('12345');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();

    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
    await expectToast(page, 'Password Reset Successful');
    // Redirected to /login after 3 seconds.
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

    // The old password is refused, the new one works.
    await logInWithForm(page, account.email, account.password);
    await expectToast(page, 'Login failed', 'Invalid email or password');
    await logInWithForm(page, account.email, newPassword);
    await expectToast(page, 'Welcome back!');
    await expect(accountMenu(page, account.firstName)).toBeVisible();

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password').fill('third-password');
    await page.getByLabel('Confirm password').fill('third-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Reset Failed', 'Invalid reset token.');
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  });

  test('the first of two links stops working when the second is used', async ({ page, request }) => {
    const account = newAccount('twolinks');
    await signUpViaApi(request, account);
    const before = await countMails(request, account.email);
    await request.post('/api/auth/forgot-password', { data: { email: account.email } });
    const first = resetLinkOf(await waitForMail(request, account.email, before));
    await request.post('/api/auth/forgot-password', { data: { email: account.email } });
    const second = resetLinkOf(await waitForMail(request, account.email, before + 1));
    expect(second).not.toBe(first);

    await page.goto(second);
    await page.getByLabel('New password').fill('second-link-password');
    await page.getByLabel('Confirm password').fill('second-link-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();

    await page.goto(first);
    await page.getByLabel('New password').fill('first-link-password');
    await page.getByLabel('Confirm password').fill('first-link-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Reset Failed', 'Invalid reset token.');
  });

  test('a reset link without a token says "Invalid Link" and goes to /forgot-password', async ({ page }) => {
    await page.goto('/reset-password');
    await expectToast(page, 'Invalid Link');
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('a made-up token is refused', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New password').fill('whatever-password');
    await page.getByLabel('Confirm password').fill('whatever-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Reset Failed', 'Invalid reset token.');
  });
});

test.describe('an admin adds a user', () => {
  test('"Add User" leads to /register, creates the account and the admin stays signed in', async ({ browser }) => {
    const { context, page } = await adminSession(browser);
    const me = await (await page.request.get('/api/auth/user')).json();
    const account = newAccount('added');

    await page.goto('/admin/users');
    await page.getByRole('link', { name: 'Add User' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expectToast(page, 'Account created!');
    await expect(page).toHaveURL(/\/admin\/users$/);
    // Still the admin: their own account menu, and the server's session is theirs.
    await expect(accountMenu(page, me.firstName)).toBeVisible();
    expect((await (await page.request.get('/api/auth/user')).json()).email).toBe(me.email);
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(account.email);
    await expect(page.getByRole('cell', { name: account.email })).toBeVisible();

    // The new account is real: it signs in with its own password.
    const other = await browser.newContext();
    await logInViaApi(other.request, account.email, account.password);
    await other.close();
    await context.close();
  });
});
