import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '@/components/layouts/footer';
import { createI18n } from '@/lib/i18n';
import { articlesAnswer, makeArticle } from '@/testing/data';
import { mockFetch, signedOut } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';
import CategoryRoute from './category';

// Sections editors add (issue 22): their own page at /category/{slug}, named in the interface
// language, and a place in the footer; spec.md's two and the unknown-slug fallback stay.

const politics = { id: 100, name: 'Politics', slug: 'politics', nameNe: 'राजनीति' };
const categories = [
  { id: 1, name: 'Latest News', slug: 'latest-news', nameNe: 'ताजा समाचार' },
  { id: 2, name: 'Breaking News', slug: 'breaking-news', nameNe: 'ब्रेकिङ न्युज' },
  politics,
];
const story = makeArticle({ id: 5, slug: 'sansad', title: 'संसद बैठक', category: politics });
const latest = makeArticle({ id: 6, title: 'ताजा खबर' });

function answers() {
  return mockFetch({
    'GET /api/auth/user': signedOut,
    'GET /api/categories': { json: categories },
    'GET /api/articles': (call) =>
      articlesAnswer(new URL(call.url, 'http://x').searchParams.get('category') === 'politics' ? [story] : [latest]),
  });
}

describe('sections editors add', () => {
  it('have their page: their name and their articles', async () => {
    const calls = answers();
    renderRoute(<CategoryRoute />, { path: '/category/:category', url: '/category/politics', i18n: createI18n('ne') });
    expect(await screen.findByRole('heading', { level: 1, name: 'राजनीति' })).toBeInTheDocument();
    expect(await screen.findByText('संसद बैठक')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('category=politics'))).toBe(true);
  });

  it('an unknown slug still shows latest-news', async () => {
    answers();
    renderRoute(<CategoryRoute />, { path: '/category/:category', url: '/category/nothing-here' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest News' })).toBeInTheDocument();
    expect(await screen.findByText('ताजा खबर')).toBeInTheDocument();
  });

  it("are listed in the footer after spec.md's two", async () => {
    answers();
    renderRoute(<Footer />, { path: '/' });
    const list = screen.getByText('Categories').closest('section')!;
    expect(await within(list).findByRole('link', { name: 'Politics' })).toHaveAttribute('href', '/category/politics');
    expect(within(list).getByRole('link', { name: 'Latest News' })).toBeInTheDocument();
  });
});
