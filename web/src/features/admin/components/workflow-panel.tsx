import { CalendarClock, CheckCircle2, Send, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { formatBsDate } from '@/lib/dates';
import type { ArticleState } from '@/types/contract';
import { cn } from '@/utils/cn';
import { bsDateOfNepalInput, formatNepalDateTime, fromNepalInput, publishAtOf, toNepalInput } from '../lib/nepal-time';

/** The picker starts an hour ahead, on the minute. */
const defaultScheduleValue = (now = Date.now()) =>
  toNepalInput(new Date(Math.ceil((now + 3_600_000) / 60_000) * 60_000));

/**
 * The time of publication, in Nepal time (UTC+5:45, whatever the browser's zone), with the
 * Bikram Sambat date of the chosen day; `publishAt` goes to the API with Nepal's offset.
 */
export function SchedulePicker({
  initial,
  busy,
  label,
  onSchedule,
}: {
  initial: string | null;
  busy: boolean;
  label: string;
  onSchedule: (publishAt: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(() => (initial ? toNepalInput(new Date(initial)) : defaultScheduleValue()));
  const [error, setError] = useState(false);
  const bs = bsDateOfNepalInput(value);
  const submit = () => {
    const at = fromNepalInput(value);
    const publishAt = publishAtOf(value);
    if (!at || !publishAt || at.getTime() <= Date.now()) {
      setError(true);
      return;
    }
    setError(false);
    onSchedule(publishAt);
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {t('newsroom.scheduleAt')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="datetime-local"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(false);
          }}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error || undefined}
          className={cn(inputClasses, 'sm:max-w-xs')}
        />
        <Button variant="outline" onClick={submit} disabled={busy}>
          <CalendarClock className="h-4 w-4" aria-hidden="true" />
          {label}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-500" data-testid="schedule-hint">
        {t('newsroom.scheduleHint', { bs: bs ? formatBsDate(bs) : '—' })}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {t('newsroom.scheduleInvalid')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Review and publishing for editors: approve (publish now) or schedule an article under review,
 * reschedule, or send it back to its author as a draft with a note.
 */
export function WorkflowPanel({
  status,
  publishAt,
  busy,
  onApprove,
  onSchedule,
  onSendBack,
}: {
  /** null while the article is not created yet. */
  status: ArticleState | null;
  publishAt: string | null;
  busy: boolean;
  onApprove: () => void;
  onSchedule: (publishAt: string) => void;
  onSendBack: (note: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const noteId = useId();
  const [note, setNote] = useState('');
  const canSendBack = status === 'review' || status === 'scheduled';
  if (status === 'published') return null;
  return (
    <section
      aria-labelledby={`${noteId}-title`}
      className="space-y-5 rounded-lg border border-ink-200 bg-ink-50 p-4"
      data-testid="workflow-panel"
    >
      <h2 id={`${noteId}-title`} className="font-semibold text-ink-900">
        {t('newsroom.workflow')}
      </h2>
      {status === 'scheduled' && publishAt ? (
        <p className="text-sm text-ink-700" data-testid="scheduled-for">
          {t('newsroom.scheduledFor', {
            when: formatNepalDateTime(publishAt, i18n.language, t('newsroom.nepalTimeShort')),
          })}
        </p>
      ) : null}
      {status === 'review' ? (
        <Button onClick={onApprove} disabled={busy}>
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
          {t('newsroom.approvePublish')}
        </Button>
      ) : null}
      <SchedulePicker
        initial={status === 'scheduled' ? publishAt : null}
        busy={busy}
        label={t(status === 'scheduled' ? 'newsroom.reschedule' : 'newsroom.schedule')}
        onSchedule={onSchedule}
      />
      {canSendBack ? (
        <div className="space-y-1.5">
          <label htmlFor={noteId} className="block text-sm font-medium text-ink-800">
            {t('newsroom.sendBackNote')}
            <span className="ml-1 font-normal text-ink-500">{t('common.optional')}</span>
          </label>
          <textarea
            id={noteId}
            rows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby={`${noteId}-hint`}
            className={inputClasses}
            maxLength={2000}
          />
          <p id={`${noteId}-hint`} className="text-xs text-ink-500">
            {t('newsroom.sendBackNoteHint')}
          </p>
          <Button variant="outline" onClick={() => onSendBack(note.trim())} disabled={busy}>
            <Undo2 className="h-4 w-4" aria-hidden="true" />
            {status === 'scheduled' ? t('newsroom.cancelSchedule') : t('newsroom.sendBack')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** A contributor's step: hand the draft to the editors. */
export function SubmitForReviewButton({
  busy,
  disabled,
  onSubmit,
}: {
  busy: boolean;
  disabled: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button size="lg" onClick={onSubmit} disabled={busy || disabled}>
      <Send className="h-4 w-4" aria-hidden="true" />
      {t('newsroom.submitForReview')}
    </Button>
  );
}
