import { postedSinceDays, type PostedSince } from '@domus/shared/contract';
import { sql, type ExpressionBuilder, type ExpressionWrapper, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

/** A listing visitors may see: active (status 1) and approved by the admin. */
export const publicPropertySql = (property: string) =>
  `${property}.status = 1 and ${property}.request_status = 'approved'`;

type ListingBuilder = ExpressionBuilder<{ p: Database['properties'] }, 'p'>;
/** publicPropertySql for Kysely, over listings aliased `p`; literals as there, so partial indexes still match. */
export const publicProperty = (eb: ListingBuilder): ExpressionWrapper<{ p: Database['properties'] }, 'p', SqlBool> =>
  eb.and([eb('p.status', '=', eb.lit(1)), eb('p.request_status', '=', sql.lit<string>('approved'))]);

/** Who reads: the listing's owner sees it in any state, an admin sees every listing. */
export type ListingReader = { id: number; role: 'admin' | 'user' };

/**
 * A listing this reader may see: public, their own, or any for an admin (get_property's rule,
 * plus the admins who moderate). Whatever names a listing beside its id (a chat, a notice)
 * names it only under this rule, so an edit waiting for review or a rejected listing never
 * shows through them. `readerId`: the SQL placeholder holding the reader's id.
 */
export const propertySeenBySql = (property: string, reader: { role: ListingReader['role'] }, readerId: string) =>
  reader.role === 'admin' ? 'true' : `(${publicPropertySql(property)} or ${property}.user_id = ${readerId})`;

/** propertySeenBySql for Kysely, over listings aliased `p`. */
export const propertySeenBy = (
  eb: ListingBuilder,
  reader: ListingReader,
): ExpressionWrapper<{ p: Database['properties'] }, 'p', SqlBool> =>
  reader.role === 'admin' ? eb.lit(true) : eb.or([publicProperty(eb), eb('p.user_id', '=', reader.id)]);

/**
 * A match set counted at or under this size is read whole and sorted (bounded work) rather
 * than found by walking an ordered index, which the planner may pick on a misestimate and
 * which then reads thousands of non-matching rows for a handful of matches.
 */
export const collectMatchesUpTo = 1000;

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
