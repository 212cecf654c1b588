import { useId, useState, type ReactNode } from 'react';

import { activeFilterCount, type FilterKey, type SearchFilters } from '../lib/search-filters';
import type { ResultsView } from '../lib/results-view';
import { PropertyFilters } from './property-filters';
import { ResultsBar } from './results-bar';

export interface SearchControlsProps {
  view: ResultsView;
  count: ReactNode;
  countTestId: string;
  filters: SearchFilters;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}

/** The results bar and the filters it opens on a phone: the same on the list and on the map. */
export function SearchControls({ view, count, countTestId, filters, onChange, onClear }: SearchControlsProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  return (
    <>
      <ResultsBar
        view={view}
        count={count}
        countTestId={countTestId}
        filtersId={filtersId}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        activeFilters={activeFilterCount(filters)}
      />
      <PropertyFilters id={filtersId} open={filtersOpen} filters={filters} onChange={onChange} onClear={onClear} />
    </>
  );
}
