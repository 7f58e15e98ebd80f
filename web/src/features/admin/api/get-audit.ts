import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditKeys } from '@/api/query-keys';
import { api, dataWithHeaders, totalCount } from '@/lib/api-client';
import type { AuditEntry, AuditQuery } from '@/types/contract';
import { adminArticleMeta } from './meta';

export type AuditTarget = NonNullable<AuditQuery['targetType']> | 'all';

export interface AuditParams {
  targetType: AuditTarget;
  limit: number;
  offset: number;
}

/** GET /api/admin/audit?targetType&limit&offset: newest first, X-Total-Count. */
export async function getAudit(params: AuditParams): Promise<{ entries: AuditEntry[]; total: number }> {
  const { targetType, ...paging } = params;
  const { data, headers } = await dataWithHeaders(
    api.GET('/api/admin/audit', {
      params: { query: { ...paging, ...(targetType !== 'all' && { targetType }) } },
    }),
  );
  return { entries: data, total: totalCount(headers, data.length) };
}

export function useAudit(params: AuditParams) {
  return useQuery({
    queryKey: auditKeys.list(params),
    queryFn: () => getAudit(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: adminArticleMeta,
  });
}
