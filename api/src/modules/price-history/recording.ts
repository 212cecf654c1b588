import { priceDropNoticeType } from '@domus/shared/contract';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { storeNotice, type StoredNotice } from '../notifications/notify';
import { publicProperty } from '../listing-rules/visibility';

/** A new point of a property's price history, in the caller's transaction (posting or edit). */
export async function recordPrice(tx: Queryable, propertyId: number, price: number): Promise<void> {
  await kyselyOf(tx).insertInto('property_price_history').values({ property_id: propertyId, price }).execute();
}

/** How far the price went down, as readers see it: whole percents, one decimal under 1 %. */
const dropPercent = (before: number, after: number) => {
  const percent = ((before - after) / before) * 100;
  return percent >= 1 ? Math.round(percent) : Math.round(percent * 10) / 10;
};

/**
 * After an edit changed the price, in its transaction: records the new point and, when the price
 * went down on a listing visitors can see, stores a notice for every member who favourited it
 * but its owner. The caller delivers the notices once the edit has committed.
 */
export async function recordPriceChange(
  tx: Queryable,
  propertyId: number,
  before: number,
  after: number,
): Promise<StoredNotice[]> {
  if (after === before) return [];
  await recordPrice(tx, propertyId, after);
  if (after > before) return [];
  const listing = await kyselyOf(tx)
    .selectFrom('properties as p')
    .select(['p.user_id', 'p.title'])
    .where('p.id', '=', propertyId)
    .where(publicProperty)
    .executeTakeFirst();
  if (!listing) return [];
  const members = await kyselyOf(tx)
    .selectFrom('favourites')
    .select('user_id')
    .where('property_id', '=', propertyId)
    .where('user_id', '<>', listing.user_id)
    .orderBy('user_id')
    .execute();
  const notices: StoredNotice[] = [];
  for (const member of members) {
    notices.push(
      await storeNotice(tx, {
        userId: member.user_id,
        title: 'Price drop on a favourite',
        message: `The price of ${listing.title} went down ${dropPercent(before, after)}%.`,
        type: priceDropNoticeType,
        propertyId,
        // One unread price-drop notice per listing: a second drop updates it rather than piling up.
        collapseKey: `${priceDropNoticeType}:${propertyId}`,
      }),
    );
  }
  return notices;
}
