/**
 * get_property's `posted_since` windows. No zod here: the search form imports this
 * (`@domus/shared/contract/posted-since`) without bringing the contract's schemas along.
 */

/**
 * `posted_since` windows, in days back from now (rolling, not calendar days), shortest first.
 * The codes 0 and 1 are what older clients send: 0 last week, 1 yesterday.
 */
export const postedSinceDays = {
  yesterday: 1,
  lastweek: 7,
  lastmonth: 30,
  last3months: 90,
  last6months: 180,
  lastyear: 365,
} as const;
export type PostedSince = keyof typeof postedSinceDays;
/** The windows in the order of `postedSinceDays`, shortest first. */
export const postedSinceWindows = Object.keys(postedSinceDays) as PostedSince[];
export const postedSinceCodes = { '0': 'lastweek', '1': 'yesterday' } as const satisfies Record<string, PostedSince>;
