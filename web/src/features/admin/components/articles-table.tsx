import { ClipboardCheck, Eye, EyeOff, Pencil } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { ArticleDate } from '@/components/articles/article-date';
import { CategoryBadge } from '@/components/articles/category-badge';
import { buttonClasses } from '@/components/ui/button';
import { DataTable, cellClasses, rowClasses } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import type { Article } from '@/types/contract';
import { authorName } from '@/utils/article';
import { cn } from '@/utils/cn';
import { useSetPublished } from '../api/update-article';
import { useUser } from '@/lib/auth';
import { can } from '@/lib/authorization';
import { formatNepalDateTime } from '../lib/nepal-time';
import { StateBadge } from './state-badge';
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
 * Title, Category, Author, Status, Actions (edit, publish toggle, delete); cards on small screens.
 * The actions follow the rights: editors publish and delete any article; a contributor edits and
 * deletes their own drafts.
 */
export function ArticlesTable({ articles, testId = 'articles-table' }: { articles: Article[]; testId?: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useUser();
  const isEditor = can(user, 'article.edit');
  return (
    <DataTable
      columns={[
        { label: t('admin.colTitle') },
        { label: t('admin.colCategory') },
        { label: t('admin.colAuthor') },
        { label: t('admin.colStatus') },
        { label: t('admin.colActions'), end: true },
      ]}
      minWidth="md:min-w-[44rem]"
      testId={testId}
    >
      {articles.map((article) => (
        <tr key={article.id} className={rowClasses}>
          <td className={cn(cellClasses, 'w-full md:w-auto md:max-w-md')}>
            <Link
              to={paths.article(article.id)}
              className="line-clamp-2 font-medium text-ink-900 hover:text-brand-700 hover:underline"
              lang="ne"
            >
              {article.title}
            </Link>
            <ArticleDate value={article.createdAt} className="mt-0.5 block text-xs text-ink-500" />
          </td>
          <td className={cellClasses}>
            <CategoryBadge category={article.category} />
          </td>
          <td className={cn(cellClasses, 'whitespace-nowrap text-ink-700')}>{authorName(article.author)}</td>
          <td className={cellClasses}>
            <StateBadge status={article.status} />
            {article.status === 'scheduled' && article.publishAt ? (
              <span className="mt-0.5 block text-xs text-ink-500">
                {formatNepalDateTime(article.publishAt, i18n.language, t('newsroom.nepalTimeShort'))}
              </span>
            ) : null}
          </td>
          <td className={cn(cellClasses, 'w-full md:w-auto')}>
            <div className="-mx-2 flex items-center gap-1 md:mx-0 md:justify-end">
              {isEditor && article.status === 'review' ? (
                <Link
                  to={paths.adminEditArticle(article.id)}
                  aria-label={t('newsroom.reviewLabel', { title: article.title })}
                  className={buttonClasses('outline', 'sm', 'whitespace-nowrap')}
                >
                  <ClipboardCheck className="h-4 w-4" aria-hidden="true" />
                  {t('newsroom.review')}
                </Link>
              ) : null}
              <Link
                to={paths.adminEditArticle(article.id)}
                aria-label={t('admin.editLabel', { title: article.title })}
                title={t('admin.edit')}
                className={buttonClasses('ghost', 'icon', 'h-9 w-9')}
              >
                <Pencil className="h-4 w-4" aria-hidden="true" />
              </Link>
              {isEditor ? <PublishToggle article={article} /> : null}
              {isEditor || article.status === 'draft' ? <DeleteArticleButton article={article} /> : null}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
