import { Eye, EyeOff, Flag } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import type { AdminCommentParams } from '@/api/query-keys';
import { ArticleDate } from '@/components/articles/article-date';
import { buttonClasses } from '@/components/ui/button';
import { DataTable, StatusBadge, cellClasses, rowClasses } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api-client';
import { formatNumber } from '@/lib/dates';
import type { Comment } from '@/types/contract';
import { cn } from '@/utils/cn';
import { useAdminComments } from '../api/get-admin-comments';
import { useSetCommentVisibility } from '../api/set-comment-visibility';
import { COMMENT_PREVIEW_LENGTH } from '../constants';
import { fullName, truncateText } from '../lib/text';
import { ModerationScreen, useListControls } from './moderation-screen';

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
    <DataTable
      columns={[
        { label: t('moderation.colComment') },
        { label: t('moderation.colUser') },
        { label: t('moderation.colArticle') },
        { label: t('moderation.colStatus') },
        { label: t('moderation.colDate') },
        { label: t('moderation.colReports') },
        { label: t('moderation.colActions'), end: true },
      ]}
      minWidth="md:min-w-[56rem]"
      testId="admin-comments-table"
    >
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
              <StatusBadge hidden={comment.hidden} testId="admin-comment-status">
                {t(comment.hidden ? 'moderation.hidden' : 'moderation.visible')}
              </StatusBadge>
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
    </DataTable>
  );
}

/**
 * /admin/comments (spec §2): search by content, user or article title, a status filter (all,
 * visible, hidden, and reported), and the newest comments first, one server page at a time, each
 * with a hide/show toggle.
 */
export function AdminComments() {
  const { t } = useTranslation();
  const controls = useListControls<Status>('all');
  const query = useAdminComments({ ...controls.params, status: controls.filter });
  const rows = query.data?.comments ?? [];
  return (
    <ModerationScreen
      title={t('moderation.commentsTitle')}
      intro={t('moderation.commentsIntro')}
      controls={controls}
      searchPlaceholder={t('moderation.searchComments')}
      filter={{
        label: t('moderation.status'),
        options: [
          { value: 'all', label: t('moderation.statusAll') },
          { value: 'visible', label: t('moderation.statusVisible') },
          { value: 'hidden', label: t('moderation.statusHidden') },
          { value: 'reported', label: t('moderation.statusReported') },
        ],
      }}
      query={query}
      rows={rows.length}
      total={query.data?.total ?? 0}
      loadingLabel={t('moderation.loadingComments')}
      emptyLabel={t('moderation.noComments')}
    >
      <CommentsTable comments={rows} />
    </ModerationScreen>
  );
}
