import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ArticleRoute from '@/app/routes/article';
import { createI18n } from '@/lib/i18n';
import { articlesAnswer, makeArticle, makeUser } from '@/testing/data';
import { mockFetch, signedOut } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';

const article = makeArticle({
  id: 42,
  title: 'मुख्य समाचार',
  summary: 'समाचारको सारांश',
  content: 'पहिलो अनुच्छेद।\n\nदोस्रो अनुच्छेद।\nतेस्रो अनुच्छेद।',
  imageUrl: '/media/hero.png',
  imageUrls: ['/media/extra-1.png', '/media/extra-2.png'],
  createdAt: '2026-11-22T04:00:00.000Z',
  author: { firstName: 'सुमन', lastName: 'अधिकारी', profileImageUrl: null, role: 'admin' },
});

const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });

function renderArticle(id: string, options: { language?: 'en' | 'ne' } = {}) {
  return renderRoute(<ArticleRoute />, {
    path: '/article/:id',
    url: `/article/${id}`,
    i18n: createI18n(options.language ?? 'en'),
  });
}

describe('article page (spec §2)', () => {
  it('shows the article: category, date, title, summary, author, hero, paragraphs, extra images, topics', async () => {
    mockFetch({
      'GET /api/auth/user': signedOut,
      'GET /api/articles/42': { json: article },
      'GET /api/articles': articlesAnswer([]),
    });
    renderArticle('42');
    expect(await screen.findByRole('heading', { level: 1, name: 'मुख्य समाचार' })).toBeInTheDocument();
    expect(screen.getByText('समाचारको सारांश')).toBeInTheDocument();
    expect(screen.getByText('November 22, 2026')).toBeInTheDocument();
    expect(screen.getByTestId('author-block')).toHaveTextContent('सुमन अधिकारी');
    expect(screen.getByTestId('author-block')).toHaveTextContent('Senior Editor');
    expect(screen.getByTestId('article-hero')).toHaveAttribute('src', '/media/hero.png');
    expect(within(screen.getByTestId('article-content')).getAllByText(/अनुच्छेद/)).toHaveLength(3);
    expect(within(screen.getByTestId('article-images')).getAllByRole('img')).toHaveLength(2);
    expect(within(screen.getByTestId('article-topics')).getByText('Latest News')).toBeInTheDocument();
    expect(document.title).toMatch(/^मुख्य समाचार · /);
  });

  it('a non-admin author is a Staff Writer; the date is in Bikram Sambat with Nepal time in Nepali', async () => {
    mockFetch({
      'GET /api/articles/42': { json: { ...article, author: { ...article.author, role: 'client' } } },
      'GET /api/articles': articlesAnswer([]),
    });
    renderArticle('42', { language: 'ne' });
    expect(await screen.findByText('संवाददाता')).toBeInTheDocument();
    expect(screen.getByText('२०८३ मंसिर ६ गते ०९:४५')).toBeInTheDocument();
  });

  it('Share copies the link, its readable canonical address: "Link Copied"', async () => {
    mockFetch({
      'GET /api/articles/42': { json: { ...article, slug: 'mukhya-samachar' } },
      'GET /api/articles': articlesAnswer([]),
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderArticle('42');
    await user.click(await screen.findByRole('button', { name: /Copy the link to this article/ }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/article/42/mukhya-samachar`);
    expect(within(toastRegion()).getByText('Link Copied')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Article link has been copied to clipboard')).toBeInTheDocument();
  });

  it('up to 3 related articles of the same category, not the article itself', async () => {
    const others = [
      makeArticle({ title: 'सम्बन्धित १', summary: null, content: 'ख'.repeat(150) }),
      makeArticle({ title: 'सम्बन्धित २' }),
      makeArticle({ title: 'सम्बन्धित ३' }),
    ];
    const calls = mockFetch({
      'GET /api/articles/42': { json: article },
      'GET /api/articles': articlesAnswer([article, ...others]),
    });
    renderArticle('42');
    const related = await screen.findByTestId('related-articles');
    expect(within(related).getByRole('heading', { name: 'You might also like' })).toBeInTheDocument();
    const cards = within(related).getAllByTestId('article-card');
    expect(cards).toHaveLength(3);
    expect(within(related).queryByText('मुख्य समाचार')).not.toBeInTheDocument();
    // No summary: the first 100 characters of the content.
    expect(within(cards[0]).getByTestId('article-card-text')).toHaveTextContent(`${'ख'.repeat(100)}…`);
    const url = new URL(calls.find((c) => c.url.startsWith('/api/articles?'))!.url, 'http://x');
    expect(url.searchParams.get('category')).toBe('latest-news');
  });

  it('asks visitors to sign in to comment', async () => {
    mockFetch({
      'GET /api/auth/user': signedOut,
      'GET /api/articles/42': { json: article },
      'GET /api/articles': articlesAnswer([]),
    });
    renderArticle('42');
    expect(await screen.findByText('Please sign in to leave a comment')).toBeInTheDocument();
    expect(within(screen.getByTestId('comments')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('signed-in readers are not asked to sign in', async () => {
    mockFetch({
      'GET /api/auth/user': { json: makeUser() },
      'GET /api/articles/42': { json: article },
      'GET /api/articles': articlesAnswer([]),
    });
    renderArticle('42');
    await screen.findByRole('heading', { level: 1, name: 'मुख्य समाचार' });
    expect(await screen.findByLabelText('Write a comment')).toBeInTheDocument();
    expect(screen.queryByText('Please sign in to leave a comment')).not.toBeInTheDocument();
  });

  it('a missing article: Article Not Found with Go Back', async () => {
    mockFetch({ 'GET /api/articles/7': { status: 404, json: { statusCode: 404, message: 'Article not found' } } });
    const user = userEvent.setup();
    const { router } = renderArticle('7');
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('an id that is not a number is not found either, without asking the server', async () => {
    const calls = mockFetch({});
    renderArticle('abc');
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/articles/'))).toBe(false);
  });
});
