import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AdminAuditRoute from '@/app/routes/admin/audit';
import { makeUser } from '@/testing/data';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';

const entries = [
  {
    id: 3,
    at: '2026-11-27T00:15:00.000Z',
    actor: { id: null, firstName: null, lastName: null },
    action: 'article.published',
    targetType: 'article',
    targetId: '7',
    targetTitle: 'बजेट आयो',
    details: { from: 'scheduled' },
  },
  {
    id: 2,
    at: '2026-11-26T10:00:00.000Z',
    actor: { id: 'a1', firstName: 'Gita', lastName: 'Rai' },
    action: 'user.role_changed',
    targetType: 'user',
    targetId: 'u9',
    targetTitle: 'ram@example.com',
    details: { from: 'client', to: 'contributor' },
  },
];

describe('the audit screen (/admin/audit)', () => {
  it('shows who did what, to what and when, paged by the server, filtered by subject', async () => {
    const calls = mockFetch({
      'GET /api/auth/user': { json: makeUser({ role: 'editor' }) },
      'GET /api/admin/audit': { json: entries, headers: { 'X-Total-Count': '45' } },
    });
    renderRoute(<AdminAuditRoute />, { path: '/admin/audit' });
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows[0]).toHaveTextContent('Scheduler');
    expect(rows[0]).toHaveTextContent('published the article');
    expect(within(rows[0]).getByRole('link', { name: 'बजेट आयो' })).toHaveAttribute('href', '/admin/articles?edit=7');
    expect(rows[1]).toHaveTextContent('Gita Rai');
    expect(rows[1]).toHaveTextContent('changed the role');
    expect(rows[1]).toHaveTextContent('Reader → Contributor');
    const first = new URL(calls.find((c) => c.url.startsWith('/api/admin/audit'))!.url, 'http://x').searchParams;
    expect([first.get('limit'), first.get('offset'), first.get('targetType')]).toEqual(['20', '0', null]);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Subject'), 'user');
    await waitFor(() => expect(new URL(calls.at(-1)!.url, 'http://x').searchParams.get('targetType')).toBe('user'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(new URL(calls.at(-1)!.url, 'http://x').searchParams.get('offset')).toBe('20'));
  });

  it('is for editors and admins: a contributor is sent home with "Admin access required"', async () => {
    mockFetch({ 'GET /api/auth/user': { json: makeUser({ role: 'contributor' }) } });
    renderRoute(<AdminAuditRoute />, { path: '/admin/audit' });
    expect(await screen.findByText('Admin access required. Redirecting...')).toBeInTheDocument();
  });
});
