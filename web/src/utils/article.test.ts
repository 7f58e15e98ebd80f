import { describe, expect, it } from 'vitest';
import { makeArticle } from '@/testing/data';
import type { Article } from '@/types/contract';
import {
  articleDate,
  articleImages,
  articleTopics,
  authorName,
  authorRoleKey,
  cardText,
  categorySlug,
  contentParagraphs,
  normalizeArticle,
  publishedOnly,
  splitImages,
  tickerText,
  tickerTitles,
  truncate,
} from './article';

describe('an article from the API', () => {
  it('treats a blank summary or hero image as none and leaves out blank additional images', () => {
    const raw = makeArticle({ imageUrls: ['/media/x.png', '', '  '], summary: '   ', imageUrl: '' });
    const article = normalizeArticle(raw);
    expect(article.imageUrls).toEqual(['/media/x.png']);
    expect(article.summary).toBeNull();
    expect(article.imageUrl).toBeNull();
    expect(article.content).toBe(raw.content);
  });
});

describe('images of an article', () => {
  it('hero is the first image, the rest are the extra images, without repeats', () => {
    const article = { imageUrl: '/media/hero.png', imageUrls: ['/media/a.png', '/media/hero.png', '/media/b.png'] };
    expect(articleImages(article)).toEqual(['/media/hero.png', '/media/a.png', '/media/b.png']);
    expect(splitImages(article)).toEqual({ hero: '/media/hero.png', extra: ['/media/a.png', '/media/b.png'] });
  });

  it('without imageUrl the first additional image is the hero', () => {
    expect(splitImages({ imageUrl: null, imageUrls: ['/media/a.png', '/media/b.png'] })).toEqual({
      hero: '/media/a.png',
      extra: ['/media/b.png'],
    });
    expect(splitImages({ imageUrl: null, imageUrls: [] })).toEqual({ hero: null, extra: [] });
  });
});

describe('card text (spec §2: summary, or the first 100 characters of the content)', () => {
  it('shows the summary when there is one', () => {
    expect(cardText({ summary: 'सारांश', content: 'लामो सामग्री' })).toBe('सारांश');
  });

  it('shows the first 100 characters of the content when there is no summary', () => {
    const content = 'क'.repeat(150);
    const text = cardText({ summary: null, content });
    expect(text).toBe(`${'क'.repeat(100)}…`);
    expect(Array.from(text.replace('…', ''))).toHaveLength(100);
  });

  it('shows a short content whole, without an ellipsis', () => {
    expect(cardText({ summary: '', content: 'a'.repeat(100) })).toBe('a'.repeat(100));
    expect(cardText({ summary: '  ', content: 'छोटो\nसमाचार' })).toBe('छोटो समाचार');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncate('😀'.repeat(5), 3)).toBe('😀😀😀…');
  });
});

describe('list cards (GET /api/articles?view=card)', () => {
  it("shows a card's excerpt when there is no summary, and drops no other field", () => {
    const { content: _content, ...rest } = makeArticle({ summary: null });
    const card = normalizeArticle({ ...rest, excerpt: 'पहिलो शब्दहरू…' });
    expect(card).not.toHaveProperty('content');
    expect(card.title).toBe(rest.title);
    expect(cardText(card)).toBe('पहिलो शब्दहरू…');
    expect(cardText({ ...card, summary: 'सारांश' })).toBe('सारांश');
  });
});

describe('content paragraphs', () => {
  it('one paragraph per non-empty line', () => {
    expect(contentParagraphs('पहिलो\n\n  दोस्रो  \r\nतेस्रो\n')).toEqual(['पहिलो', 'दोस्रो', 'तेस्रो']);
    expect(contentParagraphs('')).toEqual([]);
  });
});

describe('breaking ticker', () => {
  const titles = (...list: string[]) => list.map((title) => ({ title }));

  it('joins the titles of up to 3 articles with a bullet', () => {
    expect(tickerText(titles('क', 'ख', 'ग', 'घ'))).toBe('क • ख • ग');
    expect(tickerTitles(titles('क', 'ख', 'ग', 'घ'))).toEqual(['क', 'ख', 'ग']);
  });

  it('one title stands alone; none gives nothing', () => {
    expect(tickerText(titles('क'))).toBe('क');
    expect(tickerText([])).toBe('');
  });

  it('skips blank titles', () => {
    expect(tickerTitles(titles(' ', 'ख'))).toEqual(['ख']);
  });
});

describe('lists for readers', () => {
  it('keep only published articles', () => {
    const list = [makeArticle({ published: true }), makeArticle({ published: false })];
    expect(publishedOnly(list)).toEqual([list[0]]);
  });
});

describe('categories', () => {
  it('an unknown slug (and the header short form) falls back to latest-news', () => {
    expect(categorySlug('breaking-news')).toBe('breaking-news');
    expect(categorySlug('latest-news')).toBe('latest-news');
    expect(categorySlug('latest')).toBe('latest-news');
    expect(categorySlug('sports')).toBe('latest-news');
    expect(categorySlug(undefined)).toBe('latest-news');
  });
});

describe('author', () => {
  const author = (role: 'admin' | 'client'): Article['author'] => ({
    firstName: 'सुमन',
    lastName: 'अधिकारी',
    profileImageUrl: null,
    role,
  });

  it('admin is a Senior Editor, anyone else a Staff Writer', () => {
    expect(authorRoleKey(author('admin'))).toBe('article.seniorEditor');
    expect(authorRoleKey(author('client'))).toBe('article.staffWriter');
    expect(authorName(author('admin'))).toBe('सुमन अधिकारी');
  });
});

describe('topic badges', () => {
  it('the category, then the longest words of the title in their order', () => {
    const topics = articleTopics(
      {
        title: 'सेतीबगर–रातमाटे सडकमा पहिरो, दुवैतर्फ सयौँ सवारी अलपत्र',
        category: { id: 2, name: 'Breaking News', slug: 'breaking-news' },
      },
      'ब्रेकिङ न्युज',
    );
    expect(topics[0]).toBe('ब्रेकिङ न्युज');
    expect(topics).toHaveLength(4);
    expect(topics).toContain('सेतीबगर–रातमाटे');
    expect(topics).toContain('दुवैतर्फ');
  });

  it('skips stop words, numbers, short words and repeats', () => {
    const topics = articleTopics({
      title: 'The budget and the budget of 2026 र मा',
      category: { id: 1, name: 'Latest News', slug: 'latest-news' },
    });
    expect(topics).toEqual(['Latest News', 'budget']);
  });
});

describe('articleDate', () => {
  it('shows when an article was published, and a draft’s creation date', () => {
    const created = '2026-11-01T10:00:00.000Z';
    expect(articleDate({ createdAt: created, publishedAt: '2026-11-20T06:00:00.000Z' })).toBe(
      '2026-11-20T06:00:00.000Z',
    );
    expect(articleDate({ createdAt: created, publishedAt: null })).toBe(created);
  });
});
