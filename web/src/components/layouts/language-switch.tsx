import { Languages } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { setLanguage } from '@/lib/i18n';
import { cn } from '@/utils/cn';

/** Toggles the interface between English and Nepali; the choice is kept in localStorage `lang`. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'ne' ? 'en' : 'ne';

  return (
    <button
      type="button"
      onClick={() => void setLanguage(i18n, next)}
      title={t('language.switchToLabel')}
      lang={next}
      data-testid="language-switch"
      className={cn(
        'inline-flex h-10 items-center gap-1.5 rounded-md border border-ink-300 px-3 text-sm font-medium text-ink-800',
        'hover:bg-ink-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
        className,
      )}
    >
      <Languages className="h-4 w-4" aria-hidden="true" />
      <span>{t('language.switchTo')}</span>
      {/* Name = the visible word, then what it does (WCAG 2.5.3: no aria-label hiding the word). */}
      <span className="sr-only" lang={i18n.language}>
        : {t('language.switchToLabel')}
      </span>
    </button>
  );
}
