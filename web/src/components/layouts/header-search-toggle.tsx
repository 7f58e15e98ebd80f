import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { SiteSearchBox } from './site-search-box';

/**
 * The header's search between 768 and 1279 px, where a box has no room beside the navigation:
 * a magnifier that opens the box over the navigation (Escape or the close button shuts it).
 * Without JavaScript it is a link to the search page, which has its own box.
 */
export function HeaderSearchToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  return (
    <div className={className}>
      <Link
        to={paths.search}
        className={buttonClasses('ghost')}
        title={t('search.label')}
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Search className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">{t('search.submit')}</span>
      </Link>
      {open && (
        <div
          className="absolute inset-x-0 top-0 z-10 flex h-16 items-center gap-2 bg-white px-4 sm:px-6 lg:px-8"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <SiteSearchBox id="header-search-compact" className="flex-1" autoFocus onSearch={() => setOpen(false)} />
          <button type="button" className={buttonClasses('ghost')} onClick={() => setOpen(false)}>
            <X className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{t('search.close')}</span>
          </button>
        </div>
      )}
    </div>
  );
}
