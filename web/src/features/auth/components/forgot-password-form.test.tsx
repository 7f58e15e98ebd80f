import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ForgotPasswordRoute from '@/app/routes/auth/forgot-password';
import { mockFetch, signedOut } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';

describe('Forgot password screen', () => {
  it('toasts "Validation Error" for an empty e-mail and calls nothing', async () => {
    const calls = mockFetch({ 'GET /api/auth/user': signedOut });
    renderRoute(<ForgotPasswordRoute />, { path: '/forgot-password' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/auth/forgot-password')).toBe(false);
  });

  it('shows "Check Your Email" after sending, and Try again returns to the form', async () => {
    const calls = mockFetch({
      'GET /api/auth/user': signedOut,
      'POST /api/auth/forgot-password': { json: { message: 'If an account exists, a link was sent.' } },
    });
    const user = userEvent.setup();
    renderRoute(<ForgotPasswordRoute />, { path: '/forgot-password' });

    await user.type(screen.getByLabelText('Email'), 'sita@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('Reset link sent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(calls.find((c) => c.url === '/api/auth/forgot-password')?.json).toEqual({ email: 'sita@example.com' });

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });

  it('shows "Error" with the server message, or the default text', async () => {
    let answer: { status: number; text?: string; json?: unknown } = {
      status: 429,
      json: { statusCode: 429, message: 'Too many password reset requests for this email' },
    };
    mockFetch({ 'GET /api/auth/user': signedOut, 'POST /api/auth/forgot-password': () => answer });
    const user = userEvent.setup();
    renderRoute(<ForgotPasswordRoute />, { path: '/forgot-password' });

    await user.type(screen.getByLabelText('Email'), 'sita@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Too many password reset requests for this email')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();

    answer = { status: 502, text: '' };
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send reset email. Please try again.')).toBeInTheDocument();
  });
});
