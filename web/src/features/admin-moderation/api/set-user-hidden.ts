import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserKeys, commentKeys } from '@/api/query-keys';
import { api, dataOf } from '@/lib/api-client';
import type { User } from '@/types/contract';
import { refreshAfterWrite } from '@/lib/react-query';

/** PUT /api/admin/users/{id}/hidden {hidden} → the user. */
export function setUserHidden({ id, hidden }: { id: string; hidden: boolean }): Promise<User> {
  return dataOf(api.PUT('/api/admin/users/{id}/hidden', { params: { path: { id } }, body: { hidden } }));
}

/**
 * Hide or show a user: the user lists are fetched again, and so is every comment list (a hidden
 * user's comments disappear for readers and show as hidden to admins).
 */
export function useSetUserHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserHidden,
    onSuccess: () => refreshAfterWrite(queryClient, [adminUserKeys.all, commentKeys.all]),
  });
}
