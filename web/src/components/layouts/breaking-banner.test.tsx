import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { articlesAnswer, breakingCategory, makeArticle } from '@/testing/data';
import { mockFetch, signedOut } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';
import { BreakingBanner } from './breaking-banner';

const breaking = (title: string, published = true) => makeArticle({ title, category: breakingCategory, published });

describe('breaking-news banner (spec §2)', () => {
  it('shows BREAKING and the titles of up to 3 breaking articles joined by a bullet', async () => {
    const calls = mockFetch({
      'GET /api/auth/user': signedOut,
      'GET /api/articles': articlesAnswer([breaking('पहिलो'), breaking('दोस्रो'), breaking('तेस्रो'), breaking('चौथो')], {
        total: 9,
      }),
    });
    renderRoute(<BreakingBanner />, { path: '/' });
    const banner = await screen.findByRole('region', { name: 'Breaking news ticker' });
    expect(banner).toHaveTextContent('BREAKING');
    const line = screen.getByTestId('breaking-ticker').firstElementChild as HTMLElement;
    expect(line.textContent).toBe('पहिलो • दोस्रो • तेस्रो');
    expect(screen.getByRole('link', { name: 'पहिलो' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/article\/\d+$/),
    );
    expect(screen.queryByText('चौथो')).not.toBeInTheDocument();
    const url = new URL(calls.find((c) => c.url.startsWith('/api/articles'))!.url, 'http://x');
    expect(url.searchParams.get('category')).toBe('breaking-news');
    expect(url.searchParams.get('status')).toBe('published');
  });

  it('leaves drafts out', async () => {
    mockFetch({ 'GET /api/articles': articlesAnswer([breaking('ड्राफ्ट', false), breaking('प्रकाशित')]) });
    renderRoute(<BreakingBanner />, { path: '/' });
    const banner = await screen.findByRole('region', { name: 'Breaking news ticker' });
    expect(banner).toHaveTextContent('प्रकाशित');
    expect(banner).not.toHaveTextContent('ड्राफ्ट');
  });

  it('is hidden when there is no breaking news', async () => {
    const calls = mockFetch({ 'GET /api/articles': articlesAnswer([]) });
    renderRoute(<BreakingBanner />, { path: '/' });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('breaking-banner')).not.toBeInTheDocument();
  });

  it('a failed load counts as an empty list', async () => {
    const calls = mockFetch({ 'GET /api/articles': { status: 500, json: { statusCode: 500, message: 'boom' } } });
    renderRoute(<BreakingBanner />, { path: '/' });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('breaking-banner')).not.toBeInTheDocument();
    expect(screen.queryByText('Error loading articles')).not.toBeInTheDocument();
  });
});
