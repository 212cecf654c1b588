/** The statuses an application can have, in the order the filter offers them; `all` lists every one, newest first. */
export const statusChoices = ['pending', 'success', 'failed', 'all'] as const;
export type StatusChoice = (typeof statusChoices)[number];

/**
 * What the Verification screen lists, as its address says it: `?status=` (pending when absent)
 * and `?cursor=`, where the page starts (the API's `next_cursor` of the page before).
 */
export interface VerificationsFilter {
  status: StatusChoice;
  /** '' for the first page. */
  cursor: string;
}

const isStatus = (value: string | null): value is StatusChoice =>
  (statusChoices as readonly (string | null)[]).includes(value);

/** The filter of an address: a status the screen does not know, or none, is the pending applications. */
export function filterFrom(search: URLSearchParams): VerificationsFilter {
  const status = search.get('status');
  return { status: isStatus(status) ? status : 'pending', cursor: search.get('cursor') ?? '' };
}

/** The query string of a filter: pending and the first page, the defaults, are left out. */
export function searchOf({ status, cursor }: VerificationsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (status !== 'pending') params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  return params;
}
