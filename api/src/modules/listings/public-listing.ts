import { sql, type ExpressionBuilder, type ExpressionWrapper, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import type { ListingTable } from './listing-kind';

/** An expression builder over one listing table under the alias `A`. */
export type ListingBuilder<T extends ListingTable, A extends string> = ExpressionBuilder<Record<A, Database[T]>, A>;

/**
 * A listing visitors may see: active (status 1) and approved by the admin. Properties and
 * projects follow the same rule over the same two columns; properties/constants.ts and
 * projects/constants.ts name it per kind. Literals, not parameters: the partial indexes of
 * the migrations carry this predicate (public-listing.test.ts keeps them equal), and the
 * planner uses such an index only for a statement whose own text implies it.
 */
export const publicListingAs =
  <T extends ListingTable, A extends string>(_table: T, alias: A) =>
  (eb: ListingBuilder<T, A>): ExpressionWrapper<Record<A, Database[T]>, A, SqlBool> =>
    eb.and([
      eb(sql.ref(`${alias}.status`), '=', eb.lit(1)),
      eb(sql.ref(`${alias}.request_status`), '=', sql.lit<string>('approved')),
    ]);
