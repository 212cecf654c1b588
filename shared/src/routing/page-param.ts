import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The 1-based `page` of a query string (anything else is page 1). */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** The `page` of the address (1-based) and a setter that keeps the other parameters (page 1 is left out). */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [search, setSearch] = useSearchParams();
  const setPage = useCallback(
    (next: number) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        if (next > 1) params.set('page', String(next));
        else params.delete('page');
        return params;
      }),
    [setSearch],
  );
  return [pageFrom(search), setPage];
}
