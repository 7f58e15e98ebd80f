import { describe, expect, it } from 'vitest';
import { commentsOfPages, settleLike, toggleLikeOptimistic, updateCommentInPages, type CommentPages } from './cache';
import { makeComment } from '@/testing/comments';

describe('optimistic like', () => {
  it('a like adds one and marks it mine; a second click takes it back', () => {
    const before = makeComment({ likesCount: 3, likedByMe: false });
    const liked = toggleLikeOptimistic(before);
    expect([liked.likedByMe, liked.likesCount]).toEqual([true, 4]);
    const unliked = toggleLikeOptimistic(liked);
    expect([unliked.likedByMe, unliked.likesCount]).toEqual([false, 3]);
    expect(before.likesCount).toBe(3); // the input is left as it was
  });

  it('never goes below zero', () => {
    const odd = makeComment({ likesCount: 0, likedByMe: true });
    expect(toggleLikeOptimistic(odd).likesCount).toBe(0);
  });

  it("the server's answer replaces the guess", () => {
    const guessed = toggleLikeOptimistic(makeComment({ likesCount: 1 }));
    expect(settleLike(guessed, { liked: true, likesCount: 5 })).toMatchObject({ likedByMe: true, likesCount: 5 });
    expect(settleLike(guessed, { liked: false, likesCount: 0 })).toMatchObject({ likedByMe: false, likesCount: 0 });
  });
});

describe('updateCommentInPages', () => {
  const pages = (): CommentPages => ({
    pages: [
      { comments: [makeComment({ id: 1 }), makeComment({ id: 2, parentId: 1 })], total: 3, nextCursor: 'c1' },
      { comments: [makeComment({ id: 3 })], total: 3, nextCursor: null },
    ],
    pageParams: [null, 'c1'],
  });

  it('changes the one comment on whichever page holds it and keeps the other pages as they were', () => {
    const data = pages();
    const next = updateCommentInPages(data, 3, toggleLikeOptimistic)!;
    expect(next.pages[1].comments[0]).toMatchObject({ id: 3, likesCount: 1, likedByMe: true });
    expect(next.pages[0]).toBe(data.pages[0]);
    expect(next.pageParams).toBe(data.pageParams);
    expect(data.pages[1].comments[0].likesCount).toBe(0);
  });

  it('changes replies too', () => {
    const next = updateCommentInPages(pages(), 2, (c) => ({ ...c, content: 'edited' }))!;
    expect(next.pages[0].comments[1].content).toBe('edited');
  });

  it('returns the same data when the comment is not there, and undefined stays undefined', () => {
    const data = pages();
    expect(updateCommentInPages(data, 42, toggleLikeOptimistic)).toBe(data);
    expect(updateCommentInPages(undefined, 1, toggleLikeOptimistic)).toBeUndefined();
  });

  it('commentsOfPages lists every page in order', () => {
    expect(commentsOfPages(pages()).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(commentsOfPages(undefined)).toEqual([]);
  });
});
