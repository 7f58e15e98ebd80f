import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { Category } from '@/types/contract';
import { CATEGORY_SLUGS } from '@/config/app';
import { categoryKeys } from './query-keys';

/** GET /api/categories: [{id, name, slug}] (latest-news, breaking-news). */
export function getCategories(): Promise<Category[]> {
  return dataOf(api.GET('/api/categories'));
}

/** The categories hardly ever change: kept for the visit (the default: never stale). */
export const categoriesQueryOptions = () => queryOptions({ queryKey: categoryKeys.all, queryFn: getCategories });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

/** The sections editors added (besides spec.md's two), for the header's menu and the footer. */
export function useOtherSections(): Category[] {
  const { data } = useCategories();
  return (data ?? []).filter((c) => !(Object.values(CATEGORY_SLUGS) as string[]).includes(c.slug));
}
