import { Button, EmptyState, useDocumentTitle } from '@domus/shared/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@domus/shared/i18n';
import { useSearchParams } from '@domus/shared/routing';

import pageStyles from '../../../../components/page.module.css';
import { PagedResults } from '../../../../components/paged-results';
import { PropertyGrid } from '../../../../components/property-grid';
import { SearchHeading } from '../../saved-searches/components/search-heading';
import { useProperties } from '../api/get-properties';
import {
  emptyFilters,
  filtersFromSearchParams,
  isPriceRangeInverted,
  PAGE_SIZE,
  searchParamsFromFilters,
  setFiltersOf,
  withFilter,
  withPage,
  type FilterKey,
} from '../lib/search-filters';
import { SearchControls } from './search-controls';
import styles from './property-search.module.css';

const RESULTS_ID = 'property-results';

/** `/properties`: the filters live in the query string, so a search can be shared, bookmarked and gone back to. */
export function PropertiesPage() {
  const { t, i18n } = useTranslation('listings');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const priceRangeInverted = isPriceRangeInverted(filters);
  const savedFilters = useMemo(() => setFiltersOf(filters), [filters]);
  const query = useProperties(filters, { enabled: !priceRangeInverted });
  useDocumentTitle(t('search.title'));
  const count =
    query.data && !priceRangeInverted
      ? query.data.totalIsCapped
        ? t('search.countCapped', { total: new Intl.NumberFormat(i18n.language).format(query.data.total) })
        : query.data.totalIsEstimate
          ? t('search.countEstimate', { count: query.data.total })
          : t('search.count', { count: query.data.total })
      : null;

  const changeFilter = useCallback(
    (key: FilterKey, value: string) =>
      setSearchParams((current) => searchParamsFromFilters(withFilter(filtersFromSearchParams(current), key, value))),
    [setSearchParams],
  );
  const clearFilters = useCallback(() => setSearchParams(searchParamsFromFilters(emptyFilters)), [setSearchParams]);
  const changePage = (page: number) => {
    setSearchParams(searchParamsFromFilters(withPage(filters, page)));
    document.getElementById(RESULTS_ID)?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className={pageStyles.page}>
      <SearchHeading title={t('search.title')} filters={savedFilters} />
      <SearchControls
        view="list"
        count={count}
        countTestId="result-count"
        filters={filters}
        onChange={changeFilter}
        onClear={clearFilters}
      />

      <section
        id={RESULTS_ID}
        className={styles.results}
        aria-busy={(query.isPending && !priceRangeInverted) || query.isPlaceholderData}
      >
        {priceRangeInverted ? (
          <EmptyState title={t('search.emptyTitle')} description={t('search.fixPriceRange')} />
        ) : (
          <PagedResults
            query={query}
            counts={(data) => ({ shown: data.properties.length, total: data.pageableTotal })}
            page={filters.page}
            pageSize={PAGE_SIZE}
            onPageChange={changePage}
            failedTitle={t('search.errorTitle')}
            empty={
              <EmptyState
                title={t('search.emptyTitle')}
                description={t('search.emptyText')}
                action={
                  <Button variant="secondary" onClick={clearFilters}>
                    {t('filters.clear')}
                  </Button>
                }
              />
            }
          >
            {(data) => <PropertyGrid properties={data.properties} priorityCount={2} />}
          </PagedResults>
        )}
      </section>
    </div>
  );
}
