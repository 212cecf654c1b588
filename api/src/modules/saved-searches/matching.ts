import { savedSearchNoticeType } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { sql } from 'kysely';
import { kyselyOf, type TableRow } from '../../db/kysely';
import { promotedPropertySql } from '../listing-rules/promotion';
import { deliverNotices, storeNotices } from '../notifications/notify';
import { publicProperty, publicPropertySql } from '../listing-rules/visibility';
import { sendDueAlertEmails } from './emails';
import { resultsPathOf, type StoredFilters } from './filters';

/** Listings matched per transaction: a larger backlog (a bulk approval) is matched in several. */
export const matchBatchSize = 1000;

/**
 * The one statement that matches a batch of newly visible listings against every active saved
 * search. It claims the batch from saved_search_pending (skip locked: two processes never match
 * the same listing), gives each listing its keys (its city, category, type, and '*'), reads only
 * the searches filed under those keys (saved_searches_match_key_idx), tests each pair on the
 * normalized columns with get_property's own rules (criteria.ts), never pairs a member with
 * their own listing, stores the matches (one per search and listing: a listing shown again is
 * not news) and answers, per search, what it found.
 */
export const matchStatement = `
with claimed as (
  delete from saved_search_pending
   where property_id in (select property_id from saved_search_pending order by property_id limit $1 for update skip locked)
  returning property_id
), visible as (
  select p.* from properties p join claimed c on c.property_id = p.id where ${publicPropertySql('p')}
), keyed as (
  select v.id as property_id, k.key
    from visible v
   cross join lateral (values ('city:' || lower(v.city)), ('category:' || v.category_id),
                              ('type:' || v.property_type), ('*')) as k(key)
), found as (
  insert into saved_search_matches (saved_search_id, property_id)
  select s.id, p.id
    from keyed k
    join saved_searches s on s.match_key = k.key and s.paused_at is null
    join visible p on p.id = k.property_id
    join users u on u.id = s.user_id and u.is_active
   where s.user_id <> p.user_id
     and (s.category_id is null or s.category_id = p.category_id)
     and (s.city_key is null or s.city_key = lower(p.city))
     and (s.state_key is null or s.state_key = lower(p.state))
     and (s.country_key is null or s.country_key = lower(p.country))
     and (s.property_type is null or s.property_type = p.property_type)
     and (s.min_price is null or p.price >= s.min_price)
     and (s.max_price is null or p.price <= s.max_price)
     and (s.posted_since_days is null or p.created_at >= now() - make_interval(days => s.posted_since_days))
     and (s.search_text is null or p.search_words @@ s.search_query)
     and (s.owner_id is null or s.owner_id = p.user_id)
     and (not s.promoted or ${promotedPropertySql('p')})
     and (s.min_lat is null or (p.latitude between s.min_lat and s.max_lat and p.longitude between s.min_lng and s.max_lng))
     and (s.area is null or point(p.longitude, p.latitude) <@ s.area)
  on conflict do nothing
  returning saved_search_id, property_id
)
select s.id, s.user_id, s.name, s.filters, count(*)::int as found,
       (select count(*)::int from saved_search_matches m
         where m.saved_search_id = s.id
           and m.matched_at > coalesce(u.notifications_read_at, '-infinity'::timestamptz)) as unread_before
  from found f
  join saved_searches s on s.id = f.saved_search_id
  join users u on u.id = s.user_id
 group by s.id, u.notifications_read_at
 order by s.id`;

type MatchedSearch = TableRow<'saved_searches', 'id' | 'user_id' | 'name'> & {
  filters: StoredFilters;
  found: number;
  unread_before: number;
};

const homes = (count: number) => (count === 1 ? '1 new home matches' : `${count} new homes match`);

/** The in-app notice of a search's new matches: one per search, replacing its unread one, with every unread match counted. */
const noticeOf = (search: MatchedSearch) => ({
  userId: search.user_id,
  type: savedSearchNoticeType,
  title: `${homes(search.found + search.unread_before)} “${search.name}”`,
  message: `New listings match your saved search “${search.name}”.`,
  link: resultsPathOf(search.filters),
  collapseKey: `saved_search:${search.id}`,
});

/** Matches one batch of the pending listings and stores the members' notices, in one transaction. */
async function matchBatch(tx: Queryable) {
  const matched = await tx.query<MatchedSearch>(matchStatement, [matchBatchSize]);
  const notices = await storeNotices(tx, matched.map(noticeOf));
  // A batch with no match still claimed listings: asked separately so the loop knows when the queue is empty.
  const left = await kyselyOf(tx)
    .selectNoFrom((eb) => eb.exists(eb.selectFrom('saved_search_pending').select(sql.lit(1).as('one'))).as('any'))
    .executeTakeFirst();
  return { notices, searchIds: matched.map((search) => search.id), more: left?.any ?? false };
}

/**
 * After a change that made listings visible has committed: matches every pending listing (the
 * trigger of migration 029 queued them in that change's transaction), delivers the notices,
 * then sends the e-mails of `instant` searches. Never throws: a failure is logged and the
 * pending rows stay for the next call or the sweep, and the change that made the listings
 * visible stands whatever happens here.
 */
export async function matchPendingListings(deps: AppDeps): Promise<number> {
  let matchedSearches = 0;
  try {
    for (let round = 0; round < 100; round += 1) {
      const batch = await deps.db.transaction(matchBatch);
      await deliverNotices(deps, batch.notices);
      matchedSearches += batch.searchIds.length;
      if (batch.searchIds.length) await sendDueAlertEmails(deps, { instantOnly: batch.searchIds });
      if (!batch.more) break;
    }
  } catch (error) {
    deps.log.error({ err: error }, 'saved search matching failed; the listings stay queued');
  }
  return matchedSearches;
}

/** A listing posted already visible (auto-approved): queued here, as no update made it visible. */
export async function queueVisibleListing(deps: AppDeps, propertyId: number): Promise<void> {
  await kyselyOf(deps.db)
    .insertInto('saved_search_pending')
    .columns(['property_id'])
    .expression((eb) =>
      eb.selectFrom('properties as p').select('p.id').where('p.id', '=', propertyId).where(publicProperty),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** For the places that make listings visible: queue (a new listing) and match, after their commit. */
export async function afterListingsVisible(deps: AppDeps, postedId?: number): Promise<void> {
  try {
    if (postedId !== undefined) await queueVisibleListing(deps, postedId);
  } catch (error) {
    deps.log.error({ err: error, property: postedId }, 'a new listing could not be queued for saved searches');
    return;
  }
  await matchPendingListings(deps);
}
