import { propertyPagePath } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { TableRow } from '../../db/kysely';
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
 * match: each e-mail goes once. Paused searches are never due.
 */
const claimStatement = `
with due as (
  select s.id from saved_searches s
   where s.paused_at is null
     and exists (select 1 from users u where u.id = s.user_id and u.is_active)
     and s.id in (select m.saved_search_id from saved_search_matches m where m.emailed_at is null)
     and ($1::int[] is null or (s.id = any($1::int[]) and s.frequency = 'instant'))
     and (s.frequency = 'instant'
          or coalesce(s.last_digest_at, s.created_at)
             <= now() - case s.frequency when 'daily' then interval '1 day' else interval '7 days' end)
   order by s.id
   limit $2
   for update of s skip locked
), stamped as (
  update saved_searches s set last_digest_at = now() from due where s.id = due.id returning s.id
)
update saved_search_matches m set emailed_at = now()
  from stamped
 where m.saved_search_id = stamped.id and m.emailed_at is null
returning m.saved_search_id, m.property_id`;

type Claimed = TableRow<'saved_search_matches', 'saved_search_id' | 'property_id'>;
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
 * Sends what is due (see claimStatement): `instantOnly` limits it to those searches' instant
 * e-mails (right after their matching). An e-mail that could not be sent gives its matches
 * back, so a later sweep tries again. Returns the e-mails sent.
 */
export async function sendDueAlertEmails(deps: AppDeps, options: { instantOnly?: number[] } = {}): Promise<number> {
  let sent = 0;
  for (let round = 0; round < 1000; round += 1) {
    const claimed = await deps.db.query<Claimed>(claimStatement, [options.instantOnly ?? null, claimBatch]);
    if (claimed.length === 0) break;
    const searchIds = [...new Set(claimed.map((row) => row.saved_search_id))];
    const searches = await deps.db.query<SearchToMail>(
      `select s.id, s.name, s.filters, u.email from saved_searches s join users u on u.id = s.user_id
        where s.id = any($1::int[]) order by s.id`,
      [searchIds],
    );
    const listings = await deps.db.query<ListingLine & { saved_search_id: number }>(
      `select c.saved_search_id, p.id, p.slug_id, p.title, p.city, p.property_type, p.price
         from unnest($1::int[], $2::int[]) as c(saved_search_id, property_id)
         join properties p on p.id = c.property_id
        order by p.created_at desc, p.id desc`,
      [claimed.map((row) => row.saved_search_id), claimed.map((row) => row.property_id)],
    );
    for (const search of searches) {
      const own = listings.filter((listing) => listing.saved_search_id === search.id);
      try {
        await composeAndSend(deps, search, own);
        if (search.email) sent += 1;
      } catch (error) {
        deps.log.warn({ err: error, savedSearch: search.id }, 'saved search e-mail not sent; its matches go back');
        await deps.db.query(
          `update saved_search_matches set emailed_at = null where saved_search_id = $1 and property_id = any($2::int[])`,
          [search.id, own.map((listing) => listing.id)],
        );
      }
    }
  }
  return sent;
}
