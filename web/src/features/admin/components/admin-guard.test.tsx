import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AdminArticlesRoute from '@/app/routes/admin/articles';
import AdminDashboardRoute from '@/app/routes/admin/dashboard';
import AdminUsersRoute from '@/app/routes/admin/users';
import { makeUser } from '@/testing/data';
import { mockFetch, signedOut } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';

describe('admin screens (spec §6)', () => {
  it('send a non-admin to / after 1 second with the "Admin access required" toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ 'GET /api/auth/user': { json: makeUser({ role: 'client' }) } });
    renderRoute(<AdminDashboardRoute />, { path: '/admin' });

    expect(await screen.findByText('Admin access required. Redirecting...')).toBeInTheDocument();
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(900));
    expect(screen.queryByRole('heading', { name: '/ page at /' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByRole('heading', { name: '/ page at /' })).toBeInTheDocument();
  });

  it('treat a signed-out visitor as a non-admin', async () => {
    mockFetch({ 'GET /api/auth/user': signedOut });
    renderRoute(<AdminDashboardRoute />, { path: '/admin/dashboard' });
    expect(await screen.findByText('Admin access required. Redirecting...')).toBeInTheDocument();
  });

  it('let an admin in', async () => {
    mockFetch({ 'GET /api/auth/user': { json: makeUser({ role: 'admin' }) } });
    renderRoute(<AdminDashboardRoute />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  it('the article editor shows Access Denied with Go Home instead of redirecting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ 'GET /api/auth/user': { json: makeUser({ role: 'client' }) } });
    renderRoute(<AdminArticlesRoute />, { path: '/admin/articles' });

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('let a contributor into the dashboard and the editor, not into user management', async () => {
    mockFetch({ 'GET /api/auth/user': { json: makeUser({ role: 'contributor' }) } });
    const first = renderRoute(<AdminDashboardRoute />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    first.unmount();
    const second = renderRoute(<AdminArticlesRoute />, { path: '/admin/articles' });
    expect(await screen.findByRole('heading', { name: 'Create Article' })).toBeInTheDocument();
    second.unmount();
    renderRoute(<AdminUsersRoute />, { path: '/admin/users' });
    expect(await screen.findByText('Admin access required. Redirecting...')).toBeInTheDocument();
  });
});
