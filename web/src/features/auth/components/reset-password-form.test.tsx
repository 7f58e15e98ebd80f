import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ResetPasswordRoute from '@/app/routes/auth/reset-password';
import { mockFetch, signedOut } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';

function renderReset(url = '/reset-password?token=abc123') {
  return renderRoute(<ResetPasswordRoute />, { path: '/reset-password', url });
}

async function submit(password: string, confirm: string) {
  const user = userEvent.setup();
  const [first, second] = [screen.getByLabelText('New password'), screen.getByLabelText('Confirm password')];
  await user.clear(first);
  await user.clear(second);
  if (password) await user.type(first, password);
  if (confirm) await user.type(second, confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('Reset password screen', () => {
  it('without a token toasts "Invalid Link" and goes to /forgot-password', async () => {
    mockFetch({ 'GET /api/auth/user': signedOut });
    renderReset('/reset-password');
    expect(
      await screen.findByRole('heading', { name: '/forgot-password page at /forgot-password' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Invalid Link')).toBeInTheDocument();
  });

  it('checks the fields in order and calls nothing while they are wrong', async () => {
    const calls = mockFetch({ 'GET /api/auth/user': signedOut });
    renderReset();

    await submit('', 'secret1');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    await submit('12345', '12345');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long.');
    await submit('secret1', 'secret2');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(calls.some((c) => c.url === '/api/auth/reset-password')).toBe(false);
  });

  it('on success shows the done panel, toasts, and goes to /login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockFetch({
      'GET /api/auth/user': signedOut,
      'POST /api/auth/reset-password': { json: { message: 'Password reset successful' } },
    });
    renderReset();

    await submit('newSecret1', 'newSecret1');

    expect(await screen.findByRole('heading', { name: 'Password Reset Successful' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/auth/reset-password')?.json).toEqual({
      token: 'abc123',
      password: 'newSecret1',
    });
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByRole('heading', { name: '/login page at /login' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(await screen.findByRole('heading', { name: '/login page at /login' })).toBeInTheDocument();
  });

  it('shows "Reset Failed" with the server message, or the default text', async () => {
    let answer: { status: number; json?: unknown; text?: string } = {
      status: 400,
      json: { statusCode: 400, message: 'Invalid reset token.' },
    };
    mockFetch({ 'GET /api/auth/user': signedOut, 'POST /api/auth/reset-password': () => answer });
    renderReset();

    await submit('newSecret1', 'newSecret1');
    expect(await screen.findByText('Reset Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid reset token.')).toBeInTheDocument();

    answer = { status: 500, text: '' };
    await submit('newSecret1', 'newSecret1');
    expect(await screen.findByText('Failed to reset password. The link may be expired.')).toBeInTheDocument();
  });
});
