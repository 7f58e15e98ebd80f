import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserKeys, type AdminUserParams } from '@/api/query-keys';
import { api, dataWithHeaders, totalCount } from '@/lib/api-client';
import type { User } from '@/types/contract';

export interface AdminUsersPage {
  users: User[];
  /** X-Total-Count: every user matching the filters. */
  total: number;
}

/** GET /api/admin/users?search&role&limit&offset (search: name or e-mail). */
export async function getAdminUsers(params: AdminUserParams): Promise<AdminUsersPage> {
  const { data: users, headers } = await dataWithHeaders(
    api.GET('/api/admin/users', { params: { query: { ...params, search: params.search?.trim() || undefined } } }),
  );
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
