import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  ARTICLE_LIST_STALE_MS,
  CATEGORY_PAGE_SIZE,
  CATEGORY_SLUGS,
  HOME_BREAKING_COUNT,
  HOME_LATEST_COUNT,
  RELATED_COUNT,
} from '@/config/app';
import { api, dataWithHeaders, nextCursor, totalCount } from '@/lib/api-client';
import type { Article, ArticleListItem, ArticlePage } from '@/types/contract';
import { categorySlug, normalizeArticle } from '@/utils/article';
import { articleKeys, type ArticleListParams } from './query-keys';

/** The list's query as sent: blank search text is no search. */
function listQuery(params: ArticleListParams): ArticleListParams {
  return { ...params, search: params.search?.trim() || undefined };
}

function page<T extends Article | ArticleListItem>({ data, headers }: { data: T[]; headers: Headers }): ArticlePage<T> {
  const articles = data.map(normalizeArticle);
  return {
    articles,
    total: totalCount(headers, articles.length),
    nextCursor: nextCursor(headers),
  };
}

/** GET /api/articles: one page of whole articles, newest first, with X-Total-Count and X-Next-Cursor. */
export async function getArticles(params: ArticleListParams = {}): Promise<ArticlePage> {
  return page(await dataWithHeaders(api.GET('/api/articles', { params: { query: listQuery(params) } })));
}

/**
 * GET /api/articles?view=card: the same page as cards, without each article's content (a reader
 * page's lists: the page's data travels in its HTML, and the content is most of an article).
 */
export async function getArticleCards(params: ArticleListParams = {}): Promise<ArticlePage<ArticleListItem>> {
  const { data, headers } = await dataWithHeaders(
    api.GET('/api/articles', { params: { query: { ...listQuery(params), view: 'card' } } }),
  );
  // The contract declares one item type for the route; with view=card its items are
  // ArticleCardView (the route's description in contract/openapi.json).
  return page({ data: data as unknown as ArticleListItem[], headers });
}

/** A reader's list: published articles only (the server also says so for an admin reading the site). */
export function publishedListParams(params: Omit<ArticleListParams, 'status'>): ArticleListParams {
  return { ...params, status: 'published' };
}

/** A page of a section editors added. */
const SECTION_PAGE_SIZE = 20;
const isSpecSlug = (slug: string) =>
  !slug || slug === 'latest' || (Object.values(CATEGORY_SLUGS) as string[]).includes(slug);

/** One page of a reader's list (cards), cached 2 minutes. */
export const articleListQueryOptions = (params: ArticleListParams) =>
  queryOptions({
    queryKey: articleKeys.list({ ...params, view: 'card' }),
    queryFn: () => getArticleCards(params),
    staleTime: ARTICLE_LIST_STALE_MS,
  });

/**
 * A category page: pages of 20 (latest-news) or 10 (breaking-news) published articles, each next
 * page asked for with the cursor of the one before. The same first page is what the home page
 * prefetches.
 */
export const categoryArticlesQueryOptions = (slug: string, start: string | null = null) => {
  // spec.md's two (and their aliases) as before; a section editors added (resolved by the page) is itself.
  const category = isSpecSlug(slug) ? categorySlug(slug) : slug;
  const pageSize = (CATEGORY_PAGE_SIZE as Record<string, number>)[category] ?? SECTION_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: articleKeys.category(category, pageSize, start),
    queryFn: ({ pageParam }) =>
      getArticleCards(publishedListParams({ category, limit: pageSize, after: pageParam ?? undefined })),
    // A page opened at a cursor (the page's `?before=`, the Load More link without JavaScript) starts there.
    initialPageParam: start,
    getNextPageParam: (last: ArticlePage<ArticleListItem>) => last.nextCursor,
    staleTime: ARTICLE_LIST_STALE_MS,
  });
};

/** Prefetch a category page (on hover of its links, and 2 seconds after the home page loads). */
export function usePrefetchCategory() {
  const queryClient = useQueryClient();
  return useCallback(
    (slug: string) => {
      void queryClient.prefetchInfiniteQuery(categoryArticlesQueryOptions(slug));
    },
    [queryClient],
  );
}

/**
 * The home page's breaking list: the featured story, two more, and one to tell whether there are
 * more than 3. The breaking-news banner shows the first 3 of the same list (one request for both).
 */
export const breakingListQueryOptions = () =>
  articleListQueryOptions(publishedListParams({ category: CATEGORY_SLUGS.breaking, limit: HOME_BREAKING_COUNT }));

/** "You might also like": the newest of the article's category, one more than shown (the article itself may be among them). */
export const relatedListQueryOptions = (article: Pick<Article, 'category'>) =>
  articleListQueryOptions(
    publishedListParams({ category: categorySlug(article.category?.slug), limit: RELATED_COUNT + 1 }),
  );

/** The home page's latest section: 8 latest-news articles. */
export const latestListQueryOptions = () =>
  articleListQueryOptions(publishedListParams({ category: CATEGORY_SLUGS.latest, limit: HOME_LATEST_COUNT }));

/** The articles a tag page and an author's page list: the newest 50 published. */
export const STORY_LIST_SIZE = 50;

/** /tag/{slug}: the published articles with that tag. */
export const taggedListQueryOptions = (tag: string) =>
  articleListQueryOptions(publishedListParams({ tag, limit: STORY_LIST_SIZE }));

/** /author/{id}: the author's published articles (their name, photo and bio come with each). */
export const authorListQueryOptions = (author: string) =>
  articleListQueryOptions(publishedListParams({ author, limit: STORY_LIST_SIZE }));
