import { Button, EmptyState, ErrorState, Pagination, Spinner } from '@domus/shared/ui';
import type { UseQueryResult } from '@domus/shared/query';
import type { ReactNode } from 'react';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';

import { usePaginationLabels } from '../hooks/use-pagination-labels';
import styles from './paged-results.module.css';

export interface PagedResultsProps<D> {
  /** One page of a list and how many there are in all. */
  query: UseQueryResult<D>;
  /** How many items this page holds, and the count of all of them. */
  counts: (data: D) => { shown: number; total: number };
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The title when the page could not be loaded. */
  failedTitle: string;
  /** What shows when there is nothing at all. */
  empty: ReactNode;
  /** The page's items. */
  children: (data: D) => ReactNode;
}

/**
 * A paged list's states: loading, failed (with Retry), empty, past its last page (with a way
 * back to the first), or the items with their pages; the previous page stays, dimmed, while
 * the next one loads.
 */
export function PagedResults<D>({
  query,
  counts,
  page,
  pageSize,
  onPageChange,
  failedTitle,
  empty,
  children,
}: PagedResultsProps<D>) {
  const { t } = useTranslation('listings');
  const labels = usePaginationLabels();
  if (query.isPending) return <Spinner label={t('state.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        title={failedTitle}
        message={<ApiErrorText error={query.error} />}
        onRetry={() => void query.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  }
  const { shown, total } = counts(query.data);
  if (shown === 0) {
    if (page > 1 && total > 0) {
      return (
        <EmptyState
          title={t('pagination.pastLastPage')}
          action={<Button onClick={() => onPageChange(1)}>{t('pagination.firstPage')}</Button>}
        />
      );
    }
    return <>{empty}</>;
  }
  return (
    <section aria-busy={query.isPlaceholderData}>
      <div className={query.isPlaceholderData ? styles.updating : undefined}>{children(query.data)}</div>
      <Pagination page={page} pageCount={Math.ceil(total / pageSize)} onPageChange={onPageChange} labels={labels} />
    </section>
  );
}
