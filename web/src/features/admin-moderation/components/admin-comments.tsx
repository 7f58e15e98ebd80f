import { Eye, EyeOff, Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminCommentParams } from '@/api/comment-keys';
import { ArticleDate } from '@/components/articles/article-date';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api-client';
import { formatNumber } from '@/lib/dates';
import type { Comment } from '@/types/comments';
import { cn } from '@/utils/cn';
import { useAdminComments } from '../api/get-admin-comments';
import { useSetCommentVisibility } from '../api/set-comment-visibility';
import { ADMIN_PAGE_SIZE, COMMENT_PREVIEW_LENGTH, SEARCH_DEBOUNCE_MS } from '../constants';
import { fullName, truncateText } from '../lib/text';
import {
  Pagination,
  ScreenHeader,
  SearchBox,
  cellClasses,
  rowClasses,
  statusBadgeClasses,
  thClasses,
  theadClasses,
} from './parts';

type Status = AdminCommentParams['status'];

function VisibilityToggle({ comment }: { comment: Comment }) {
  const { t } = useTranslation();
  const toggle = useSetCommentVisibility();
  const name = fullName(comment.user, t('moderation.unknownUser'));
  const next = !comment.hidden;
  const onClick = () =>
    toggle.mutate(
      { id: comment.id, hidden: next },
      {
        onSuccess: (saved) =>
          toast({
            title: t(next ? 'moderation.commentHidden' : 'moderation.commentShown'),
            // `hidden` also covers a hidden author: showing the comment does not show it to readers.
            description: !next && saved.hidden ? t('moderation.authorHiddenText') : undefined,
            variant: 'success',
          }),
        onError: (error) => {
          if (!isUnauthorizedError(error)) toast({ title: t('moderation.updateFailed'), variant: 'destructive' });
        },
      },
    );
  const Icon = comment.hidden ? Eye : EyeOff;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={toggle.isPending}
      aria-label={t(comment.hidden ? 'moderation.showComment' : 'moderation.hideComment', { name })}
      className={buttonClasses('ghost', 'sm', 'whitespace-nowrap')}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {t(comment.hidden ? 'moderation.show' : 'moderation.hide')}
    </button>
  );
}

function CommentsTable({ comments }: { comments: Comment[] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="md:overflow-x-auto">
      <table className="block w-full text-left text-sm md:table md:min-w-[56rem]" data-testid="admin-comments-table">
        <thead className={theadClasses}>
          <tr>
            <th scope="col" className={thClasses}>
              {t('moderation.colComment')}
            </th>
            <th scope="col" className={thClasses}>
              {t('moderation.colUser')}
            </th>
            <th scope="col" className={thClasses}>
              {t('moderation.colArticle')}
            </th>
            <th scope="col" className={thClasses}>
              {t('moderation.colStatus')}
            </th>
            <th scope="col" className={thClasses}>
              {t('moderation.colDate')}
            </th>
            <th scope="col" className={thClasses}>
              {t('moderation.colReports')}
            </th>
            <th scope="col" className={cn(thClasses, 'text-right')}>
              {t('moderation.colActions')}
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-ink-100 md:table-row-group">
          {comments.map((comment) => {
            const reports = comment.reportsCount ?? 0;
            return (
              <tr key={comment.id} className={rowClasses} data-testid="admin-comment-row">
                <td className={cn(cellClasses, 'w-full md:w-auto md:max-w-sm')}>
                  <p
                    className="whitespace-pre-wrap break-words text-ink-900"
                    title={comment.content}
                    data-testid="admin-comment-text"
                  >
                    {truncateText(comment.content, COMMENT_PREVIEW_LENGTH)}
                  </p>
                </td>
                <td className={cellClasses}>
                  <p className="font-medium text-ink-900">{fullName(comment.user, t('moderation.unknownUser'))}</p>
                  {comment.user?.email ? <p className="text-xs text-ink-500">{comment.user.email}</p> : null}
                </td>
                <td className={cn(cellClasses, 'md:max-w-[14rem]')}>
                  {comment.article ? (
                    <Link
                      to={paths.article(comment.articleId)}
                      className="line-clamp-2 text-ink-800 hover:text-brand-700 hover:underline"
                      lang="ne"
                    >
                      {comment.article.title}
                    </Link>
                  ) : (
                    <span className="italic text-ink-500">{t('moderation.unknownArticle')}</span>
                  )}
                </td>
                <td className={cellClasses}>
                  <span className={statusBadgeClasses(comment.hidden)} data-testid="admin-comment-status">
                    {t(comment.hidden ? 'moderation.hidden' : 'moderation.visible')}
                  </span>
                </td>
                <td className={cn(cellClasses, 'text-ink-600')}>
                  <ArticleDate value={comment.createdAt} />
                </td>
                <td className={cn(cellClasses, 'text-ink-700')}>
                  <span
                    className={cn('inline-flex items-center gap-1', reports > 0 && 'font-semibold text-red-700')}
                    data-testid="admin-comment-reports"
                  >
                    <Flag className="h-3.5 w-3.5" aria-hidden="true" />
                    <span aria-hidden="true">{formatNumber(reports, i18n.language)}</span>
                    <span className="sr-only">
                      {t('moderation.reportsCount', { count: reports, n: formatNumber(reports, i18n.language) })}
                    </span>
                  </span>
                </td>
                <td className={cn(cellClasses, 'md:text-right')}>
                  <VisibilityToggle comment={comment} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /admin/comments (spec §2): search by content, user or article title, a status filter (all,
 * visible, hidden, and reported), and the newest comments first, one server page at a time, each
 * with a hide/show toggle.
 */
export function AdminComments() {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<Status>('all');
  const [offset, setOffset] = useState(0);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const params: AdminCommentParams = { search: search || undefined, status, limit: ADMIN_PAGE_SIZE, offset };
  const query = useAdminComments(params);
  const rows = query.data?.comments ?? [];
  const total = query.data?.total ?? 0;

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <ScreenHeader title={t('moderation.commentsTitle')} intro={t('moderation.commentsIntro')} />
      <Card className="overflow-hidden">
        <div
          role="search"
          aria-label={t('moderation.filters')}
          className="grid gap-3 border-b border-ink-200 p-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-end"
        >
          <SearchBox
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              setOffset(0);
            }}
            placeholder={t('moderation.searchComments')}
          />
          <SelectField
            label={t('moderation.status')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as Status);
              setOffset(0);
            }}
            options={[
              { value: 'all', label: t('moderation.statusAll') },
              { value: 'visible', label: t('moderation.statusVisible') },
              { value: 'hidden', label: t('moderation.statusHidden') },
              { value: 'reported', label: t('moderation.statusReported') },
            ]}
          />
        </div>

        {query.isPending ? (
          <Spinner label={t('moderation.loadingComments')} className="py-16" />
        ) : query.isError && !query.data ? (
          <div className="flex flex-col items-center gap-3 px-5 py-16 text-center" role="alert">
            <p className="text-ink-600">{t('moderation.loadError')}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="px-5 py-16 text-center text-ink-600">{t('moderation.noComments')}</p>
        ) : (
          <div className={cn(query.isPlaceholderData && 'opacity-60')}>
            <CommentsTable comments={rows} />
          </div>
        )}

        <Pagination
          offset={offset}
          limit={ADMIN_PAGE_SIZE}
          rows={rows.length}
          total={total}
          onChange={setOffset}
          busy={query.isFetching}
        />
      </Card>
    </div>
  );
}
