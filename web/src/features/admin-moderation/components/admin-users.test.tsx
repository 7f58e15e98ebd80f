import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AdminUsersRoute from '@/app/routes/admin/users';
import { makeUser } from '@/testing/data';
import { mockFetch, type MockAnswer, type RecordedCall } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';

const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });
const params = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams;
const listCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/admin/users'));

const me = makeUser({
  id: 'admin-1',
  role: 'admin',
  firstName: 'Admin',
  lastName: 'Editor',
  email: 'admin@example.com',
});
const reader = makeUser({
  id: 'u-2',
  role: 'client',
  firstName: 'Ram',
  lastName: 'Thapa',
  email: 'ram@example.com',
  username: 'ramthapa',
  createdAt: '2026-10-01T04:00:00.000Z',
});
const hiddenReader = makeUser({
  id: 'u-3',
  role: 'client',
  firstName: 'Gita',
  lastName: 'Rai',
  hidden: true,
  email: 'gita@example.com',
});

function setup(extra: Record<string, MockAnswer | ((call: RecordedCall) => MockAnswer)> = {}) {
  const calls = mockFetch({
    'GET /api/auth/user': { json: me },
    'GET /api/admin/users': { json: [me, reader, hiddenReader], headers: { 'X-Total-Count': '3' } },
    ...extra,
  });
  const user = userEvent.setup();
  renderRoute(<AdminUsersRoute />, { path: '/admin/users' });
  return { calls, user };
}

describe('admin users (spec §2)', () => {
  it('the table: Name, Email, Role, Status (Active or Hidden), Joined, Actions; Add User goes to /register', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    const table = await screen.findByTestId('admin-users-table');
    for (const column of ['Name', 'Email', 'Role', 'Status', 'Joined', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const [, ram, gita] = within(table).getAllByTestId('admin-user-row');
    expect(within(ram).getByText('Ram Thapa')).toBeInTheDocument();
    expect(within(ram).getByText('@ramthapa')).toBeInTheDocument();
    expect(within(ram).getByText('ram@example.com')).toBeInTheDocument();
    expect(within(ram).getByText('Client')).toBeInTheDocument();
    expect(within(ram).getByTestId('admin-user-status')).toHaveTextContent('Active');
    expect(within(ram).getByText('October 1, 2026')).toBeInTheDocument();
    expect(within(gita).getByTestId('admin-user-status')).toHaveTextContent('Hidden');
    expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/register');
    // An admin cannot hide themselves.
    expect(screen.getByRole('button', { name: 'Hide Admin Editor' })).toBeDisabled();
  });

  it('search and the role filter are answered by the server', async () => {
    const { calls, user } = setup();
    await screen.findByTestId('admin-users-table');
    await user.type(screen.getByLabelText('Search'), 'ram@');
    await waitFor(() => expect(params(listCalls(calls).at(-1)!).get('search')).toBe('ram@'));
    const role = screen.getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['all', 'client', 'contributor', 'editor', 'admin']);
    await user.selectOptions(role, 'client');
    await waitFor(() => {
      const last = params(listCalls(calls).at(-1)!);
      expect([last.get('role'), last.get('offset'), last.get('limit')]).toEqual(['client', '0', '20']);
    });
  });

  it('hide and show: PUT hidden, "User updated"', async () => {
    const { calls, user } = setup({
      'PUT /api/admin/users/u-2/hidden': { json: { ...reader, hidden: true } },
      'PUT /api/admin/users/u-3/hidden': { json: { ...hiddenReader, hidden: false } },
    });
    await screen.findByTestId('admin-users-table');
    await user.click(screen.getByRole('button', { name: 'Hide Ram Thapa' }));
    expect(await within(toastRegion()).findByText('User updated')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/admin/users/u-2/hidden')!.json).toEqual({ hidden: true });
    await user.click(screen.getByRole('button', { name: 'Show Gita Rai' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/admin/users/u-3/hidden')?.json).toEqual({ hidden: false }),
    );
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThanOrEqual(2));
  });

  it('a failed toggle: "Update failed"', async () => {
    const { user } = setup({ 'PUT /api/admin/users/u-2/hidden': { status: 500, text: '' } });
    await screen.findByTestId('admin-users-table');
    await user.click(screen.getByRole('button', { name: 'Hide Ram Thapa' }));
    expect(await within(toastRegion()).findByText('Update failed')).toBeInTheDocument();
  });

  it('an admin changes a role in place (PUT role), not their own; a refusal says why', async () => {
    let role: 'client' | 'contributor' = 'client';
    const { calls, user } = setup({
      'GET /api/admin/users': () => ({
        json: [me, { ...reader, role }, hiddenReader],
        headers: { 'X-Total-Count': '3' },
      }),
      'PUT /api/admin/users/u-2/role': (call) => {
        role = (call.json as { role: 'contributor' }).role;
        return { json: { ...reader, role } };
      },
      'PUT /api/admin/users/u-3/role': {
        status: 409,
        json: { statusCode: 409, message: 'The portal needs at least one admin', error: 'Conflict' },
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Role of Ram Thapa' });
    expect(screen.getByRole('combobox', { name: 'Role of Admin Editor' })).toBeDisabled();
    await user.selectOptions(select, 'contributor');
    expect(await within(toastRegion()).findByText('Role changed')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Ram Thapa is now: Contributor.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.json).toEqual({ role: 'contributor' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role of Ram Thapa' })).toHaveValue('contributor'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Gita Rai' }), 'editor');
    expect(await within(toastRegion()).findByText('Failed to change the role')).toBeInTheDocument();
  });
});
