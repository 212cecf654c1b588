import { pageWindow } from './page-window';
import styles from './pagination.module.css';

export interface PaginationLabels {
  navigation: string;
  previous: string;
  next: string;
  /** Accessible name of a page button, e.g. "Page 3". */
  page: (page: number) => string;
}

const englishLabels: PaginationLabels = {
  navigation: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
};

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  labels?: Partial<PaginationLabels>;
}

/** Previous / numbered pages / next. Renders nothing when everything fits on one page. */
export function Pagination({ page, pageCount, onPageChange, labels }: PaginationProps) {
  if (pageCount <= 1) return null;
  const text = { ...englishLabels, ...labels };
  return (
    <nav className={styles.pagination} aria-label={text.navigation}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.page} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {text.previous}
          </button>
        </li>
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={item === page ? `${styles.page} ${styles.current}` : styles.page}
                aria-label={text.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.page}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            {text.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
