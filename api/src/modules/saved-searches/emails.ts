import { propertyPagePath } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { sql } from 'kysely';
import { boundArray, kyselyOf, type TableRow } from '../../db/kysely';
import { resultsPathOf, type StoredFilters } from './filters';
import { unsubscribeTokenFor } from './unsubscribe-token';

/** Searches whose e-mail is claimed per statement; the sweep goes on until none is due. */
const claimBatch = 200;
/** Listings an e-mail names one by one; the results link shows the rest. */
const listedPerEmail = 10;

/**
 * Claims the matches that are due an e-mail, in one statement: `instant` searches' unsent
 * matches at once, `daily` and `weekly` ones when the search's last digest (or, before the first,
 * its creation) is that old. The searches are locked (skip locked) and stamped, their matches
 * marked sent in the same statement, so two processes sweeping at once never claim the same
 * match: each e-mail goes once. Paused searches are never due. `instantOnly`: only those
 * searches' instant e-mails.
 */
function claimDue(deps: AppDeps, instantOnly: readonly number[] | undefined) {
  return kyselyOf(deps.db)
    .with('due', (db) =>
      db
        .selectFrom('saved_searches as s')
        .select('s.id')
        .where('s.paused_at', 'is', null)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('users as u')
              .select(sql.lit(1).as('one'))
              .whereRef('u.id', '=', 's.user_id')
              .where('u.is_active', '=', true),
          ),
        )
        .where('s.id', 'in', (eb) =>
          eb.selectFrom('saved_search_matches as m').select('m.saved_search_id').where('m.emailed_at', 'is', null),
        )
        .$if(instantOnly !== undefined, (query) =>
          query
            .where((eb) => eb('s.id', '=', eb.fn.any(boundArray(instantOnly ?? [], 'int'))))
            .where('s.frequency', '=', sql.lit('instant')),
        )
        .where((eb) =>
          eb.or([
            eb('s.frequency', '=', sql.lit('instant')),
            eb(
              sql`coalesce(s.last_digest_at, s.created_at)`,
              '<=',
              sql`now() - case s.frequency when 'daily' then interval '1 day' else interval '7 days' end`,
            ),
          ]),
        )
        .orderBy('s.id')
        .limit(claimBatch)
        .forUpdate(['s'])
        .skipLocked(),
    )
    .with('stamped', (db) =>
      db
        .updateTable('saved_searches as s')
        .set({ last_digest_at: sql<Date>`now()` })
        .from('due')
        .whereRef('s.id', '=', 'due.id')
        .returning('s.id'),
    )
    .updateTable('saved_search_matches as m')
    .set({ emailed_at: sql<Date>`now()` })
    .from('stamped')
    .whereRef('m.saved_search_id', '=', 'stamped.id')
    .where('m.emailed_at', 'is', null)
    .returning(['m.saved_search_id', 'm.property_id'])
    .execute();
}

type SearchToMail = TableRow<'saved_searches', 'id' | 'name'> & {
  filters: StoredFilters;
  email: string | null;
};
type ListingLine = TableRow<'properties', 'id' | 'slug_id' | 'title' | 'city' | 'property_type'> & { price: number };

const homes = (count: number) => (count === 1 ? '1 new home matches' : `${count} new homes match`);

async function composeAndSend(deps: AppDeps, search: SearchToMail, listings: ListingLine[]) {
  if (!search.email) return;
  const site = deps.config.publicUrl;
  const token = await unsubscribeTokenFor(deps.accounts.secrets, search.id);
  const oneClick = `${site}/api/saved-search-unsubscribe?token=${encodeURIComponent(token)}`;
  const lines = listings
    .slice(0, listedPerEmail)
    .map(
      (listing) =>
        `- ${listing.title} (${listing.city}, ${listing.property_type}, ${listing.price.toLocaleString('en')})\n  ${site}${propertyPagePath(listing.slug_id)}`,
    );
  const more = listings.length > listedPerEmail ? [`…and ${listings.length - listedPerEmail} more.`] : [];
  await deps.accounts.messenger.send({
    channel: 'email',
    to: search.email,
    subject: `${homes(listings.length)} “${search.name}”`,
    text: [
      `${homes(listings.length)} your saved search “${search.name}”:`,
      '',
      ...lines,
      ...more,
      '',
      `See every result: ${site}${resultsPathOf(search.filters)}`,
      '',
      // The same address: a GET shows a page that asks before pausing (mail scanners follow links).
      `Stop e-mails for this search: ${oneClick}`,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}

/**
 * Sends what is due (see claimDue): `instantOnly` limits it to those searches' instant
 * e-mails (right after their matching). An e-mail that could not be sent gives its matches
 * back, so a later sweep tries again. Returns the e-mails sent.
 */
export async function sendDueAlertEmails(deps: AppDeps, options: { instantOnly?: number[] } = {}): Promise<number> {
  let sent = 0;
  for (let round = 0; round < 1000; round += 1) {
    const claimed = await claimDue(deps, options.instantOnly);
    if (claimed.length === 0) break;
    const searchIds = [...new Set(claimed.map((row) => row.saved_search_id))];
    const db = kyselyOf(deps.db);
    const searches: SearchToMail[] = await db
      .selectFrom('saved_searches as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.name', sql<StoredFilters>`s.filters`.as('filters'), 'u.email'])
      .where((eb) => eb('s.id', '=', eb.fn.any(boundArray(searchIds, 'int'))))
      .orderBy('s.id')
      .execute();
    const listings = await db
      .selectFrom(
        sql<{
          saved_search_id: number;
          property_id: number;
        }>`unnest(${boundArray(
          claimed.map((row) => row.saved_search_id),
          'int',
        )}, ${boundArray(
          claimed.map((row) => row.property_id),
          'int',
        )})`.as<'c'>(sql`c(saved_search_id, property_id)`),
      )
      .innerJoin('properties as p', 'p.id', 'c.property_id')
      .select(['c.saved_search_id', 'p.id', 'p.slug_id', 'p.title', 'p.city', 'p.property_type', 'p.price'])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .execute();
    for (const search of searches) {
      const own = listings.filter((listing) => listing.saved_search_id === search.id);
      try {
        await composeAndSend(deps, search, own);
        if (search.email) sent += 1;
      } catch (error) {
        deps.log.warn({ err: error, savedSearch: search.id }, 'saved search e-mail not sent; its matches go back');
        await db
          .updateTable('saved_search_matches')
          .set({ emailed_at: null })
          .where('saved_search_id', '=', search.id)
          .where((eb) =>
            eb(
              'property_id',
              '=',
              eb.fn.any(
                boundArray(
                  own.map((listing) => listing.id),
                  'int',
                ),
              ),
            ),
          )
          .execute();
      }
    }
  }
  return sent;
}
