import { Link } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';
import { BRAND_NAME, BRAND_TAGLINE } from '@/config/app';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';

/**
 * The logo: a mountain mark, the Nepali brand name and tagline, linking to /. The link's name
 * is its visible words (WCAG 2.5.3: no aria-label that leaves them out), then a hidden "home".
 */
export function Brand({ onNavigate, compactInHeader = false }: { onNavigate?: () => void; compactInHeader?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home}
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      {/* Not between 768 and 1279 px, where the header's row needs its room for the search toggle. */}
      <svg
        viewBox="0 0 64 64"
        className={cn('h-10 w-10 shrink-0', compactInHeader && 'md:hidden xl:block')}
        aria-hidden="true"
      >
        <rect width="64" height="64" rx="12" fill="#b91c1c" />
        <path d="M10 48 26 20l8 13 6-9 14 24z" fill="#fff" />
      </svg>
      <span className="flex flex-col leading-tight" lang="ne">
        <span className="whitespace-nowrap text-lg font-bold text-brand-800 sm:text-xl">{BRAND_NAME}</span>
        {/* Not between 768 and 1023 px, where the header also holds the navigation and Contact. */}
        <span className="hidden whitespace-nowrap text-xs text-ink-600 sm:block md:hidden lg:block">
          {BRAND_TAGLINE}
        </span>
      </span>
      <span className="sr-only">{t('nav.homeLink')}</span>
    </Link>
  );
}
