import type { Comment } from '@/types/comments';

/** A comment as the API answers it (tests only). */
export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 1,
    articleId: 7,
    content: 'राम्रो समाचार',
    userId: 'user-a',
    createdAt: '2026-11-22T04:00:00.000Z',
    updatedAt: '2026-11-22T04:00:00.000Z',
    editedAt: null,
    likesCount: 0,
    likedByMe: false,
    hidden: false,
    deleted: false,
    reportedByMe: false,
    user: { firstName: 'Sita', lastName: 'Sharma', profileImageUrl: null },
    ...overrides,
  };
}
