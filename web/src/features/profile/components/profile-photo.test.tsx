import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header } from '@/components/layouts/header';
import { makeUser } from '@/testing/data';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';
import { ProfilePhoto } from './profile-photo';

const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });
const png = () => new File([new Uint8Array(64)], 'me.png', { type: 'image/png' });

function setup(table: Parameters<typeof mockFetch>[0]) {
  const calls = mockFetch(table);
  const user = userEvent.setup({ applyAccept: false });
  const signedIn = makeUser({ firstName: 'Sita' });
  renderRoute(
    <>
      <Header />
      <ProfilePhoto user={signedIn} />
    </>,
    { path: '/profile' },
  );
  return { calls, user };
}

describe('profile photo (spec §4, §5)', () => {
  it('refuses a file that is not an image: "File type error"', async () => {
    const { user, calls } = setup({ 'GET /api/auth/user': { json: makeUser() } });
    await user.upload(
      screen.getByTestId('profile-photo-input'),
      new File(['x'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(within(toastRegion()).getByText('File type error')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Please select an image file')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/upload')).toBe(false);
  });

  it('refuses an image over 10MB: "File too large"', async () => {
    const { user } = setup({ 'GET /api/auth/user': { json: makeUser() } });
    const big = png();
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(screen.getByTestId('profile-photo-input'), big);
    expect(within(toastRegion()).getByText('File too large')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Please select an image smaller than 10MB')).toBeInTheDocument();
  });

  it('uploads, saves the url on the profile, refreshes the user: the header shows the photo', async () => {
    let photo: string | null = null;
    const { user, calls } = setup({
      'GET /api/auth/user': () => ({ json: makeUser({ firstName: 'Sita', profileImageUrl: photo }) }),
      'POST /api/upload': { status: 201, json: { url: '/media/images/me.png' } },
      'PUT /api/auth/profile': (call) => {
        photo = (call.json as { profileImageUrl: string }).profileImageUrl;
        return { json: makeUser({ profileImageUrl: photo }) };
      },
    });
    const menu = await screen.findByRole('button', { name: 'Account menu for Sita' });
    expect(within(menu).getByTestId('avatar-icon')).toBeInTheDocument();

    await user.upload(screen.getByTestId('profile-photo-input'), png());
    expect(await within(toastRegion()).findByText('Photo uploaded')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(
      expect.arrayContaining(['POST /api/upload', 'PUT /api/auth/profile']),
    );
    expect(calls.find((c) => c.method === 'PUT')!.json).toEqual({ profileImageUrl: '/media/images/me.png' });
    expect(await within(menu).findByTestId('avatar-image')).toHaveAttribute('src', '/media/images/me.png');
  });

  it('"Upload failed" with the status and the answer', async () => {
    const { user, calls } = setup({
      'GET /api/auth/user': { json: makeUser() },
      'POST /api/upload': {
        status: 413,
        json: {
          statusCode: 413,
          message: 'File too large: Please select an image smaller than 10MB',
          error: 'Payload Too Large',
        },
      },
    });
    await user.upload(screen.getByTestId('profile-photo-input'), png());
    expect(await within(toastRegion()).findByText('Upload failed')).toBeInTheDocument();
    expect(
      within(toastRegion()).getByText('413: File too large: Please select an image smaller than 10MB'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
