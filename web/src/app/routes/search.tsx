import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router-dom';
import { MAX_SEARCH_LENGTH, searchText } from '@/api/search-articles';
import { SiteSearchBox } from '@/components/layouts/site-search-box';
import { SearchResults } from '@/features/search/components/search-results';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /search?q=: the query in a big box, then the results (server-rendered; the form is a plain
 * GET, so the page works without JavaScript). `before` opens it at a later page.
 */
export default function SearchRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = (params.get('q') ?? '').trim();
  const q = searchText(params);
  const start = params.get('before');
  const title = q ? t('search.titleFor', { q }) : t('search.title');
  useDocumentTitle(title);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
      <SiteSearchBox id="search-page-q" size="lg" className="mt-6 mb-8" />
      {q ? (
        <SearchResults key={`${q}:${start ?? ''}`} q={q} start={start} />
      ) : (
        <p className="text-ink-600" data-testid="search-prompt">
          {raw.length > MAX_SEARCH_LENGTH ? t('search.tooLong', { max: MAX_SEARCH_LENGTH }) : t('search.prompt')}
        </p>
      )}
    </div>
  );
}
