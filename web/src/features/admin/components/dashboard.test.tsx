import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AdminDashboardRoute from '@/app/routes/admin/dashboard';
import { articlesAnswer, breakingCategory, latestCategory, makeArticle, makeUser } from '@/testing/data';
import { mockFetch, type MockAnswer, type RecordedCall } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';

const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });
const params = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams;
// The table's requests (the editors' review queue asks for status=review on its own).
const articleCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/articles') && params(c).get('status') !== 'review');
const searchCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/search'));

const published = makeArticle({ id: 1, title: 'प्रकाशित लेख', published: true, category: breakingCategory });
const draft = makeArticle({ id: 2, title: 'ड्राफ्ट लेख', published: false });
const submitted = makeArticle({ id: 3, title: 'पठाइएको लेख', published: false, status: 'review' });

function setup(extra: Record<string, MockAnswer | ((call: RecordedCall) => MockAnswer)> = {}) {
  const calls = mockFetch({
    'GET /api/auth/user': { json: makeUser({ role: 'admin' }) },
    'GET /api/categories': { json: [latestCategory, breakingCategory] },
    'GET /api/admin/stats': {
      json: {
        totalArticles: 30,
        breakingNews: 10,
        totalComments: 4,
        byStatus: { draft: 11, review: 3, scheduled: 2, published: 14 },
      },
    },
    'GET /api/articles': (call) =>
      params(call).get('status') === 'review'
        ? articlesAnswer([submitted], { total: 1 })
        : articlesAnswer([published, draft], { total: 30 }),
    'GET /api/search': articlesAnswer([draft], { total: 1 }),
    ...extra,
  });
  const user = userEvent.setup();
  renderRoute(<AdminDashboardRoute />, { path: '/admin' });
  return { calls, user };
}

describe('admin dashboard (spec §2)', () => {
  it('stat cards, shortcuts, the table and "Showing X of Y articles"', async () => {
    const { calls } = setup();
    const stats = await screen.findByTestId('admin-stats');
    await within(stats).findByText('30');
    expect(stats).toHaveTextContent('Total Articles');
    expect(stats).toHaveTextContent('Breaking News10');
    expect(stats).toHaveTextContent('Total Comments4');
    expect(screen.getByRole('link', { name: 'Create Article' })).toHaveAttribute('href', '/admin/articles');
    expect(screen.getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Manage Comments' })).toHaveAttribute('href', '/admin/comments');

    const table = await screen.findByTestId('articles-table');
    await within(table).findByText('ड्राफ्ट लेख');
    for (const column of ['Title', 'Category', 'Author', 'Status', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(within(table).getByText('Draft')).toBeInTheDocument();
    expect(within(table).getByText('Published')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Edit "ड्राफ्ट लेख"' })).toHaveAttribute(
      'href',
      '/admin/articles?edit=2',
    );
    expect(screen.getByText('Showing 2 of 30 articles')).toBeInTheDocument();
    const first = articleCalls(calls)[0];
    expect(params(first).get('limit')).toBe('10');
    expect(params(first).get('status')).toBe('all');
  });

  it('search and filters are answered by the server (search by the search engine, drafts included); Clear Filters resets them', async () => {
    const { calls, user } = setup();
    await screen.findByText('प्रकाशित लेख');
    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    await waitFor(() => expect(params(articleCalls(calls).at(-1)!).get('status')).toBe('draft'));
    await user.type(screen.getByLabelText('Search'), 'बजेट');
    await user.selectOptions(screen.getByLabelText('Category'), 'breaking-news');
    await waitFor(() => {
      const last = params(searchCalls(calls).at(-1)!);
      expect([last.get('q'), last.get('status'), last.get('category'), last.get('limit')]).toEqual([
        'बजेट',
        'draft',
        'breaking-news',
        '10',
      ]);
    });
    const table = screen.getByTestId('articles-table');
    await waitFor(() => expect(within(table).queryByText('प्रकाशित लेख')).not.toBeInTheDocument());
    expect(within(table).getByText('ड्राफ्ट लेख')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1 articles')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('all');
    expect(screen.getByLabelText('Category')).toHaveValue('all');
  });

  it('publishes a draft with PUT {published: true}', async () => {
    const { calls, user } = setup({ 'PUT /api/articles/2': { json: { ...draft, published: true } } });
    await user.click(await screen.findByRole('button', { name: 'Publish "ड्राफ्ट लेख"' }));
    await within(toastRegion()).findByText('Article updated');
    expect(calls.find((c) => c.method === 'PUT')!.json).toEqual({ published: true });
    // The lists are fetched again after the change.
    await waitFor(() => expect(articleCalls(calls).length).toBeGreaterThan(1));
  });

  it('a failed toggle: "Failed to update article status"', async () => {
    const { user } = setup({ 'PUT /api/articles/1': { status: 500, text: 'boom' } });
    await user.click(await screen.findByRole('button', { name: 'Unpublish "प्रकाशित लेख"' }));
    expect(await within(toastRegion()).findByText('Failed to update article status')).toBeInTheDocument();
  });

  it('delete asks first; Cancel keeps the article', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete "ड्राफ्ट लेख"' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this article? This action will remove article.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('delete confirmed: DELETE, "Article deleted", lists and stats refreshed', async () => {
    let deleted = false;
    const { calls, user } = setup({
      'DELETE /api/articles/2': () => {
        deleted = true;
        return { status: 204 };
      },
      'GET /api/articles': (call) =>
        params(call).get('status') === 'review'
          ? articlesAnswer([])
          : articlesAnswer(deleted ? [published] : [published, draft], { total: deleted ? 29 : 30 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete "ड्राफ्ट लेख"' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(toastRegion()).findByText('Article deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('ड्राफ्ट लेख')).not.toBeInTheDocument());
    expect(screen.getByText('Showing 1 of 29 articles')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/admin/stats').length).toBeGreaterThan(1);
  });

  it('a failed delete: "Delete failed"', async () => {
    const { user } = setup({ 'DELETE /api/articles/2': { status: 500, text: '' } });
    await user.click(await screen.findByRole('button', { name: 'Delete "ड्राफ्ट लेख"' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(toastRegion()).findByText('Delete failed')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Failed to delete article. Please try again.')).toBeInTheDocument();
  });

  it('counts per state, and the review queue first for editors', async () => {
    setup();
    const states = await screen.findByTestId('state-stats');
    await within(states).findByText('11');
    expect(states).toHaveTextContent('Submitted for review3');
    expect(states).toHaveTextContent('Scheduled2');
    expect(states).toHaveTextContent('Drafts11');
    expect(states).toHaveTextContent('Published14');
    const queue = await screen.findByTestId('review-queue');
    await within(queue).findByText('पठाइएको लेख');
    expect(within(queue).getByRole('link', { name: 'Review "पठाइएको लेख"' })).toHaveAttribute(
      'href',
      '/admin/articles?edit=3',
    );
    // The queue comes before the table of recent articles.
    const table = screen.getByTestId('articles-table');
    expect(queue.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Every state in the filter.
    const options = within(screen.getByLabelText('Status')).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['all', 'review', 'scheduled', 'draft', 'published']);
    expect(screen.getByRole('link', { name: 'Audit Log' })).toHaveAttribute('href', '/admin/audit');
    expect(screen.getByRole('link', { name: 'Sections' })).toHaveAttribute('href', '/admin/sections');
  });

  it('names the sections editors added in the category filter (spec.md’s two by the interface’s strings)', async () => {
    setup({
      'GET /api/categories': {
        json: [latestCategory, breakingCategory, { id: 101, name: 'Politics', slug: 'politics', nameNe: 'राजनीति' }],
      },
    });
    await screen.findByTestId('articles-table');
    const filter = screen.getByLabelText('Category');
    await within(filter).findByRole('option', { name: 'Politics' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['all', 'All categories'],
      ['latest-news', 'Latest News'],
      ['breaking-news', 'Breaking News'],
      ['politics', 'Politics'],
    ]);
  });

  it('a contributor sees their own articles (mine=true), no queue, no publishing, no users or audit', async () => {
    const calls = mockFetch({
      'GET /api/auth/user': { json: makeUser({ role: 'contributor' }) },
      'GET /api/categories': { json: [latestCategory, breakingCategory] },
      'GET /api/admin/stats': {
        json: {
          totalArticles: 3,
          breakingNews: 0,
          totalComments: 0,
          byStatus: { draft: 1, review: 1, scheduled: 0, published: 1 },
        },
      },
      'GET /api/articles': articlesAnswer([draft, submitted]),
    });
    renderRoute(<AdminDashboardRoute />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'My Articles' })).toBeInTheDocument();
    const table = await screen.findByTestId('articles-table');
    await within(table).findByText('ड्राफ्ट लेख');
    expect(calls.filter((c) => c.url.startsWith('/api/articles')).every((c) => params(c).get('mine') === 'true')).toBe(
      true,
    );
    expect(screen.queryByTestId('review-queue')).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Publish/ })).not.toBeInTheDocument();
    // Their own draft can be deleted; the submitted one no longer.
    expect(within(table).getByRole('button', { name: 'Delete "ड्राफ्ट लेख"' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Delete "पठाइएको लेख"' })).not.toBeInTheDocument();
    expect(within(table).getByText('In review')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'User Management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audit Log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sections' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Article' })).toBeInTheDocument();
  });
});
