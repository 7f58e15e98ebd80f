import type { ArticleListParams } from './get-articles';

/**
 * Query keys of the data several features share, in one place so that every mutation can
 * refresh the lists it changes (spec §7): every article list sits under ['articles', 'list'].
 */
export const articleKeys = {
  all: ['articles'] as const,
  lists: () => ['articles', 'list'] as const,
  list: (params: ArticleListParams & { view?: 'card' }) => ['articles', 'list', 'page', params] as const,
  category: (slug: string, pageSize: number, start: string | null = null) =>
    ['articles', 'list', 'category', { slug, pageSize, start }] as const,
  details: () => ['articles', 'detail'] as const,
  detail: (id: number | string) => ['articles', 'detail', String(id)] as const,
};

export const categoryKeys = {
  all: ['categories'] as const,
};

export const adminStatsKey = ['admin', 'stats'] as const;
