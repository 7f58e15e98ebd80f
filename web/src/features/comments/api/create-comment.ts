import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { Comment } from '@/types/contract';
import { refreshComments } from './refresh';

/** POST /api/articles/{id}/comments {content} → the new comment (201). */
export function createComment({ articleId, content }: { articleId: number; content: string }): Promise<Comment> {
  return dataOf(
    api.POST('/api/articles/{articleId}/comments', {
      params: { path: { articleId } },
      body: { content: content.trim() },
    }),
  );
}

export function useCreateComment(articleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createComment({ articleId, content }),
    onSuccess: () => refreshComments(queryClient, articleId, { total: true }),
  });
}
