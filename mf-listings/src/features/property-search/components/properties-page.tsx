import { Button, EmptyState, ErrorState, Pagination, Spinner, useDocumentTitle } from '@domus/shared/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@domus/shared/routing';

import pageStyles from '../../../components/page.module.css';
import { PropertyGrid } from '../../../components/property-grid';
import { useProperties } from '../api/get-properties';
import {
  emptyFilters,
  filtersFromSearchParams,
  isPriceRangeInverted,
  pageCountOf,
  searchParamsFromFilters,
  withFilter,
  withPage,
  type FilterKey,
} from '../utils/search-filters';
import { PropertyFilters } from './property-filters';
import styles from './property-search.module.css';

const RESULTS_ID = 'property-results';

/** `/properties`: the filters live in the query string, so a search can be shared, bookmarked and gone back to. */
export function PropertiesPage() {
  const { t } = useTranslation('listings');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const priceRangeInverted = isPriceRangeInverted(filters);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useProperties(filters, {
    enabled: !priceRangeInverted,
  });
  useDocumentTitle(t('search.title'));

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

  const pageCount = pageCountOf(data?.total);

  return (
    <div className={pageStyles.page}>
      <h1 className={styles.title}>{t('search.title')}</h1>
      <PropertyFilters filters={filters} onChange={changeFilter} onClear={clearFilters} />

      <section
        id={RESULTS_ID}
        className={styles.results}
        aria-busy={(isPending && !priceRangeInverted) || isPlaceholderData}
      >
        {priceRangeInverted ? (
          <EmptyState title={t('search.emptyTitle')} description={t('search.fixPriceRange')} />
        ) : null}
        {isPending && !priceRangeInverted ? <Spinner label={t('state.loading')} /> : null}
        {isError ? (
          <ErrorState
            title={t('search.errorTitle')}
            message={error.message}
            onRetry={() => void refetch()}
            retryLabel={t('state.retry')}
          />
        ) : null}
        {data && !priceRangeInverted ? (
          <>
            <p className={styles.count} aria-live="polite" data-testid="result-count">
              {t('search.count', { count: data.total })}
            </p>
            {data.properties.length > 0 ? (
              <div className={isPlaceholderData ? styles.updating : undefined}>
                <PropertyGrid properties={data.properties} />
              </div>
            ) : filters.page > 1 && data.total > 0 ? (
              <EmptyState
                title={t('pagination.pastLastPage')}
                action={<Button onClick={() => changePage(1)}>{t('pagination.firstPage')}</Button>}
              />
            ) : (
              <EmptyState
                title={t('search.emptyTitle')}
                description={t('search.emptyText')}
                action={
                  <Button variant="secondary" onClick={clearFilters}>
                    {t('filters.clear')}
                  </Button>
                }
              />
            )}
            <Pagination
              page={filters.page}
              pageCount={pageCount}
              onPageChange={changePage}
              labels={{
                navigation: t('pagination.label'),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
                page: (page) => t('pagination.page', { page }),
              }}
            />
          </>
        ) : null}
      </section>
    </div>
  );
}
