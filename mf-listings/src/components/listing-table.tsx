import { ErrorState, Pagination, Spinner } from '@domus/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { usePaginationLabels } from '../hooks/use-pagination-labels';
import styles from './listing-table.module.css';

export interface ListingTableProps<T> {
  /** One page of the owner's rows and how many there are in all. */
  query: UseQueryResult<{ items: T[]; total: number }>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The title when the page could not be loaded. */
  failedTitle: string;
  /** What shows when there are no rows at all. */
  empty: ReactNode;
  /** Column headings, in order. */
  columns: readonly string[];
  /** One row (`<tr>` with its key) per item. */
  row: (item: T) => ReactNode;
}

/** An owner's table (my properties, my projects, advertisements): loading, failed, empty, or the rows with their pages. */
export function ListingTable<T>({
  query,
  page,
  pageSize,
  onPageChange,
  failedTitle,
  empty,
  columns,
  row,
}: ListingTableProps<T>) {
  const { t } = useTranslation('listings');
  const labels = usePaginationLabels();
  if (query.isPending) return <Spinner label={t('state.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        title={failedTitle}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  }
  if (query.data.items.length === 0) return <>{empty}</>;
  return (
    <>
      <div className={styles.wrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{query.data.items.map(row)}</tbody>
        </table>
      </div>
      <Pagination
        page={page}
        pageCount={Math.ceil(query.data.total / pageSize)}
        onPageChange={onPageChange}
        labels={labels}
      />
    </>
  );
}
