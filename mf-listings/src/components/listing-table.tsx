import type { UseQueryResult } from '@domus/shared/query';
import type { ReactNode } from 'react';

import styles from './listing-table.module.css';
import { PagedResults } from './paged-results';

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
export function ListingTable<T>({ query, columns, row, ...paging }: ListingTableProps<T>) {
  return (
    <PagedResults query={query} counts={(data) => ({ shown: data.items.length, total: data.total })} {...paging}>
      {(data) => (
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
            <tbody>{data.items.map(row)}</tbody>
          </table>
        </div>
      )}
    </PagedResults>
  );
}
