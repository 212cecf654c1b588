import { useLocation } from '@domus/shared/routing';

/** The absolute address of the page shown (no query string): what share links and `og:url` carry. */
export function usePageUrl(): string {
  const { pathname } = useLocation();
  return `${window.location.origin}${pathname}`;
}
