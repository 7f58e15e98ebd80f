import { useTranslation } from '@/lib/i18n';
import { formatArticleDate } from '@/lib/dates';
import { cn } from '@/utils/cn';

/** An article's date in the reader's language: Bikram Sambat in Nepali, Gregorian in English. */
export function ArticleDate({ value, className }: { value: string; className?: string }) {
  const { i18n } = useTranslation();
  const text = formatArticleDate(value, i18n.language);
  if (!text) return null;
  return (
    <time dateTime={value} className={cn('whitespace-nowrap', className)} lang={i18n.language}>
      {text}
    </time>
  );
}
