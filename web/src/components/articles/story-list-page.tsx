import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { ArticleListItem } from '@/types/contract';
import { ArticleCardGrid } from './article-card';

/** A tag's or an author's page: a heading (with what the page adds above the list) and the articles. */
export function StoryListPage({
  title,
  intro,
  articles,
  testId,
}: {
  title: string;
  intro?: ReactNode;
  articles: ArticleListItem[];
  testId: string;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8" data-testid={testId}>
      {intro}
      <h1 className="text-3xl font-bold tracking-tight text-ink-900" lang="ne">
        {title}
      </h1>
      {articles.length ? (
        <ArticleCardGrid articles={articles} leadsPage className="mt-8 lg:grid-cols-3" data-testid="story-list" />
      ) : (
        <p className="mt-8 text-ink-600">{t('article.noArticles')}</p>
      )}
    </div>
  );
}
