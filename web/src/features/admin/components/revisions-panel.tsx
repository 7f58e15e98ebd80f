import { GitCompare, History, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { serverMessage } from '@/lib/api-client';
import type { Article, RevisionSummary } from '@/types/contract';
import { authorName } from '@/utils/article';
import { useRestoreRevision, useRevision, useRevisions } from '../api/revisions';
import type { EditorValues } from '../editor-form';
import { hasChanges, wordDiff } from '../lib/word-diff';
import { formatNepalDateTime } from '../lib/nepal-time';
import { DiffView } from './diff-view';

/** The diff of one revision against the text now in the form (title, summary, content). */
function RevisionDiff({
  articleId,
  revisionId,
  current,
}: {
  articleId: number;
  revisionId: number;
  current: EditorValues;
}) {
  const { t } = useTranslation();
  const revision = useRevision(articleId, revisionId);
  if (!revision.data) return <Spinner label={t('common.loading')} className="py-4" />;
  const fields = [
    ['newsroom.conflictTheirTitle', wordDiff(revision.data.title, current.title)],
    ['newsroom.conflictTheirSummary', wordDiff(revision.data.summary ?? '', current.summary)],
    ['newsroom.conflictTheirContent', wordDiff(revision.data.content, current.content)],
  ] as const;
  const changed = fields.filter(([, parts]) => hasChanges(parts));
  return (
    <div className="space-y-3 border-t border-ink-200 pt-3" data-testid="revision-diff">
      <h4 className="text-sm font-semibold text-ink-900">{t('newsroom.diffTitle')}</h4>
      {changed.length === 0 ? <p className="text-sm text-ink-600">{t('newsroom.diffNoChanges')}</p> : null}
      {changed.map(([label, parts]) => (
        <div key={label} className="space-y-1">
          <h5 className="text-xs font-semibold uppercase tracking-wide text-ink-500">{t(label)}</h5>
          <DiffView parts={parts} />
        </div>
      ))}
    </div>
  );
}

function RestoreButton({
  articleId,
  revision,
  when,
  onRestored,
}: {
  articleId: number;
  revision: RevisionSummary;
  when: string;
  onRestored: (article: Article) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const restore = useRestoreRevision();
  const confirm = () =>
    restore.mutateAsync({ articleId, revisionId: revision.id }).then(
      (article) => {
        setOpen(false);
        onRestored(article);
        toast({ title: t('newsroom.restored'), variant: 'success' });
      },
      (error: Error) => {
        setOpen(false);
        toast({ title: t('newsroom.restoreFailed'), description: serverMessage(error), variant: 'destructive' });
      },
    );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{
        className: buttonClasses('ghost', 'sm'),
        'aria-label': t('newsroom.restoreLabel', { when }),
        children: (
          <>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {t('newsroom.restore')}
          </>
        ),
      }}
      title={t('newsroom.restoreTitle')}
      description={t('newsroom.restoreConfirm')}
      cancelLabel={t('common.cancel')}
      confirmLabel={t('newsroom.restore')}
      onConfirm={confirm}
      pending={restore.isPending}
    >
      <p className="mt-3 line-clamp-2 rounded-md bg-ink-50 px-3 py-2 text-sm font-medium text-ink-800" lang="ne">
        {revision.title}
      </p>
    </ConfirmDialog>
  );
}

/**
 * The article's revisions, newest first: compare one with the text in the form (a word diff), or
 * restore it (a new save equal to it; the form then holds the restored text).
 */
export function RevisionsPanel({
  articleId,
  current,
  onRestored,
}: {
  articleId: number;
  current: EditorValues;
  onRestored: (article: Article) => void;
}) {
  const { t, i18n } = useTranslation();
  const revisions = useRevisions(articleId);
  const [comparing, setComparing] = useState<number | null>(null);
  const rows = revisions.data?.revisions ?? [];
  return (
    <Card className="space-y-4 p-5 sm:p-8" data-testid="revisions-panel">
      <div>
        <h2 className="flex items-center gap-2 text-xl font-semibold text-ink-900">
          <History className="h-5 w-5" aria-hidden="true" />
          {t('newsroom.revisions')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t('newsroom.revisionsIntro')}</p>
      </div>
      {revisions.isPending ? <Spinner label={t('newsroom.loadingRevisions')} className="py-4" /> : null}
      {!revisions.isPending && rows.length === 0 ? (
        <p className="text-sm text-ink-600">{t('newsroom.noRevisions')}</p>
      ) : null}
      <ol className="divide-y divide-ink-200">
        {rows.map((revision) => {
          const when = formatNepalDateTime(revision.createdAt, i18n.language, t('newsroom.nepalTimeShort'));
          const open = comparing === revision.id;
          return (
            <li key={revision.id} className="space-y-2 py-3" data-testid="revision-row">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="line-clamp-1 font-medium text-ink-900" lang="ne">
                    {revision.title}
                  </p>
                  <p className="text-xs text-ink-500">
                    {t('newsroom.revisionBy', {
                      when,
                      name: authorName(revision.author) || t('newsroom.unknownActor'),
                    })}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <button
                    type="button"
                    className={buttonClasses('ghost', 'sm')}
                    aria-expanded={open}
                    aria-label={open ? t('newsroom.hideCompare') : t('newsroom.compareLabel', { when })}
                    onClick={() => setComparing(open ? null : revision.id)}
                  >
                    {open ? (
                      <X className="h-4 w-4" aria-hidden="true" />
                    ) : (
                      <GitCompare className="h-4 w-4" aria-hidden="true" />
                    )}
                    {open ? t('newsroom.hideCompare') : t('newsroom.compare')}
                  </button>
                  <RestoreButton articleId={articleId} revision={revision} when={when} onRestored={onRestored} />
                </div>
              </div>
              {open ? <RevisionDiff articleId={articleId} revisionId={revision.id} current={current} /> : null}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
