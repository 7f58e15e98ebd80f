import { useTranslation } from '@/lib/i18n';
import { formatCommentDate, formatCommentDateTime } from '../lib/dates';

/** "5 minutes ago" (or the date after a week) in the reader's language; the full date and time on hover. */
export function CommentTime({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const text = formatCommentDate(value, i18n.language);
  if (!text) return null;
  return (
    <time dateTime={value} title={formatCommentDateTime(value, i18n.language)} className="whitespace-nowrap">
      {text}
    </time>
  );
}
