import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createI18n } from '@/lib/i18n';
import { browser } from '@/lib/navigation';
import { createQueryClient } from '@/lib/react-query';
import { makeUser } from '@/testing/data';
import { mockFetch, signedOut } from '@/testing/mock-fetch';
import { AppProvider } from './provider';
import { createRoutes } from './router';

function renderApp(url: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  render(
    <AppProvider queryClient={queryClient} i18n={createI18n('en')}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('routes', () => {
  it('show the not-found screen for an unknown path, inside the layout', async () => {
    mockFetch({ 'GET /api/auth/user': signedOut });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });

  it.each([
    ['/', 'News in Nepali, as it happens'],
    ['/article/42', 'Article Not Found'],
    ['/category/breaking-news', 'Breaking News'],
    ['/category/latest', 'Latest News'],
    ['/login', 'Welcome back'],
    ['/register', 'Create an account'],
    ['/signup', 'Create an account'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=t', 'Set a new password'],
    ['/about', 'About Us'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/contact', 'Contact'],
  ])('%s renders its screen', async (url, heading) => {
    mockFetch({ 'GET /api/auth/user': signedOut });
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});

describe('header', () => {
  it('shows Sign In when signed out, the navigation and the contact mail link', async () => {
    mockFetch({ 'GET /api/auth/user': signedOut });
    renderApp('/about');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    const nav = within(header).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Latest' })).toHaveAttribute('href', '/category/latest');
    expect(within(nav).getByRole('link', { name: 'Breaking News' })).toHaveAttribute('href', '/category/breaking-news');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(header).getByRole('link', { name: 'Contact' }).getAttribute('href')).toMatch(/^mailto:contact@/);
  });

  it('shows the user menu with Admin Dashboard only for admins', async () => {
    mockFetch({ 'GET /api/auth/user': { json: makeUser({ role: 'client' }) } });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Sita' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('logs out to / (a full page load) even when the logout call fails', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const calls = mockFetch({
      'GET /api/auth/user': { json: makeUser({ role: 'admin' }) },
      'POST /api/auth/logout': { status: 500, text: '' },
    });
    const user = userEvent.setup();
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile Settings' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Account menu for Sita' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin Dashboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/auth/logout')).toBe(true);
    expect(screen.queryByText('You are logged out. Logging in again...')).not.toBeInTheDocument();
  });
});

describe('search', () => {
  it('the header box takes the reader from any page to the results', async () => {
    const calls = mockFetch({
      'GET /api/auth/user': signedOut,
      'GET /api/search': { json: [], headers: { 'X-Total-Count': '0' } },
    });
    const router = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    const user = userEvent.setup();
    await user.type(
      within(screen.getByRole('banner')).getByRole('searchbox', { name: 'Search news' }),
      'kathmandu{Enter}',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search: kathmandu' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=kathmandu');
    expect(await screen.findByText('No results for “kathmandu”')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/search?q=kathmandu'))).toBe(true);
  }, 30_000);
});
