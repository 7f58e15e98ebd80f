import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import RegisterRoute from '@/app/routes/auth/register';
import { makeUser } from '@/testing/data';
import { mockFetch, signedOut } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';

async function fill(values: Partial<Record<'First name' | 'Last name' | 'Email' | 'Password', string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('Register screen', () => {
  it('shows every validation message and calls nothing', async () => {
    const calls = mockFetch({ 'GET /api/auth/user': signedOut });
    renderRoute(<RegisterRoute />, { path: '/register' });

    await fill({ 'First name': '   ', Email: 'ram@', Password: '12345' });

    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(calls.some((c) => c.url === '/api/auth/signup')).toBe(false);
  });

  it('accepts a 6-character password and signs up with trimmed names', async () => {
    let signedIn = false;
    const calls = mockFetch({
      'GET /api/auth/user': () => (signedIn ? { json: makeUser() } : signedOut),
      'POST /api/auth/signup': () => {
        signedIn = true;
        return { status: 201, json: makeUser() };
      },
    });
    renderRoute(<RegisterRoute />, { path: '/signup' });

    await fill({ 'First name': ' Sita ', 'Last name': 'Sharma', Email: 'sita@example.com', Password: '123456' });

    expect(await screen.findByRole('heading', { name: '/ page at /' })).toBeInTheDocument();
    expect(screen.getByText('Account created!')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/auth/signup')?.json).toEqual({
      firstName: 'Sita',
      lastName: 'Sharma',
      email: 'sita@example.com',
      password: '123456',
    });
  });

  it('shows "Registration failed" with the server message, or "Please try again."', async () => {
    let answer = { status: 409, json: { statusCode: 409, message: 'An account with this email already exists' } };
    mockFetch({ 'GET /api/auth/user': signedOut, 'POST /api/auth/signup': () => answer });
    renderRoute(<RegisterRoute />, { path: '/register' });

    await fill({ 'First name': 'Sita', 'Last name': 'Sharma', Email: 'sita@example.com', Password: '123456' });
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();

    answer = { status: 500, json: { statusCode: 500, message: '' } };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please try again.')).toBeInTheDocument();
  });

  it('an admin\'s "Add User" picks the role: POST /api/admin/users with it', async () => {
    const calls = mockFetch({
      'GET /api/auth/user': { json: makeUser({ role: 'admin' }) },
      'POST /api/admin/users': { status: 201, json: makeUser({ id: 'u-9', role: 'editor' }) },
    });
    renderRoute(<RegisterRoute />, { path: '/register' });
    const role = await screen.findByLabelText('Role');
    expect([...(role as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'client',
      'contributor',
      'editor',
      'admin',
    ]);
    await userEvent.setup().selectOptions(role, 'editor');
    await fill({ 'First name': 'Gita', 'Last name': 'Rai', Email: 'gita@example.com', Password: '123456' });
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/admin/users')?.json).toEqual({
      firstName: 'Gita',
      lastName: 'Rai',
      email: 'gita@example.com',
      password: '123456',
      role: 'editor',
    });
  });

  it('a reader registering sees no role choice', async () => {
    mockFetch({ 'GET /api/auth/user': signedOut });
    renderRoute(<RegisterRoute />, { path: '/register' });
    await screen.findByLabelText('First name');
    expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
  });
});
