import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ProfileRoute from '@/app/routes/profile';
import { browser } from '@/lib/navigation';
import { makeUser } from '@/testing/data';
import { mockFetch, signedOut } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';
import type { User } from '@/types/contract';

/** The auth service's profile as the screen sees it: PUT changes what GET answers next. */
function profileServer(user: User) {
  let current = user;
  return mockFetch({
    'GET /api/auth/user': () => ({ json: current }),
    'PUT /api/auth/profile': ({ json }) => {
      current = { ...current, ...(json as object) };
      return { json: current };
    },
  });
}

describe('Profile screen', () => {
  it('shows the user, with a read-only e-mail', async () => {
    mockFetch({ 'GET /api/auth/user': { json: makeUser({ location: 'Pokhara' }) } });
    renderRoute(<ProfileRoute />, { path: '/profile' });

    expect(screen.getByRole('heading', { name: 'Profile Settings' })).toBeInTheDocument();
    expect(await screen.findByLabelText('First name')).toHaveValue('Sita');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('sita@example.com');
    expect(screen.getByLabelText(/Location/)).toHaveValue('Pokhara');
  });

  it('requires first and last name with the signup messages', async () => {
    const calls = mockFetch({ 'GET /api/auth/user': { json: makeUser() } });
    const user = userEvent.setup();
    renderRoute(<ProfileRoute />, { path: '/profile' });

    await user.clear(await screen.findByLabelText('First name'));
    await user.clear(screen.getByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('saves with PUT /api/auth/profile and refreshes the cached user', async () => {
    const calls = profileServer(makeUser());
    const user = userEvent.setup();
    const { queryClient } = renderRoute(<ProfileRoute />, { path: '/profile' });

    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Gita');
    await user.type(screen.getByLabelText(/Phone number/), '9841000000');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.json).toEqual({
      firstName: 'Gita',
      lastName: 'Sharma',
      username: null,
      phoneNumber: '9841000000',
      location: null,
      bio: null,
    });
    await vi.waitFor(() => expect(queryClient.getQueryData(['auth', 'user'])).toMatchObject({ firstName: 'Gita' }));
    expect(calls.filter((c) => c.url === '/api/auth/user')).toHaveLength(2);
  });

  it('saves the bio (shown on the author page) with the profile, within the server’s 300 characters', async () => {
    const calls = profileServer(makeUser({ bio: 'पुरानो परिचय' }));
    const user = userEvent.setup();
    renderRoute(<ProfileRoute />, { path: '/profile' });

    const bio = await screen.findByRole('textbox', { name: /Bio/ });
    expect(bio).toHaveValue('पुरानो परिचय');
    expect(bio).toHaveAttribute('maxlength', '300');
    expect(bio).toHaveAccessibleDescription('A few lines about you, shown on your author page. 12 of 300 characters.');
    await user.clear(bio);
    await user.type(bio, '  पोखराका संवाददाता।{Enter}खेलकुद र पर्यटन।  ');
    expect(bio).toHaveAccessibleDescription(/39 of 300 characters/);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    // Trimmed, its lines kept.
    expect(calls.find((c) => c.method === 'PUT')?.json).toMatchObject({
      bio: 'पोखराका संवाददाता।\nखेलकुद र पर्यटन।',
    });

    // The browser stops at 300 characters; emptied, it is cleared (null).
    await user.clear(bio);
    await user.click(bio);
    await user.paste('क'.repeat(310));
    expect(bio).toHaveValue('क'.repeat(300));
    await user.clear(bio);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1].json).toMatchObject({ bio: null });
  });

  it('toasts "Update failed" when the server refuses', async () => {
    mockFetch({
      'GET /api/auth/user': { json: makeUser() },
      'PUT /api/auth/profile': { status: 400, json: { statusCode: 400, message: 'Please enter a valid phone number' } },
    });
    const user = userEvent.setup();
    renderRoute(<ProfileRoute />, { path: '/profile' });

    await user.type(await screen.findByLabelText(/Phone number/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
  });

  it('asks a visitor who never signed in to sign in (not "You are logged out") and sends them to /login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    mockFetch({ 'GET /api/auth/user': signedOut });
    renderRoute(<ProfileRoute />, { path: '/profile' });

    expect(await screen.findByText('Please sign in')).toBeInTheDocument();
    expect(screen.queryByText('You are logged out. Logging in again...')).not.toBeInTheDocument();
    vi.advanceTimersByTime(500);
    expect(assign).toHaveBeenCalledWith('/login');
  });
});
