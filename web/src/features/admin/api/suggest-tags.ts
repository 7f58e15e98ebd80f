import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { Tag } from '@/types/contract';
import { adminArticleMeta } from './meta';

/** GET /api/tags?q=: existing tags matching what is typed (Devanagari or Roman letters), best first. */
export function suggestTags(q: string): Promise<Tag[]> {
  return dataOf(api.GET('/api/tags', { params: { query: { q, limit: 8 } } }));
}

/** The suggestions for `q` (none while it is blank); the last ones stay shown while the next load. */
export function useTagSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['tags', 'suggest', text],
    queryFn: () => suggestTags(text),
    enabled: text !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    meta: adminArticleMeta,
  });
}
