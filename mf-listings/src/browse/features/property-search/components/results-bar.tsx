import { useTranslation } from '@domus/shared/i18n';
import { Link, useSearchParams } from '@domus/shared/routing';
import type { ReactNode } from 'react';

import { resultsViewHref, type ResultsView } from '../lib/results-view';
import styles from './property-search.module.css';

export interface ResultsBarProps {
  view: ResultsView;
  /** The count of results, once known (the bar keeps its height before). */
  count: ReactNode;
  countTestId: string;
  /** The filter form this bar's Filters button shows and hides (on a phone). */
  filtersId: string;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  activeFilters: number;
}

/**
 * Above the results of /properties and /map: the count, a Filters button (on a phone, where the
 * filters fold away) and the switch between list and map. Sticky on a phone, so the count and
 * the ways to change the search stay at hand while scrolling.
 */
export function ResultsBar({
  view,
  count,
  countTestId,
  filtersId,
  filtersOpen,
  onToggleFilters,
  activeFilters,
}: ResultsBarProps) {
  const { t } = useTranslation('listings');
  const [searchParams] = useSearchParams();
  return (
    <div className={styles.resultsBar}>
      <p className={styles.count} aria-live="polite" data-testid={countTestId}>
        {count}
      </p>
      <button
        type="button"
        className={styles.filtersButton}
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={onToggleFilters}
      >
        {activeFilters > 0 ? t('filters.buttonActive', { count: activeFilters }) : t('filters.button')}
      </button>
      <nav className={styles.viewSwitch} aria-label={t('filters.views')}>
        {(['list', 'map'] as const).map((target) => (
          <Link
            key={target}
            to={resultsViewHref(target, searchParams)}
            aria-current={target === view ? 'page' : undefined}
          >
            {t(`filters.view.${target}`)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
