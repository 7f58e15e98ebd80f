import { MessageSquare } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import type { CommentSort } from '@/api/query-keys';
import { Button, buttonClasses } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { useUser } from '@/lib/auth';
import type { User } from '@/types/contract';
import { useCreateComment } from '../api/create-comment';
import { useComments } from '../api/get-comments';
import { DEFAULT_COMMENT_SORT } from '../constants';
import { useCommentError } from '../hooks/use-comment-error';
import { commentsOfPages } from '../lib/cache';
import { buildCommentTree } from '../lib/tree';
import { CommentBox } from './comment-box';
import { CommentThread } from './comment-thread';

function NewComment({ articleId }: { articleId: number }) {
  const { t } = useTranslation();
  const create = useCreateComment(articleId);
  const showError = useCommentError();
  const send = (content: string, done: () => void) =>
    create.mutate(content, {
      onSuccess: () => {
        done();
        toast({ title: t('comments.posted'), variant: 'success' });
      },
      onError: (error) => showError(error, 'postFailed'),
    });
  return (
    <div className="rounded-xl border border-ink-200 bg-white p-4 sm:p-5">
      <CommentBox
        label={t('comments.newLabel')}
        placeholder={t('comments.placeholder')}
        submitLabel={t('comments.post')}
        pendingLabel={t('comments.posting')}
        pending={create.isPending}
        onSubmit={send}
        testId="new-comment-form"
      />
    </div>
  );
}

function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col items-start gap-4 rounded-xl border border-ink-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between"
      data-testid="comments-sign-in"
    >
      <p className="text-ink-700">{t('comments.signInPrompt')}</p>
      <Link to={paths.login} className={buttonClasses('primary', 'md')}>
        {t('comments.signIn')}
      </Link>
    </div>
  );
}

function CommentList({ articleId, sort, viewer }: { articleId: number; sort: CommentSort; viewer: User | null }) {
  const { t } = useTranslation();
  const query = useComments(articleId, sort);
  const tree = useMemo(() => buildCommentTree(commentsOfPages(query.data)), [query.data]);

  if (query.isPending) return <Spinner label={t('comments.loading')} className="py-10" />;
  if (query.isError && !query.data) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center" role="alert">
        <p className="text-ink-600">{t('comments.loadError')}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (tree.length === 0) {
    return (
      <p className="py-8 text-center text-ink-600" data-testid="comments-empty">
        {t('comments.none')}
      </p>
    );
  }
  return (
    <>
      <ol className="space-y-4" data-testid="comment-list">
        {tree.map((node) => (
          <CommentThread key={node.comment.id} node={node} viewer={viewer} />
        ))}
      </ol>
      {query.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t('comments.loadingMore') : t('comments.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/**
 * The article page's comment section (spec §2, §4–§6): visitors read the comments and are asked
 * to sign in to write; signed-in readers comment, reply at any depth, like, edit and delete their
 * own, and report others'; admins also hide comments. Sorted newest, oldest or most liked, one page
 * of top-level comments at a time ("Load more comments").
 */
export function CommentSection({ articleId }: { articleId: number }) {
  const { t } = useTranslation();
  const { user, isLoading } = useUser();
  const [sort, setSort] = useState<CommentSort>(DEFAULT_COMMENT_SORT);

  return (
    <section aria-labelledby="comments-heading" className="mt-14 border-t border-ink-200 pt-10" data-testid="comments">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h2 id="comments-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight text-ink-900">
          <MessageSquare className="h-6 w-6 text-ink-500" aria-hidden="true" />
          {t('comments.title')}
        </h2>
        <SelectField
          label={t('comments.sort')}
          hideLabel
          value={sort}
          onChange={(event) => setSort(event.target.value as CommentSort)}
          options={[
            { value: 'newest', label: t('comments.sortNewest') },
            { value: 'oldest', label: t('comments.sortOldest') },
            { value: 'top', label: t('comments.sortTop') },
          ]}
          className="w-44"
        />
      </div>
      <div className="mb-8">{isLoading ? null : user ? <NewComment articleId={articleId} /> : <SignInPrompt />}</div>
      <CommentList articleId={articleId} sort={sort} viewer={user} />
    </section>
  );
}
