import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ScreenHeader } from '@/components/layouts/screen-header';
import { Card } from '@/components/ui/card';
import { TableState } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { FilterBar } from '@/components/ui/filter-bar';
import { SelectField } from '@/components/ui/select-field';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { ADMIN_PAGE_SIZE } from '@/config/app';
import { SEARCH_DEBOUNCE_MS } from '../constants';

/**
 * What a moderation list asks the server for: the search (debounced, trimmed), one filter and
 * the page. A new search or filter goes back to the first page.
 */
export function useListControls<Filter extends string>(initial: Filter) {
  const [searchText, setSearchTextState] = useState('');
  const [filter, setFilterState] = useState<Filter>(initial);
  const [offset, setOffset] = useState(0);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  return {
    searchText,
    setSearchText: (value: string) => {
      setSearchTextState(value);
      setOffset(0);
    },
    filter,
    setFilter: (value: Filter) => {
      setFilterState(value);
      setOffset(0);
    },
    offset,
    setOffset,
    params: { search: search || undefined, limit: ADMIN_PAGE_SIZE, offset },
  };
}

type ListControls<Filter extends string> = ReturnType<typeof useListControls<Filter>>;

/** A moderation screen: header, search and filter, the table (or its loading, error, empty state), pages. */
export function ModerationScreen<Filter extends string>({
  title,
  intro,
  actions,
  controls,
  searchPlaceholder,
  filter,
  query,
  rows,
  total,
  loadingLabel,
  emptyLabel,
  children,
}: {
  title: string;
  intro: string;
  actions?: ReactNode;
  controls: ListControls<Filter>;
  searchPlaceholder: string;
  filter: { label: string; options: { value: Filter; label: string }[] };
  query: Parameters<typeof TableState>[0]['query'] & { isFetching: boolean };
  rows: number;
  total: number;
  loadingLabel: string;
  emptyLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <ScreenHeader
        title={title}
        intro={intro}
        back={{ to: paths.adminDashboard, label: t('moderation.backToDashboard') }}
        actions={actions}
      />
      <Card className="overflow-hidden">
        <FilterBar
          label={t('moderation.filters')}
          className="border-b border-ink-200 p-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
          search={{
            label: t('moderation.search'),
            value: controls.searchText,
            onChange: controls.setSearchText,
            placeholder: searchPlaceholder,
          }}
        >
          <SelectField
            label={filter.label}
            value={controls.filter}
            onChange={(event) => controls.setFilter(event.target.value as Filter)}
            options={filter.options}
          />
        </FilterBar>

        <TableState
          query={query}
          empty={rows === 0}
          loadingLabel={loadingLabel}
          emptyLabel={emptyLabel}
          errorLabel={t('moderation.loadError')}
          retryLabel={t('common.retry')}
        >
          {children}
        </TableState>

        <Pagination
          offset={controls.offset}
          limit={ADMIN_PAGE_SIZE}
          rows={rows}
          total={total}
          onChange={controls.setOffset}
          busy={query.isFetching}
        />
      </Card>
    </div>
  );
}
