import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import HomeRoute from '@/app/routes/home';
import { articlesAnswer, breakingCategory, makeArticle } from '@/testing/data';
import { mockFetch, signedOut, type MockAnswer, type RecordedCall } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';

const latest = (n: number) => Array.from({ length: n }, (_, i) => makeArticle({ title: `ताजा ${i + 1}` }));
const breaking = (n: number) =>
  Array.from({ length: n }, (_, i) => makeArticle({ title: `ब्रेकिङ ${i + 1}`, category: breakingCategory }));

/** GET /api/articles answered by category. */
function articlesBy(answers: Record<string, MockAnswer>) {
  return (call: RecordedCall): MockAnswer => {
    const category = new URL(call.url, 'http://x').searchParams.get('category') ?? '';
    return answers[category] ?? articlesAnswer([]);
  };
}

const params = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams;

describe('home page (spec §2)', () => {
  it('calls /api/init and shows skeletons while loading', async () => {
    const calls = mockFetch({
      'GET /api/auth/user': signedOut,
      'GET /api/init': { json: { status: 'ok' } },
      'GET /api/articles': articlesBy({}),
    });
    renderRoute(<HomeRoute />, { path: '/' });
    expect(await screen.findAllByTestId('article-skeleton')).not.toHaveLength(0);
    expect(await screen.findByText('No Articles Available')).toBeInTheDocument();
    expect(screen.queryByTestId('article-skeleton')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/init')).toBe(true);
    expect(document.title).toContain('सगरमाथा समाचार');
  });

  it('breaking: the first featured, the next two compact, View All when there are more than 3', async () => {
    mockFetch({
      'GET /api/articles': articlesBy({
        'breaking-news': articlesAnswer(breaking(4), { total: 7 }),
        'latest-news': articlesAnswer(latest(2)),
      }),
    });
    renderRoute(<HomeRoute />, { path: '/' });
    const section = await screen.findByTestId('home-breaking');
    await within(section).findByText('ब्रेकिङ 1');
    const cards = within(section).getAllByTestId('article-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('heading', { name: 'ब्रेकिङ 1' })).toBeInTheDocument();
    expect(within(section).queryByText('ब्रेकिङ 4')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View All Breaking News' })).toHaveAttribute(
      'href',
      '/category/breaking-news',
    );
  });

  it('no View All Breaking News with 3 or fewer', async () => {
    mockFetch({ 'GET /api/articles': articlesBy({ 'breaking-news': articlesAnswer(breaking(3)) }) });
    renderRoute(<HomeRoute />, { path: '/' });
    const section = await screen.findByTestId('home-breaking');
    await within(section).findByText('ब्रेकिङ 3');
    expect(within(section).queryByRole('link', { name: 'View All Breaking News' })).not.toBeInTheDocument();
  });

  it('latest: up to 8 articles and View All Latest Articles', async () => {
    const calls = mockFetch({
      'GET /api/articles': articlesBy({ 'latest-news': articlesAnswer(latest(8), { total: 30 }) }),
    });
    renderRoute(<HomeRoute />, { path: '/' });
    const section = await screen.findByTestId('home-latest');
    await within(section).findByText('ताजा 8');
    expect(within(section).getAllByTestId('article-card')).toHaveLength(8);
    expect(within(section).getByRole('link', { name: 'View All Latest Articles' })).toHaveAttribute(
      'href',
      '/category/latest-news',
    );
    const latestCall = calls.find((c) => params(c).get('category') === 'latest-news')!;
    expect(params(latestCall).get('limit')).toBe('8');
    expect(params(latestCall).get('status')).toBe('published');
  });

  it('tabs show one section at a time', async () => {
    mockFetch({
      'GET /api/articles': articlesBy({
        'breaking-news': articlesAnswer(breaking(1)),
        'latest-news': articlesAnswer(latest(1)),
      }),
    });
    const user = userEvent.setup();
    renderRoute(<HomeRoute />, { path: '/' });
    await screen.findByText('ताजा 1');
    expect(screen.getByRole('tab', { name: 'All News' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('ब्रेकिङ 1')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Latest' }));
    expect(screen.getByText('ताजा 1')).toBeInTheDocument();
    expect(screen.queryByText('ब्रेकिङ 1')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Breaking News' }));
    expect(screen.getByText('ब्रेकिङ 1')).toBeInTheDocument();
    expect(screen.queryByText('ताजा 1')).not.toBeInTheDocument();
  });

  it('shows the empty state when there is nothing, and drafts do not count', async () => {
    mockFetch({
      'GET /api/articles': articlesBy({ 'latest-news': articlesAnswer([makeArticle({ published: false })]) }),
    });
    renderRoute(<HomeRoute />, { path: '/' });
    expect(await screen.findByText('No Articles Available')).toBeInTheDocument();
    expect(screen.getByText('Check back later for the latest news updates and breaking stories.')).toBeInTheDocument();
  });

  it('a failed load: "Error loading articles"', async () => {
    mockFetch({ 'GET /api/articles': { status: 500, text: 'boom' } });
    renderRoute(<HomeRoute />, { path: '/' });
    expect(await screen.findByText('Error loading articles')).toBeInTheDocument();
    expect(screen.getByText('Failed to load articles. Please try refreshing the page.')).toBeInTheDocument();
  });

  it('prefetches the two category pages 2 seconds after it loads: 20 latest, 10 breaking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockFetch({ 'GET /api/articles': articlesBy({}) });
    renderRoute(<HomeRoute />, { path: '/' });
    await screen.findByText('No Articles Available');
    const prefetches = () => calls.filter((c) => ['20', '10'].includes(params(c).get('limit') ?? ''));
    expect(prefetches()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(2000));
    await waitFor(() => expect(prefetches()).toHaveLength(2));
    expect(
      prefetches()
        .map((c) => `${params(c).get('category')}:${params(c).get('limit')}`)
        .sort(),
    ).toEqual(['breaking-news:10', 'latest-news:20']);
  });

  it('prefetches a category on hover of its link', async () => {
    const calls = mockFetch({ 'GET /api/articles': articlesBy({}) });
    const user = userEvent.setup();
    renderRoute(<HomeRoute />, { path: '/' });
    await screen.findByText('No Articles Available');
    await user.hover(screen.getByRole('link', { name: 'Breaking News' }));
    await waitFor(() =>
      expect(calls.some((c) => params(c).get('category') === 'breaking-news' && params(c).get('limit') === '10')).toBe(
        true,
      ),
    );
  });
});
