import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { Comment } from '@/types/contract';
import { patchCachedComment, refreshComments } from './refresh';

/** PUT /api/comments/{id} {content} (the author only) → the comment with its editedAt. */
export function updateComment({ id, content }: { id: number; content: string }): Promise<Comment> {
  return dataOf(api.PUT('/api/comments/{id}', { params: { path: { id } }, body: { content: content.trim() } }));
}

export function useUpdateComment(articleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: async (saved) => {
      // The new text shows at once, then the lists are confirmed by the server.
      patchCachedComment(queryClient, articleId, saved.id, (comment) => ({
        ...comment,
        content: saved.content,
        editedAt: saved.editedAt,
        updatedAt: saved.updatedAt,
      }));
      await refreshComments(queryClient, articleId);
    },
  });
}
