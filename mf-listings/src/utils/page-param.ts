/** The 1-based `page` of a query string (anything else is page 1). */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}
