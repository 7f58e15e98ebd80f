import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStatsKey } from '@/api/query-keys';
import { ADMIN_STATS_STALE_MS } from '@/config/app';
import { api, dataOf } from '@/lib/api-client';
import type { AdminStats } from '@/types/contract';
import { adminArticleMeta } from './meta';

/** GET /api/admin/stats: {totalArticles, breakingNews, totalComments}, cached 30 seconds. */
export function getAdminStats(): Promise<AdminStats> {
  return dataOf(api.GET('/api/admin/stats'));
}

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminStatsKey,
    queryFn: getAdminStats,
    staleTime: ADMIN_STATS_STALE_MS,
    meta: adminArticleMeta,
  });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
