import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileQuestion } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { articleQueryOptions, findArticleInLists } from '@/api/get-article';
import { ArticleView } from '@/components/articles/article-view';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import type { Article, ArticleListItem } from '@/types/contract';
import { RelatedArticles } from './related-articles';
import { ShareButton } from './share-button';
import { IconBadge } from '@/components/ui/icon-badge';
import { RetryPanel } from '@/components/ui/retry-panel';

function cameFromPortal(): boolean {
  try {
    return Boolean(document.referrer) && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Back where the reader came from (in the app, or another page of the portal), else home. */
function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) {
      void navigate(-1);
      return;
    }
    if (cameFromPortal() && window.history.length > 1) window.history.back();
    else void navigate(paths.home);
  };
}

export function ArticleNotFound() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  useDocumentTitle(t('article.notFoundTitle'));
  return (
    <div
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center"
      data-testid="article-not-found"
    >
      <IconBadge icon={FileQuestion} />
      <h1 className="text-2xl font-bold text-ink-900">{t('article.notFoundTitle')}</h1>
      <p className="text-ink-600">{t('article.notFoundText')}</p>
      <Button size="lg" onClick={goBack}>
        {t('common.goBack')}
      </Button>
    </div>
  );
}

function ArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-5" role="status" aria-label={t('article.loading')}>
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-6 w-5/6" />
      <Skeleton className="aspect-video w-full rounded-xl" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

/**
 * The article page: the article (from a cached list at once, then from the server), Share,
 * related articles and the comment section; Article Not Found for a missing article (and for a
 * draft, which the server hides from readers).
 */
export function ArticleDetails({
  id,
  notFound: knownMissing = false,
  comments,
}: {
  id: string;
  /** The server found no such article (the page was rendered as a 404). */
  notFound?: boolean;
  /** The comment section under the article (the comments feature, composed by the route). */
  comments?: (article: Pick<Article, 'id'>) => ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const validId = /^\d+$/.test(id) && !knownMissing;
  const query = useQuery({ ...articleQueryOptions(id), enabled: validId });
  // While it loads, a list's card of it (everything but the content) is shown at once.
  const article: Article | ArticleListItem | undefined =
    query.data ?? (validId && query.isPending ? findArticleInLists(queryClient, id) : undefined);
  const notFound = !validId || (query.error instanceof ApiError && query.error.status === 404);
  const failed = query.isError && !notFound;
  // The not-found screen's title too: on a hydrated 404 both mount at once, and this effect runs last.
  useDocumentTitle(notFound ? t('article.notFoundTitle') : article && !query.isError ? article.title : undefined);

  useEffect(() => {
    if (failed)
      toast({ title: t('home.loadErrorTitle'), description: t('home.loadErrorText'), variant: 'destructive' });
  }, [failed, t]);

  if (notFound) return <ArticleNotFound />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      {failed ? (
        <RetryPanel className="mx-auto max-w-lg" onRetry={() => void query.refetch()} />
      ) : article ? (
        <>
          <ArticleView article={article} actions={<ShareButton article={article} />} />
          <div className="mx-auto max-w-5xl">
            <RelatedArticles article={article} />
          </div>
          <div className="mx-auto max-w-3xl">{comments?.(article)}</div>
        </>
      ) : (
        <ArticleSkeleton />
      )}
    </div>
  );
}
