import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AdminCommentsRoute from '@/app/routes/admin/comments';
import { makeComment } from '@/testing/comments';
import { makeUser } from '@/testing/data';
import { mockFetch, type MockAnswer, type RecordedCall } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';
import type { Comment } from '@/types/contract';

const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });
const params = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams;
const listCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/admin/comments'));

/** A comment as the editors' list answers it: another reader's, with its e-mail and article. */
function adminComment(overrides: Partial<Comment> = {}): Comment {
  return makeComment({
    content: 'छोटो प्रतिक्रिया',
    userId: 'u1',
    isOwner: false,
    createdAt: '2026-11-20T04:00:00.000Z',
    updatedAt: '2026-11-20T04:00:00.000Z',
    reportsCount: 0,
    user: { firstName: 'Sita', lastName: 'Sharma', profileImageUrl: null, email: 'sita@example.com' },
    article: { title: 'बजेट समाचार' },
    ...overrides,
  });
}

const long = 'क'.repeat(60) + 'ख'.repeat(60);
const rows = [
  adminComment(),
  adminComment({
    id: 2,
    content: long,
    hidden: true,
    article: null,
    reportsCount: 3,
    user: { firstName: 'Ram', lastName: 'Thapa', profileImageUrl: null, email: 'ram@example.com' },
  }),
];

function setup(extra: Record<string, MockAnswer | ((call: RecordedCall) => MockAnswer)> = {}) {
  const calls = mockFetch({
    'GET /api/auth/user': { json: makeUser({ role: 'admin' }) },
    'GET /api/admin/comments': { json: rows, headers: { 'X-Total-Count': '45' } },
    ...extra,
  });
  const user = userEvent.setup();
  renderRoute(<AdminCommentsRoute />, { path: '/admin/comments' });
  return { calls, user };
}

describe('admin comments (spec §2)', () => {
  it('the table: truncated comment, user and e-mail, article or Unknown Article, status, date, reports', async () => {
    const { calls } = setup();
    expect(await screen.findByRole('heading', { name: 'Manage Comments' })).toBeInTheDocument();
    const table = await screen.findByTestId('admin-comments-table');
    for (const column of ['Comment', 'User', 'Article', 'Status', 'Date', 'Reports', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const [first, second] = within(table).getAllByTestId('admin-comment-row');
    expect(within(first).getByText('Sita Sharma')).toBeInTheDocument();
    expect(within(first).getByText('sita@example.com')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'बजेट समाचार' })).toHaveAttribute('href', '/article/7');
    expect(within(first).getByTestId('admin-comment-status')).toHaveTextContent('Visible');
    expect(within(first).getByText('November 20, 2026')).toBeInTheDocument();
    expect(within(second).getByTestId('admin-comment-text')).toHaveTextContent(`${'क'.repeat(60)}${'ख'.repeat(40)}…`);
    expect(within(second).getByText('Unknown Article')).toBeInTheDocument();
    expect(within(second).getByTestId('admin-comment-status')).toHaveTextContent('Hidden');
    expect(within(second).getByTestId('admin-comment-reports')).toHaveTextContent('33 reports');
    expect(within(second).getByText('3 reports')).toHaveClass('sr-only');
    expect(screen.getByTestId('page-info')).toHaveTextContent('Showing 1–2 of 45');
    const first_ = params(listCalls(calls)[0]);
    expect([first_.get('status'), first_.get('limit'), first_.get('offset'), first_.get('search')]).toEqual([
      'all',
      '20',
      '0',
      null,
    ]);
  });

  it('search and the status filter are answered by the server', async () => {
    const { calls, user } = setup();
    await screen.findByTestId('admin-comments-table');
    await user.type(screen.getByLabelText('Search'), 'बजेट');
    await waitFor(() => expect(params(listCalls(calls).at(-1)!).get('search')).toBe('बजेट'));
    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Visible', 'Hidden', 'Reported']);
    await user.selectOptions(status, 'hidden');
    await waitFor(() => expect(params(listCalls(calls).at(-1)!).get('status')).toBe('hidden'));
  });

  it('Next and Previous page with offset', async () => {
    const { calls, user } = setup();
    await screen.findByTestId('admin-comments-table');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(params(listCalls(calls).at(-1)!).get('offset')).toBe('20'));
    await waitFor(() => expect(screen.getByTestId('page-info')).toHaveTextContent('Showing 21–22 of 45'));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(params(listCalls(calls).at(-1)!).get('offset')).toBe('0'));
  });

  it('hide and show: PUT visibility, a toast, and the list is fetched again', async () => {
    const { calls, user } = setup({
      'PUT /api/admin/comments/1/visibility': { json: adminComment({ hidden: true }) },
      'PUT /api/admin/comments/2/visibility': { json: adminComment({ id: 2, hidden: false }) },
    });
    await screen.findByTestId('admin-comments-table');
    await user.click(screen.getByRole('button', { name: 'Hide comment by Sita Sharma' }));
    expect(await within(toastRegion()).findByText('Comment hidden')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/admin/comments/1/visibility')!.json).toEqual({ hidden: true });
    await user.click(screen.getByRole('button', { name: 'Show comment by Ram Thapa' }));
    expect(await within(toastRegion()).findByText('Comment shown')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/admin/comments/2/visibility')!.json).toEqual({ hidden: false });
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThanOrEqual(3));
  });

  it('showing a comment whose author is hidden says readers still do not see it', async () => {
    const { user } = setup({ 'PUT /api/admin/comments/2/visibility': { json: adminComment({ id: 2, hidden: true }) } });
    await screen.findByTestId('admin-comments-table');
    await user.click(screen.getByRole('button', { name: 'Show comment by Ram Thapa' }));
    const region = toastRegion();
    expect(await within(region).findByText('Comment shown')).toBeInTheDocument();
    expect(within(region).getByText('Its author is hidden, so readers still do not see it.')).toBeInTheDocument();
  });

  it('a failed toggle: "Update failed"', async () => {
    const { user } = setup({ 'PUT /api/admin/comments/1/visibility': { status: 500, text: '' } });
    await screen.findByTestId('admin-comments-table');
    await user.click(screen.getByRole('button', { name: 'Hide comment by Sita Sharma' }));
    expect(await within(toastRegion()).findByText('Update failed')).toBeInTheDocument();
  });

  it('an empty result says so', async () => {
    setup({ 'GET /api/admin/comments': { json: [], headers: { 'X-Total-Count': '0' } } });
    expect(await screen.findByText('No comments match these filters.')).toBeInTheDocument();
  });

  it('non-admins are turned away', async () => {
    mockFetch({ 'GET /api/auth/user': { json: makeUser({ role: 'client' }) } });
    renderRoute(<AdminCommentsRoute />, { path: '/admin/comments' });
    expect(await within(toastRegion()).findByText('Admin access required. Redirecting...')).toBeInTheDocument();
  });
});
