import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { formatNumber } from '@/lib/dates';
import { cn } from '@/utils/cn';
import { checkComment } from '../lib/content';

export interface CommentBoxProps {
  /** The text box's label (shown, or only for assistive technology with `hideLabel`). */
  label: string;
  hideLabel?: boolean;
  placeholder?: string;
  initialValue?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Called with the text as typed (the API trims it); `done` clears the box. */
  onSubmit: (content: string, done: () => void) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
  testId?: string;
}

/**
 * The text box of a new comment, a reply and an edit (spec §5): the counter "n/500 characters"
 * counts what would be posted (the trimmed text); a blank text or one over 500 characters cannot
 * be sent, and over 500 says why. Ctrl+Enter (⌘+Enter) sends.
 */
export function CommentBox({
  label,
  hideLabel,
  placeholder,
  initialValue = '',
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
  autoFocus,
  testId,
}: CommentBoxProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initialValue);
  const { length, problem } = checkComment(value);
  const unchanged = initialValue !== '' && value.trim() === initialValue.trim();
  const canSend = problem === null && !pending && !unchanged;

  const send = () => {
    if (!canSend) return;
    onSubmit(value, () => setValue(''));
  };
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form onSubmit={onFormSubmit} className="space-y-2" data-testid={testId} noValidate>
      <label htmlFor={`${id}-text`} className={cn('block text-sm font-medium text-ink-800', hideLabel && 'sr-only')}>
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        rows={3}
        autoFocus={autoFocus}
        aria-invalid={problem === 'tooLong' ? true : undefined}
        aria-describedby={`${id}-count${problem === 'tooLong' ? ` ${id}-error` : ''}`}
        className={cn(inputClasses, 'min-h-[5.5rem] resize-y leading-relaxed')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="text-sm">
          <p
            id={`${id}-count`}
            className={cn('tabular-nums', problem === 'tooLong' ? 'font-medium text-red-700' : 'text-ink-500')}
            data-testid="comment-counter"
          >
            {t('comments.counter', { n: formatNumber(length, i18n.language) })}
          </p>
          {problem === 'tooLong' ? (
            <p id={`${id}-error`} role="alert" className="text-red-700">
              {t('comments.tooLong')}
            </p>
          ) : null}
        </div>
        <div className="flex gap-2">
          {onCancel ? (
            <Button variant="outline" size="sm" onClick={onCancel} disabled={pending}>
              {t('comments.cancel')}
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={!canSend}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
