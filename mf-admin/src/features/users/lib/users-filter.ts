import { userRoles, type UserRole } from '@domus/shared/contract/rules/roles';
import { pageFrom } from '@domus/shared/routing';

/** What the Users screen lists, as its address says it: `?q=` (name, e-mail or phone), `?role=`, `?page=`. */
export interface UsersFilter {
  search: string;
  /** '' for every role. */
  role: UserRole | '';
  /** 1-based. */
  page: number;
}

const isRole = (value: string | null): value is UserRole => (userRoles as readonly (string | null)[]).includes(value);

/** The filter of an address: a role the API does not know, or none, is every role. */
export function filterFrom(search: URLSearchParams): UsersFilter {
  const role = search.get('role');
  return { search: (search.get('q') ?? '').trim(), role: isRole(role) ? role : '', page: pageFrom(search) };
}

/** The query string of a filter: what is left at its default is left out (a new search starts at page 1). */
export function searchOf({ search, role, page }: UsersFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (role) params.set('role', role);
  if (page > 1) params.set('page', String(page));
  return params;
}
