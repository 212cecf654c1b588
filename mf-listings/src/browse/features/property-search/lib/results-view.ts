import { pagePaths } from '@domus/shared/contract/page-paths';
import { areaKeys } from '../../map/lib/map-state';

export type ResultsView = 'list' | 'map';

const viewPaths: Record<ResultsView, string> = { list: pagePaths.properties, map: pagePaths.map };

/**
 * The address of the other view of the same search. Both read the same query string, so every
 * filter (and the map's place) goes along; the page number does not (a map has none), nor does
 * an area drawn on the map (the list cannot show one).
 */
export function resultsViewHref(view: ResultsView, params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (view === 'list') for (const key of areaKeys) next.delete(key);
  const query = next.toString();
  return query ? `${viewPaths[view]}?${query}` : viewPaths[view];
}
