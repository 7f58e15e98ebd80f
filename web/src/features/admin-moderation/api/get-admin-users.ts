import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserKeys, type AdminUserParams } from '@/api/comment-keys';
import { api, totalCount } from '@/lib/api-client';
import type { User } from '@/types/contract';

export interface AdminUsersPage {
  users: User[];
  /** X-Total-Count: every user matching the filters. */
  total: number;
}

/** GET /api/admin/users?search&role&limit&offset (search: name or e-mail). */
export async function getAdminUsers(params: AdminUserParams): Promise<AdminUsersPage> {
  const { data, headers } = await api.getWithHeaders<User[]>('/api/admin/users', {
    params: { ...params, search: params.search?.trim() || undefined },
  });
  const users = Array.isArray(data) ? data : [];
  return { users, total: totalCount(headers, users.length) };
}

export const adminUsersQueryOptions = (params: AdminUserParams) =>
  queryOptions({
    queryKey: adminUserKeys.list(params),
    queryFn: () => getAdminUsers(params),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(params: AdminUserParams) {
  return useQuery(adminUsersQueryOptions(params));
}
