// The profile photo in a real browser, through the gateway: a wrong file is refused
// before upload; a real PNG is uploaded, saved on the profile and shown in the header.
import { expect, test } from './fixtures';
import { accountMenu, expectToast, imageLoaded, newAccount, pngFile, signUpViaApi } from './web-helpers';

// Whole-stack steps on a 2-core machine: room for a slow moment.
test.describe.configure({ timeout: 90_000 });

test('profile photo: refused when not an image, then uploaded and shown in the header avatar', async ({ page }) => {
  const account = newAccount('photo');
  await signUpViaApi(page.request, account);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  const menu = accountMenu(page, account.firstName);
  await expect(menu.getByTestId('avatar-icon')).toBeVisible();

  const input = page.getByTestId('profile-photo-input');
  await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expectToast(page, 'File type error', 'Please select an image file');

  await input.setInputFiles(pngFile('me.png', [240, 180, 20], 64));
  await expectToast(page, 'Photo uploaded');
  const avatar = menu.getByTestId('avatar-image');
  await expect(avatar).toHaveAttribute('src', /^\/media\//);
  await expect.poll(() => imageLoaded(avatar)).toBe(true);

  // Saved on the profile: still there after a reload.
  await page.reload();
  await expect(accountMenu(page, account.firstName).getByTestId('avatar-image')).toHaveAttribute('src', /^\/media\//);
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me.profileImageUrl).toMatch(/^\/media\//);
});

test('profile photo: a text file renamed .png is refused by the server with its status', async ({ page }) => {
  const account = newAccount('photofake');
  await signUpViaApi(page.request, account);
  await page.goto('/profile');
  await page
    .getByTestId('profile-photo-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('just text') });
  await expectToast(page, 'Upload failed', '400: Invalid file type: Please select an image file');
  await expect(accountMenu(page, account.firstName).getByTestId('avatar-icon')).toBeVisible();
});
