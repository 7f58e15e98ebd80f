import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentKeys } from '@/api/query-keys';
import { api, dataOf } from '@/lib/api-client';
import type { Comment } from '@/types/contract';
import { refreshAfterWrite } from '@/lib/react-query';

/** PUT /api/admin/comments/{id}/visibility {hidden} → the comment. */
export function setCommentVisibility({ id, hidden }: { id: number; hidden: boolean }): Promise<Comment> {
  return dataOf(api.PUT('/api/admin/comments/{id}/visibility', { params: { path: { id } }, body: { hidden } }));
}

/** Hide or show a comment; the admin lists and the articles' comment lists are fetched again. */
export function useSetCommentVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCommentVisibility,
    onSuccess: () => refreshAfterWrite(queryClient, [commentKeys.all]),
  });
}
