import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserKeys, auditKeys } from '@/api/query-keys';
import { api, dataOf } from '@/lib/api-client';
import type { Role, User } from '@/types/contract';
import { refreshAfterWrite } from '@/lib/react-query';

/** PUT /api/admin/users/{id}/role {role} → the user (admins only; 409 for the last admin). */
export function setUserRole({ id, role }: { id: string; role: Role }): Promise<User> {
  return dataOf(api.PUT('/api/admin/users/{id}/role', { params: { path: { id } }, body: { role } }));
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: () => refreshAfterWrite(queryClient, [adminUserKeys.all, auditKeys.all]),
  });
}
