import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CategoryRoute from '@/app/routes/category';
import { articlesAnswer, breakingCategory, makeArticle } from '@/testing/data';
import { mockFetch, type RecordedCall } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';

const params = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams;
const list = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => makeArticle({ title: `${prefix} ${i + 1}`, category: breakingCategory }));

function renderCategory(slug: string) {
  return renderRoute(<CategoryRoute />, { path: '/category/:category', url: `/category/${slug}` });
}

describe('category page (spec §2)', () => {
  it('shows 12 skeletons while loading, then the grid', async () => {
    mockFetch({ 'GET /api/articles': articlesAnswer(list('लेख', 2)) });
    renderCategory('breaking-news');
    expect(screen.getAllByTestId('article-skeleton')).toHaveLength(12);
    expect(await screen.findByText('लेख 2')).toBeInTheDocument();
    expect(within(screen.getByTestId('category-grid')).getAllByTestId('article-card')).toHaveLength(2);
  });

  it("loads the first card's picture at once and first (the page's largest content), the rest lazily", async () => {
    mockFetch({ 'GET /api/articles': articlesAnswer(list('लेख', 3)) });
    renderCategory('breaking-news');
    await screen.findByText('लेख 3');
    const images = [...screen.getByTestId('category-grid').querySelectorAll('img')];
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('breaking-news: its title and blurb, in red', async () => {
    mockFetch({ 'GET /api/articles': articlesAnswer([]) });
    renderCategory('breaking-news');
    const heading = screen.getByRole('heading', { level: 1, name: 'Breaking News' });
    expect(heading).toHaveClass('text-red-700');
    expect(screen.getByText('Developing stories, as they happen.')).toBeInTheDocument();
    expect(document.title).toMatch(/^Breaking News · /);
  });

  it('an unknown slug falls back to latest-news (styling and articles)', async () => {
    const calls = mockFetch({ 'GET /api/articles': articlesAnswer([]) });
    renderCategory('sports');
    const heading = screen.getByRole('heading', { level: 1, name: 'Latest News' });
    expect(heading).not.toHaveClass('text-red-700');
    await screen.findByText('No Latest News Articles');
    expect(params(calls.find((c) => c.url.startsWith('/api/articles'))!).get('category')).toBe('latest-news');
  });

  it('Load More Articles loads the next page with the cursor, and disappears at the end', async () => {
    const calls = mockFetch({
      'GET /api/articles': (call) =>
        params(call).get('after') === 'CURSOR1'
          ? articlesAnswer(list('दोस्रो', 3), { total: 13 })
          : articlesAnswer(list('पहिलो', 10), { total: 13, next: 'CURSOR1' }),
    });
    const user = userEvent.setup();
    renderCategory('breaking-news');
    await screen.findByText('पहिलो 10');
    expect(screen.getByText('13 articles')).toBeInTheDocument();
    const first = calls.find((c) => c.url.startsWith('/api/articles'))!;
    expect(params(first).get('limit')).toBe('10');
    expect(params(first).get('after')).toBeNull();

    const more = screen.getByRole('link', { name: 'Load More Articles' });
    expect(more.getAttribute('href')).toMatch(/^\/category\/[a-z-]+\?before=/);
    await user.click(more);
    expect(await screen.findByText('दोस्रो 3')).toBeInTheDocument();
    expect(within(screen.getByTestId('category-grid')).getAllByTestId('article-card')).toHaveLength(13);
    expect(params(calls.filter((c) => c.url.startsWith('/api/articles')).at(-1)!).get('after')).toBe('CURSOR1');
    expect(screen.queryByRole('link', { name: 'Load More Articles' })).not.toBeInTheDocument();
  });

  it('empty: "No {category} Articles" with Browse All News to /', async () => {
    mockFetch({ 'GET /api/articles': articlesAnswer([]) });
    renderCategory('breaking-news');
    expect(await screen.findByText('No Breaking News Articles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All News' })).toHaveAttribute('href', '/');
  });
});
