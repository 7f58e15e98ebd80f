import { EyeOff, MessageCircle, Pencil, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Avatar } from '@/components/layouts/avatar';
import { toast } from '@/hooks/use-toast';
import { can } from '@/lib/authorization';
import { formatNumber } from '@/lib/dates';
import type { User } from '@/types/contract';
import type { Comment } from '@/types/contract';
import { cn } from '@/utils/cn';
import { useHideComment } from '../api/hide-comment';
import { useLikeComment } from '../api/like-comment';
import { useReplyToComment } from '../api/reply-to-comment';
import { useUpdateComment } from '../api/update-comment';
import { useCommentError } from '../hooks/use-comment-error';
import { authorName, indentsAt, type CommentNode } from '../lib/tree';
import { actionClasses } from './action-classes';
import { CommentBox } from './comment-box';
import { CommentTime } from './comment-time';
import { DeleteCommentButton } from './delete-comment-dialog';
import { ReportCommentButton } from './report-comment-dialog';

function LikeButton({ comment, viewer }: { comment: Comment; viewer: User | null }) {
  const { t, i18n } = useTranslation();
  const like = useLikeComment(comment.articleId);
  const showError = useCommentError();
  const onClick = () => {
    if (!viewer) {
      toast({ title: t('comments.authRequired'), description: t('comments.signInToLike'), variant: 'destructive' });
      return;
    }
    like.mutate(comment, {
      onSuccess: (result) => {
        if (result.liked) toast({ title: t('comments.liked'), variant: 'success' });
      },
      onError: (error) => showError(error, 'likeFailed'),
    });
  };
  const count = comment.likesCount;
  const n = formatNumber(count, i18n.language);
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={like.isPending}
      aria-pressed={viewer ? comment.likedByMe : undefined}
      aria-label={t(comment.likedByMe ? 'comments.unlikeLabel' : 'comments.likeLabel', { count, n })}
      className={actionClasses(cn(comment.likedByMe && 'text-brand-700 hover:text-brand-800'))}
      data-testid="comment-like"
    >
      <ThumbsUp className={cn('h-4 w-4', comment.likedByMe && 'fill-current')} aria-hidden="true" />
      <span>{t('comments.like')}</span>
      <span className="tabular-nums" data-testid="comment-likes">
        {n}
      </span>
    </button>
  );
}

function HideButton({ comment }: { comment: Comment }) {
  const { t } = useTranslation();
  const hide = useHideComment(comment.articleId);
  const showError = useCommentError();
  const onClick = () =>
    hide.mutate(comment.id, {
      onSuccess: () => toast({ title: t('comments.hidden'), variant: 'success' }),
      onError: (error) => showError(error, 'hideFailed'),
    });
  return (
    <button type="button" onClick={onClick} disabled={hide.isPending} className={actionClasses()}>
      <EyeOff className="h-4 w-4" aria-hidden="true" />
      {hide.isPending ? t('comments.hiding') : t('comments.hide')}
    </button>
  );
}

/**
 * One comment (its card) with its reply box and, under it, its replies indented — at any depth,
 * the indent stops growing after a few levels. The text is always rendered as text.
 */
export function CommentThread({ node, viewer }: { node: CommentNode; viewer: User | null }) {
  const { t } = useTranslation();
  const { comment, depth, replies } = node;
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const update = useUpdateComment(comment.articleId);
  const reply = useReplyToComment(comment.articleId);
  const showError = useCommentError();

  const own = viewer !== null && !comment.deleted && comment.isOwner;
  const admin = can(viewer, 'comment.moderate');
  const name = comment.deleted ? '' : authorName(comment, t('comments.unknownUser'));

  const saveEdit = (content: string) =>
    update.mutate(
      { id: comment.id, content },
      {
        onSuccess: () => {
          setEditing(false);
          toast({ title: t('comments.updated'), variant: 'success' });
        },
        onError: (error) => showError(error, 'updateFailed'),
      },
    );

  const sendReply = (content: string, done: () => void) =>
    reply.mutate(
      { parentId: comment.id, content },
      {
        onSuccess: () => {
          done();
          setReplying(false);
          toast({ title: t('comments.replyPosted'), variant: 'success' });
        },
        onError: (error) => showError(error, 'replyFailed'),
      },
    );

  return (
    <li data-testid="comment-thread">
      <article
        aria-label={comment.deleted ? t('comments.removed') : t('comments.by', { name })}
        className={cn(
          'rounded-xl border p-4',
          comment.hidden ? 'border-amber-300 bg-amber-50/70' : 'border-ink-200 bg-white',
          comment.deleted && 'border-dashed bg-ink-50',
        )}
        data-testid="comment"
        data-comment-id={comment.id}
        data-depth={depth}
      >
        {comment.deleted ? (
          <p className="italic text-ink-500" data-testid="comment-removed">
            {t('comments.removed')}
          </p>
        ) : (
          <>
            <header className="flex items-start gap-3">
              <Avatar user={{ profileImageUrl: comment.user?.profileImageUrl ?? null }} className="h-9 w-9 shrink-0" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
                  <span className="font-semibold text-ink-900">{name}</span>
                  {own ? (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                      {t('comments.you')}
                    </span>
                  ) : null}
                  <span className="text-ink-500">
                    <CommentTime value={comment.createdAt} />
                  </span>
                  {comment.editedAt ? <span className="text-ink-500">{t('comments.edited')}</span> : null}
                  {comment.hidden ? (
                    <span
                      className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-900"
                      title={t('comments.hiddenNotice')}
                      data-testid="comment-hidden-badge"
                    >
                      {t('comments.hiddenBadge')}
                    </span>
                  ) : null}
                </p>
                {editing ? (
                  <div className="mt-2">
                    <CommentBox
                      label={t('comments.editLabel')}
                      hideLabel
                      initialValue={comment.content}
                      submitLabel={t('comments.save')}
                      pendingLabel={t('comments.saving')}
                      pending={update.isPending}
                      onSubmit={saveEdit}
                      onCancel={() => setEditing(false)}
                      autoFocus
                      testId="comment-edit-form"
                    />
                  </div>
                ) : (
                  <p
                    className="mt-1 whitespace-pre-wrap break-words leading-relaxed text-ink-800"
                    data-testid="comment-content"
                  >
                    {comment.content}
                  </p>
                )}
              </div>
            </header>
            {editing ? null : (
              <div className="-ml-2 mt-2 flex flex-wrap items-center gap-1 sm:pl-12">
                <LikeButton comment={comment} viewer={viewer} />
                {viewer ? (
                  <button
                    type="button"
                    onClick={() => setReplying((open) => !open)}
                    aria-expanded={replying}
                    className={actionClasses()}
                  >
                    <MessageCircle className="h-4 w-4" aria-hidden="true" />
                    {t('comments.reply')}
                  </button>
                ) : null}
                {own ? (
                  <button type="button" onClick={() => setEditing(true)} className={actionClasses()}>
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                    {t('comments.edit')}
                  </button>
                ) : null}
                {own ? <DeleteCommentButton comment={comment} /> : null}
                {viewer && !own ? <ReportCommentButton comment={comment} /> : null}
                {admin && !comment.hidden ? <HideButton comment={comment} /> : null}
              </div>
            )}
          </>
        )}
      </article>

      {replying && viewer && !comment.deleted ? (
        <div className={cn('mt-3', indentsAt(depth) && 'ml-4 sm:ml-8')}>
          <CommentBox
            label={t('comments.replyLabel', { name })}
            hideLabel
            placeholder={t('comments.replyPlaceholder')}
            submitLabel={t('comments.postReply')}
            pendingLabel={t('comments.posting')}
            pending={reply.isPending}
            onSubmit={sendReply}
            onCancel={() => setReplying(false)}
            autoFocus
            testId="comment-reply-form"
          />
        </div>
      ) : null}

      {replies.length > 0 ? (
        <ol
          aria-label={t('comments.replies', { name: name || t('comments.removed') })}
          className={cn('mt-3 space-y-3', indentsAt(depth) && 'ml-4 border-l-2 border-ink-100 pl-3 sm:ml-8 sm:pl-4')}
          data-testid="comment-replies"
        >
          {replies.map((child) => (
            <CommentThread key={child.comment.id} node={child} viewer={viewer} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}
