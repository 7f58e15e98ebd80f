import type { Article, Category, User } from '@/types/contract';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    email: 'sita@example.com',
    firstName: 'Sita',
    lastName: 'Sharma',
    username: null,
    phoneNumber: null,
    location: null,
    profileImageUrl: null,
    role: 'client',
    hidden: false,
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

let articleCounter = 0;

export const latestCategory: Category = { id: 1, name: 'Latest News', slug: 'latest-news' };
export const breakingCategory: Category = { id: 2, name: 'Breaking News', slug: 'breaking-news' };

/** An article as the API answers it; every call gets a new id unless one is given. */
export function makeArticle(overrides: Partial<Article> = {}): Article {
  articleCounter += 1;
  const category = overrides.category ?? latestCategory;
  return {
    id: 1000 + articleCounter,
    title: `समाचार शीर्षक ${articleCounter}`,
    summary: 'छोटो सारांश।',
    content: 'पहिलो अनुच्छेद।\nदोस्रो अनुच्छेद।',
    imageUrl: '/media/images/hero.jpg',
    imageUrls: [],
    categoryId: category.id,
    category,
    published: true,
    status: overrides.published === false ? 'draft' : 'published',
    publishAt: null,
    reviewNote: null,
    version: 1,
    createdAt: '2026-11-22T04:00:00.000Z',
    publishedAt: '2026-11-22T04:00:00.000Z',
    updatedAt: '2026-11-22T04:00:00.000Z',
    author: { firstName: 'सुमन', lastName: 'अधिकारी', profileImageUrl: null, role: 'admin' },
    ...overrides,
  };
}

/** A GET /api/articles answer: the list plus its paging headers. */
export function articlesAnswer(
  articles: Article[],
  { total = articles.length, next }: { total?: number; next?: string } = {},
) {
  return {
    json: articles,
    headers: { 'X-Total-Count': String(total), ...(next ? { 'X-Next-Cursor': next } : {}) },
  };
}
