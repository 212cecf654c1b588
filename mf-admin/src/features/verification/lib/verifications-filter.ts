import { pageFrom } from '@domus/shared/routing';

/** The statuses an application can have, in the order the filter offers them; `all` lists pending ones first. */
export const statusChoices = ['pending', 'success', 'failed', 'all'] as const;
export type StatusChoice = (typeof statusChoices)[number];

/** What the Verification screen lists, as its address says it: `?status=` (pending when absent), `?page=`. */
export interface VerificationsFilter {
  status: StatusChoice;
  /** 1-based. */
  page: number;
}

const isStatus = (value: string | null): value is StatusChoice =>
  (statusChoices as readonly (string | null)[]).includes(value);

/** The filter of an address: a status the screen does not know, or none, is the pending applications. */
export function filterFrom(search: URLSearchParams): VerificationsFilter {
  const status = search.get('status');
  return { status: isStatus(status) ? status : 'pending', page: pageFrom(search) };
}

/** The query string of a filter: pending and page 1, the defaults, are left out. */
export function searchOf({ status, page }: VerificationsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (status !== 'pending') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}
