import { useTranslation } from '@/lib/i18n';
import { formatArticleDate, formatArticleDateTime } from '@/lib/dates';
import { cn } from '@/utils/cn';

/**
 * An article's date in the reader's language: Bikram Sambat in Nepali, Gregorian in English;
 * `withTime` (the article page): in Nepali also the time in Nepal, "२०८२ मंसिर ९ गते ११:१८".
 */
export function ArticleDate({ value, className, withTime }: { value: string; className?: string; withTime?: boolean }) {
  const { i18n } = useTranslation();
  const text = (withTime ? formatArticleDateTime : formatArticleDate)(value, i18n.language);
  if (!text) return null;
  return (
    <time dateTime={value} className={cn('whitespace-nowrap', className)} lang={i18n.language}>
      {text}
    </time>
  );
}
