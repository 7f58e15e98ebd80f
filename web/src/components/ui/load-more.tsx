import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { buttonClasses } from './button';

/**
 * Load More Articles: a link to the next page (`href`, so readers without JavaScript and
 * crawlers can page) that loads it in place when JavaScript runs. `loading`: the next page is
 * on its way (the link waits and says so).
 */
export function LoadMoreLink({ href, loading, onLoad }: { href: string; loading: boolean; onLoad: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mt-10 flex justify-center">
      <a
        href={href}
        className={buttonClasses('outline', 'lg')}
        onClick={(event) => {
          event.preventDefault();
          if (!loading) onLoad();
        }}
        aria-disabled={loading || undefined}
        aria-busy={loading}
        data-testid="load-more"
      >
        {loading ? (
          <>
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            {t('category.loadingMore')}
          </>
        ) : (
          t('category.loadMore')
        )}
      </a>
    </div>
  );
}
