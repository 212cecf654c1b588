import { isOperator, priceHistoryLimits, type PricePoint } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { kyselyOf } from '../../db/kysely';
import { notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { publicProperty } from '../listing-rules/visibility';

/** Reading a property's price history, with get_property's rule on who may see the property. */
export class PriceHistory {
  constructor(private readonly deps: AppDeps) {}

  /** The newest points (at most priceHistoryLimits.maxPoints), oldest first. */
  async read(reader: AuthUser | undefined, propertyId: number): Promise<PricePoint[]> {
    const db = kyselyOf(this.deps.db);
    const property = await db
      .selectFrom('properties as p')
      .select((eb) => ['p.user_id', publicProperty(eb).$castTo<boolean>().as('is_public')])
      .where('p.id', '=', propertyId)
      .executeTakeFirst();
    const mayRead = property && (property.is_public || isOperator(reader?.role) || reader?.id === property.user_id);
    // A hidden listing answers as a missing one, so its existence is not revealed.
    if (!mayRead) throw notFound('Property not found');
    const newest = await db
      .selectFrom('property_price_history')
      .select(['price', 'recorded_at'])
      .where('property_id', '=', propertyId)
      .orderBy('recorded_at', 'desc')
      .orderBy('id', 'desc')
      .limit(priceHistoryLimits.maxPoints)
      .execute();
    return newest.reverse().map((point) => ({ price: point.price, recorded_at: point.recorded_at.toISOString() }));
  }
}
