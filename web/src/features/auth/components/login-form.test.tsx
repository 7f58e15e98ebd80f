import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import LoginRoute from '@/app/routes/auth/login';
import { browser } from '@/lib/navigation';
import { makeUser } from '@/testing/data';
import { mockFetch, signedOut } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';

function renderLogin() {
  return renderRoute(<LoginRoute />, { path: '/login' });
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('Login screen', () => {
  it('shows the title, the links and a show/hide toggle', async () => {
    mockFetch({ 'GET /api/auth/user': signedOut });
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('validates before calling the server', async () => {
    const calls = mockFetch({ 'GET /api/auth/user': signedOut });
    renderLogin();

    await fillAndSubmit('not-an-email', '');

    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.url === '/api/auth/login')).toHaveLength(0);
  });

  it('clears a message once the field is corrected', async () => {
    mockFetch({ 'GET /api/auth/user': signedOut });
    renderLogin();
    const user = await fillAndSubmit('', 'secret1');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ram@example.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('on success toasts "Welcome back!", refetches the user and goes to /', async () => {
    let signedIn = false;
    const calls = mockFetch({
      'GET /api/auth/user': () => (signedIn ? { json: makeUser() } : signedOut),
      'POST /api/auth/login': () => {
        signedIn = true;
        return { json: makeUser() };
      },
    });
    const { queryClient } = renderLogin();

    await fillAndSubmit('sita@example.com', 'secret1');

    expect(await screen.findByRole('heading', { name: '/ page at /' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/auth/login')?.json).toEqual({
      email: 'sita@example.com',
      password: 'secret1',
    });
    expect(queryClient.getQueryData(['auth', 'user'])).toMatchObject({ firstName: 'Sita' });
  });

  it('on a refused login shows "Login failed" with the server message, without the 401 redirect', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    mockFetch({
      'GET /api/auth/user': signedOut,
      'POST /api/auth/login': {
        status: 401,
        json: { statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' },
      },
    });
    renderLogin();

    await fillAndSubmit('sita@example.com', 'wrong-password');

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    vi.advanceTimersByTime(1000);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('falls back to "Please check your email and password." without a server message', async () => {
    mockFetch({ 'GET /api/auth/user': signedOut, 'POST /api/auth/login': { status: 401, text: '' } });
    renderLogin();
    await fillAndSubmit('sita@example.com', 'wrong-password');
    expect(await screen.findByText('Please check your email and password.')).toBeInTheDocument();
  });

  it('says "Something went wrong. Please try again." on a network error', async () => {
    mockFetch({ 'GET /api/auth/user': signedOut, 'POST /api/auth/login': { networkError: true } });
    renderLogin();
    await fillAndSubmit('sita@example.com', 'secret1');
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Login failed')).toBeInTheDocument());
  });
});
