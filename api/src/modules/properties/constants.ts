import { postedSinceDays, type PostedSince } from '@domus/shared/contract';

/**
 * A match set counted at or under this size is read whole and sorted (bounded work) rather
 * than found by walking an ordered index, which the planner may pick on a misestimate and
 * which then reads thousands of non-matching rows for a handful of matches.
 */
export const collectMatchesUpTo = 1000;

/**
 * Nearest first: rows the walk outward from the point reads beyond the page, so that ties of
 * distance where the page ends are put in id order (rows.ts, nearestIdsSql).
 */
export const nearestTieMargin = 50;

/**
 * One public listing in this many (by id) is in the sample that estimates a text search's
 * matches (migration 020's partial index has the same predicate). A text search is walked to
 * its page, with the estimate as its total, only from estimateTotalsFrom matches (about ten
 * in the sample: within about a third) and when walking reads fewer rows than collecting.
 */
export const sampleOneIn = 32;
export const estimateTotalsFrom = 300;
/** How many walked rows one collected row costs (textSearchPage): measured 3 at 1M. */
export const collectedRowCost = 3;

/** A page by price of the category, type, city and price filters collects and sorts up to this many matches (see facetPage()). */
export const collectByPriceUpTo = 5000;

/** How many similar listings a detail reply carries. */
export const similarPropertiesLimit = 8;

/** The setting that shows owners' e-mail and phone to visitors. */
export const contactSettingKey = 'show_contact_to_guests';

export const postedSinceStart = (window: PostedSince, now: Date) =>
  new Date(now.getTime() - postedSinceDays[window] * 24 * 3600 * 1000);
