import type { Comment } from '@/types/contract';

/** The reader the tests sign in as: the API marks their comments `isOwner`. */
export const TEST_VIEWER_ID = 'user-a';

/** A comment as the API answers it to the reader `user-a` (tests only). */
export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 1,
    articleId: 7,
    content: 'राम्रो समाचार',
    userId: TEST_VIEWER_ID,
    isOwner: (overrides.userId ?? TEST_VIEWER_ID) === TEST_VIEWER_ID,
    createdAt: '2026-11-22T04:00:00.000Z',
    updatedAt: '2026-11-22T04:00:00.000Z',
    editedAt: null,
    likesCount: 0,
    likedByMe: false,
    hidden: false,
    userHidden: false,
    deleted: false,
    reportedByMe: false,
    user: { firstName: 'Sita', lastName: 'Sharma', profileImageUrl: null },
    ...overrides,
  };
}
