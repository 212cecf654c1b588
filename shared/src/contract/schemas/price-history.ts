import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { isoDateTime, queryId } from './common';

/*
 * A property's price history: the posting price, then every price an edit changed it to.
 * The reply gives the points only; how much the price moved (since the first point, since the
 * previous one) is the reader's arithmetic, so there is one source of truth and no rounding
 * rule in the contract.
 */

export const priceHistoryLimits = {
  /** A reply carries at most this many points: the newest ones, still oldest first. */
  maxPoints: 100,
} as const;

/** The notice members who favourited a listing get when its price goes down. */
export const priceDropNoticeType = 'price_drop';

/**
 * get-price-history (GET; the token is optional): anyone reads the history of a public
 * property, only its owner (or an admin) the history of one that is not (404 for others, as get_property).
 */
export const getPriceHistoryQuery = z
  .object({ property_id: queryId('property_id') })
  .refine((query) => query.property_id !== undefined, { error: 'property_id is required', path: ['property_id'] });
export type GetPriceHistoryQuery = z.input<typeof getPriceHistoryQuery>;

export const pricePointSchema = z.object({
  price: z.number(),
  /** When the listing started asking this price. */
  recorded_at: isoDateTime,
});
export type PricePoint = z.infer<typeof pricePointSchema>;

/** The points oldest first; one point when the price never changed. */
export const getPriceHistoryReply = successEnvelope(z.array(pricePointSchema));
