import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentKeys } from '@/api/query-keys';
import { api, dataOf } from '@/lib/api-client';
import type { Comment, LikeResult } from '@/types/contract';
import { settleLike, toggleLikeOptimistic } from '../lib/cache';
import { patchCachedComment } from './refresh';

/** POST /api/comments/{id}/like (a toggle) → {liked, likesCount}. */
export function likeComment(id: number): Promise<LikeResult> {
  return dataOf(api.POST('/api/comments/{id}/like', { params: { path: { id } } }));
}

/**
 * Like or unlike: the heart and the count change on screen at once (optimistic), the server's
 * answer then settles them, and a failure puts back what was there before.
 */
export function useLikeComment(articleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) => likeComment(comment.id),
    onMutate: async (comment) => {
      // A list arriving now would overwrite the guess with older numbers.
      await queryClient.cancelQueries({ queryKey: commentKeys.article(articleId) });
      patchCachedComment(queryClient, articleId, comment.id, toggleLikeOptimistic);
      return { before: { likedByMe: comment.likedByMe, likesCount: comment.likesCount } };
    },
    onSuccess: (result, comment) =>
      patchCachedComment(queryClient, articleId, comment.id, (c) => settleLike(c, result)),
    onError: (_error, comment, context) => {
      if (context) patchCachedComment(queryClient, articleId, comment.id, (c) => ({ ...c, ...context.before }));
    },
  });
}
