import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ArticleRoute from './article';
import { createI18n } from '@/lib/i18n';
import { articlesAnswer, makeArticle } from '@/testing/data';
import { mockFetch, signedOut } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';

// The article page with issue 22's shape: its tags as links, the byline to the author's page,
// the structured body, pictures' words, embeds that load nothing until tapped, Nepal time.

const AUTHOR = '8c7c3a5e-2f1b-4c1e-9a53-0d8f1f6a1b2c';
const article = makeArticle({
  id: 7,
  slug: 'pokarama-nayan-pul',
  title: 'पोखरामा नयाँ पुल',
  content: 'शीर्षक\nपहिलो अनुच्छेद',
  imageUrl: '/media/hero.png',
  imageInfo: { caption: 'नयाँ पुल', credit: 'फोटो: राम', alt: 'पुलको दृश्य' },
  imageUrlsInfo: [],
  createdAt: '2025-11-25T05:33:00.000Z',
  publishedAt: '2025-11-25T05:33:00.000Z',
  tags: [
    { id: 1, name: 'राजनीति', slug: 'rajaniti' },
    { id: 2, name: 'बजेट', slug: 'bajet' },
  ],
  author: { id: AUTHOR, firstName: 'सुमन', lastName: 'अधिकारी', profileImageUrl: null, role: 'editor', bio: null },
  body: {
    version: 1,
    blocks: [
      { type: 'heading', level: 2, content: [{ text: 'शीर्षक' }] },
      { type: 'paragraph', content: [{ text: 'पहिलो ' }, { text: 'अनुच्छेद', bold: true, link: 'https://example.com/' }] },
      { type: 'quote', content: [{ text: 'उद्धरण' }], cite: 'मन्त्री' },
      { type: 'embed', provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      { type: 'embed', provider: 'x', url: 'https://x.com/nepal/status/1234567890' },
      { type: 'embed', provider: 'instagram', url: 'https://www.instagram.com/p/ABC123/' },
    ],
  },
});

function renderArticle(language: 'en' | 'ne' = 'en') {
  mockFetch({
    'GET /api/auth/user': signedOut,
    'GET /api/articles/7': { json: article },
    'GET /api/articles': articlesAnswer([]),
  });
  return renderRoute(<ArticleRoute />, {
    path: '/article/:id/:slug',
    url: '/article/7/an-old-slug',
    i18n: createI18n(language),
  });
}

describe('article page, issue 22', () => {
  it('renders the body, the tags as links and the byline as a link to the author', async () => {
    renderArticle();
    expect(await screen.findByRole('heading', { level: 2, name: 'शीर्षक' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अनुच्छेद' })).toHaveAttribute('href', 'https://example.com/');
    expect(screen.getByText('उद्धरण')).toBeInTheDocument();
    // The quote's source under it, as a citation.
    expect(screen.getByTestId('quote-source')).toHaveTextContent('— मन्त्री');
    expect(screen.getByTestId('quote-source').querySelector('cite')).toHaveTextContent('मन्त्री');
    const topics = screen.getByTestId('article-topics');
    expect(within(topics).getByRole('link', { name: 'राजनीति' })).toHaveAttribute('href', '/tag/rajaniti');
    expect(within(topics).getByRole('link', { name: 'बजेट' })).toHaveAttribute('href', '/tag/bajet');
    expect(screen.getByTestId('author-link')).toHaveAttribute('href', `/author/${AUTHOR}`);
    expect(screen.getByTestId('article-hero')).toHaveAttribute('alt', 'पुलको दृश्य');
    expect(screen.getAllByTestId('picture-words')[0]).toHaveTextContent('नयाँ पुल · फोटो: राम');
  });

  it('shows embeds as placeholders: no frame (no third-party request) until one is tapped', async () => {
    renderArticle();
    const placeholders = await screen.findAllByTestId('embed-placeholder');
    expect(placeholders).toHaveLength(3);
    expect(document.querySelectorAll('iframe, script[src], img[src*="youtube"], img[src*="ytimg"]')).toHaveLength(0);
    await userEvent.click(within(placeholders[0]).getByRole('button', { name: 'Show the YouTube post' }));
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0].getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });

  it('dates the article in Bikram Sambat with Nepal time in the Nepali interface', async () => {
    renderArticle('ne');
    expect(await screen.findByText('२०८२ मंसिर ९ गते ११:१८')).toBeInTheDocument();
  });
});
