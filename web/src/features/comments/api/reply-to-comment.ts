import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { Comment } from '@/types/contract';
import { refreshComments } from './refresh';

/** POST /api/comments/{id}/reply {content} → the reply (201). */
export function replyToComment({ parentId, content }: { parentId: number; content: string }): Promise<Comment> {
  return dataOf(
    api.POST('/api/comments/{id}/reply', { params: { path: { id: parentId } }, body: { content: content.trim() } }),
  );
}

export function useReplyToComment(articleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToComment,
    onSuccess: () => refreshComments(queryClient, articleId, { total: true }),
  });
}
