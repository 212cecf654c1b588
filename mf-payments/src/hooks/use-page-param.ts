import { useSearchParams } from '@domus/shared/routing';

/** The 1-based `?page=` of a list, and a way to change it (page 1 keeps the address clean). */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  return [page, (next) => setSearchParams(next > 1 ? { page: String(next) } : {})];
}
