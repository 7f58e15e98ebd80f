import { AlertTriangle } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import type { Article } from '@/types/contract';
import { valuesFromArticle, type EditorValues } from '../editor-form';
import { theirChange } from '../lib/conflict';
import { formatNepalDateTime } from '../lib/nepal-time';
import { DiffView } from './diff-view';

/**
 * Shown when a save answered 409: someone saved the article since this editor opened it. Their
 * change (from the text both started from to theirs) is shown; the local text stays in the form
 * below, untouched. "Keep My Text" takes their version number, so the next save is a deliberate
 * replacement (theirs stays in the revisions).
 */
export function ConflictPanel({
  base,
  theirs,
  message,
  onKeepMine,
}: {
  base: EditorValues;
  theirs: Article;
  message?: string;
  onKeepMine: () => void;
}) {
  const { t, i18n } = useTranslation();
  const change = theirChange(base, valuesFromArticle(theirs));
  const fields = [
    ['newsroom.conflictTheirTitle', change.title],
    ['newsroom.conflictTheirSummary', change.summary],
    ['newsroom.conflictTheirContent', change.content],
  ] as const;
  const anyText = fields.some(([, parts]) => parts !== null);
  return (
    <section
      role="alert"
      aria-labelledby="conflict-title"
      className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-5"
      data-testid="conflict-panel"
    >
      <h2 id="conflict-title" className="flex items-center gap-2 text-lg font-semibold text-amber-900">
        <AlertTriangle className="h-5 w-5" aria-hidden="true" />
        {t('newsroom.conflictTitle')}
      </h2>
      {message ? <p className="text-sm text-amber-900">{message}</p> : null}
      <p className="text-sm text-amber-900">
        {t('newsroom.conflictBy', {
          when: formatNepalDateTime(theirs.updatedAt, i18n.language, t('newsroom.nepalTimeShort')),
          version: theirs.version,
        })}
      </p>
      <p className="font-medium text-amber-900">{t('newsroom.conflictText')}</p>
      {fields.map(([label, parts]) =>
        parts ? (
          <div key={label} className="space-y-1">
            <h3 className="text-sm font-semibold text-ink-800">{t(label)}</h3>
            <DiffView parts={parts} testId="conflict-diff" />
          </div>
        ) : null,
      )}
      {change.otherFields ? <p className="text-sm text-amber-900">{t('newsroom.conflictOtherFields')}</p> : null}
      {!anyText && !change.otherFields ? (
        <p className="text-sm text-amber-900">{t('newsroom.conflictNoTextChange')}</p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button onClick={onKeepMine}>{t('newsroom.keepMine')}</Button>
        <p className="text-sm text-amber-900">{t('newsroom.keepMineHint')}</p>
      </div>
    </section>
  );
}
