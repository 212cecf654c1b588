import { userRoles, type UserRole } from '@domus/shared/contract/rules/roles';

/**
 * What the Users screen lists, as its address says it: `?q=` (name, e-mail or phone), `?role=`,
 * and `?cursor=`, where the page starts (the API's `next_cursor` of the page before; none for
 * the first).
 */
export interface UsersFilter {
  search: string;
  /** '' for every role. */
  role: UserRole | '';
  cursor: string;
}

const isRole = (value: string | null): value is UserRole => (userRoles as readonly (string | null)[]).includes(value);

/** The filter of an address: a role the API does not know, or none, is every role. */
export function filterFrom(search: URLSearchParams): UsersFilter {
  const role = search.get('role');
  return { search: (search.get('q') ?? '').trim(), role: isRole(role) ? role : '', cursor: search.get('cursor') ?? '' };
}

/** The query string of a filter: what is left at its default is left out (a new search starts at the first page). */
export function searchOf({ search, role, cursor }: UsersFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (role) params.set('role', role);
  if (cursor) params.set('cursor', cursor);
  return params;
}
