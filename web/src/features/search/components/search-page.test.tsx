import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SearchRoute from '@/app/routes/search';
import { createI18n } from '@/lib/i18n';
import { articlesAnswer, makeArticle } from '@/testing/data';
import { mockFetch, type RecordedCall } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';
import type { Article } from '@/types/contract';
import type { SearchResult } from '@/api/search-articles';

const params = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams;
const searchCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.startsWith('/api/search'));

const titleMatch = (article: Article, word: string): SearchResult => ({
  ...article,
  match: { field: 'title', snippet: [{ text: word, marked: true }, { text: article.title.slice(word.length) }] },
});
const bodyMatch = (article: Article, before: string, word: string): SearchResult => ({
  ...article,
  match: { field: 'content', snippet: [{ text: before }, { text: word, marked: true }, { text: ' …' }] },
});

function renderSearch(url: string, language: 'en' | 'ne' = 'en') {
  return renderRoute(<SearchRoute />, { path: '/search', url, i18n: createI18n(language) });
}

describe('search page', () => {
  it('shows the count and the results with the matched words in <mark>, the query kept in the box', async () => {
    const quake = makeArticle({ id: 7, title: 'भूकम्पले क्षति' });
    const other = makeArticle({ id: 8, title: 'पुनर्निर्माण सुरु' });
    const calls = mockFetch({
      'GET /api/search': articlesAnswer(
        [titleMatch(quake, 'भूकम्पले'), bodyMatch(other, '… गत वर्षको ', 'भूकम्पबाट')] as Article[],
        { total: 2 },
      ),
    });
    renderSearch('/search?q=bhukampa');
    expect(await screen.findByText('2 results for “bhukampa”')).toBeInTheDocument();
    expect(params(searchCalls(calls)[0]).get('q')).toBe('bhukampa');
    expect(params(searchCalls(calls)[0]).get('limit')).toBe('20');
    const results = screen.getAllByTestId('search-result');
    expect(results).toHaveLength(2);
    const marks = [...document.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['भूकम्पले', 'भूकम्पबाट']);
    expect(within(results[0]).getByRole('link')).toHaveAttribute('href', '/article/7');
    expect(within(results[1]).getByTestId('search-snippet')).toHaveTextContent('… गत वर्षको भूकम्पबाट …');
    expect(screen.getByRole('searchbox', { name: 'Search news' })).toHaveValue('bhukampa');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search: bhukampa');
  });

  it('Load More Articles is a link to the next page and loads it in place', async () => {
    const first = Array.from({ length: 20 }, (_, i) =>
      titleMatch(makeArticle({ id: i + 1, title: `पोखरा ${i + 1}` }), 'पोखरा'),
    );
    const calls = mockFetch({
      'GET /api/search': (call) =>
        params(call).get('before') === 'C1'
          ? articlesAnswer([titleMatch(makeArticle({ id: 99, title: 'पोखरा अन्तिम' }), 'पोखरा')] as Article[], {
              total: 21,
            })
          : articlesAnswer(first as Article[], { total: 21, next: 'C1' }),
    });
    const user = userEvent.setup();
    renderSearch('/search?q=pokhara');
    await screen.findByText('21 results for “pokhara”');
    const more = screen.getByRole('link', { name: 'Load More Articles' });
    expect(more).toHaveAttribute('href', '/search?q=pokhara&before=C1');
    await user.click(more);
    expect(await screen.findByText('अन्तिम')).toBeInTheDocument();
    expect(screen.getAllByTestId('search-result')).toHaveLength(21);
    expect(params(searchCalls(calls).at(-1)!).get('before')).toBe('C1');
    expect(screen.queryByRole('link', { name: 'Load More Articles' })).not.toBeInTheDocument();
  });

  it('no result: says so and suggests the latest news (in Nepali too)', async () => {
    mockFetch({
      'GET /api/search': articlesAnswer([]),
      'GET /api/articles': articlesAnswer([makeArticle({ id: 3, title: 'ताजा खबर' })]),
    });
    renderSearch('/search?q=xyzzy', 'ne');
    expect(await screen.findByText('“xyzzy” का लागि कुनै नतिजा भेटिएन')).toBeInTheDocument();
    expect(await screen.findByText('ताजा खबर')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'ताजा समाचार' })[0]).toHaveAttribute('href', '/category/latest-news');
  });

  it('asks for a word when the query is blank, and for less when it is over 200 characters, without calling the API', async () => {
    const calls = mockFetch({});
    renderSearch('/search?q=%20');
    expect(screen.getByTestId('search-prompt')).toHaveTextContent('Type a word in Nepali or in Roman letters');
    renderSearch(`/search?q=${'क'.repeat(201)}`);
    expect(screen.getAllByTestId('search-prompt')[1]).toHaveTextContent('at most 200 characters');
    expect(searchCalls(calls)).toHaveLength(0);
  });

  it('the box is a plain form GET to /search (works without JavaScript)', () => {
    mockFetch({});
    renderSearch('/search');
    const box = screen.getByRole('searchbox', { name: 'Search news' });
    const form = box.closest('form')!;
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(box).toHaveAttribute('name', 'q');
  });
});
