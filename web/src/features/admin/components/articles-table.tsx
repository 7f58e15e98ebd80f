import { Eye, EyeOff, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArticleDate } from '@/components/articles/article-date';
import { CategoryBadge, badgeClasses } from '@/components/articles/category-badge';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import type { Article } from '@/types/api';
import { authorName } from '@/utils/article';
import { cn } from '@/utils/cn';
import { useSetPublished } from '../api/update-article';
import { DeleteArticleButton } from './delete-article-dialog';

function PublishToggle({ article }: { article: Article }) {
  const { t } = useTranslation();
  const toggle = useSetPublished();
  const next = !article.published;
  // mutateAsync: with a status filter the row leaves the table once the lists are refreshed.
  const onClick = () =>
    toggle.mutateAsync({ id: article.id, published: next }).then(
      () =>
        toast({
          title: t('editor.updated'),
          description: t(next ? 'admin.published' : 'admin.unpublished'),
          variant: 'success',
        }),
      () => toast({ title: t('admin.statusFailed'), variant: 'destructive' }),
    );
  const Icon = article.published ? EyeOff : Eye;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={toggle.isPending}
      aria-label={t(article.published ? 'admin.unpublishLabel' : 'admin.publishLabel', { title: article.title })}
      className={buttonClasses('ghost', 'sm', 'whitespace-nowrap')}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {t(article.published ? 'admin.unpublish' : 'admin.publish')}
    </button>
  );
}

/**
 * Title, Category, Author, Status, Actions (edit, publish toggle, delete). On small screens each
 * row is laid out as a card (the cells wrap) instead of a table wider than the screen.
 */
export function ArticlesTable({ articles }: { articles: Article[] }) {
  const { t } = useTranslation();
  return (
    <div className="md:overflow-x-auto">
      <table className="block w-full text-left text-sm md:table md:min-w-[44rem]" data-testid="articles-table">
        <thead className="hidden border-b border-ink-200 bg-ink-50 text-xs font-semibold uppercase tracking-wide text-ink-500 md:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t('admin.colTitle')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('admin.colCategory')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('admin.colAuthor')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('admin.colStatus')}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t('admin.colActions')}
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-ink-100 md:table-row-group">
          {articles.map((article) => (
            <tr
              key={article.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-4 hover:bg-ink-50/60 md:table-row md:p-0"
            >
              <td className="block w-full md:table-cell md:w-auto md:max-w-md md:px-4 md:py-3">
                <Link
                  to={paths.article(article.id)}
                  className="line-clamp-2 font-medium text-ink-900 hover:text-brand-700 hover:underline"
                  lang="ne"
                >
                  {article.title}
                </Link>
                <ArticleDate value={article.createdAt} className="mt-0.5 block text-xs text-ink-500" />
              </td>
              <td className="block md:table-cell md:px-4 md:py-3">
                <CategoryBadge category={article.category} />
              </td>
              <td className="block whitespace-nowrap text-ink-700 md:table-cell md:px-4 md:py-3">
                {authorName(article.author)}
              </td>
              <td className="block md:table-cell md:px-4 md:py-3">
                <span
                  className={cn(
                    badgeClasses,
                    article.published ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900',
                  )}
                >
                  {t(article.published ? 'admin.statusPublished' : 'admin.statusDraft')}
                </span>
              </td>
              <td className="block w-full md:table-cell md:w-auto md:px-4 md:py-3">
                <div className="-mx-2 flex items-center gap-1 md:mx-0 md:justify-end">
                  <Link
                    to={paths.adminEditArticle(article.id)}
                    aria-label={t('admin.editLabel', { title: article.title })}
                    title={t('admin.edit')}
                    className={buttonClasses('ghost', 'icon', 'h-9 w-9')}
                  >
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                  </Link>
                  <PublishToggle article={article} />
                  <DeleteArticleButton article={article} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
