import { postedSinceDays, type PostedSince } from '@domus/shared/contract';
import { expressionBuilder, type ExpressionBuilder, type ExpressionWrapper, type SqlBool } from 'kysely';
import { sqlTextOf } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { publicListingAs } from '../listings/public-listing';

/** A listing visitors may see (listings/public-listing.ts), over listings aliased `alias`. */
export const publicPropertyAs = <A extends string>(alias: A) => publicListingAs('properties', alias);

type ListingBuilder = ExpressionBuilder<{ p: Database['properties'] }, 'p'>;
/** The public rule over listings aliased `p`, the alias of most statements. */
export const publicProperty: (eb: ListingBuilder) => ExpressionWrapper<{ p: Database['properties'] }, 'p', SqlBool> =
  publicPropertyAs('p');

/**
 * The same rule as SQL text, for the hand-written hot-path statements (search, counts, cards):
 * compiled from publicPropertyAs, so the two never part.
 */
export const publicPropertySql = (property: string) => sqlTextOf(publicPropertyAs(property)(expressionBuilder()));

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
