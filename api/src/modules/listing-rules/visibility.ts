import { expressionBuilder, sql, type ExpressionBuilder, type ExpressionWrapper, type SqlBool } from 'kysely';
import { isOperator, type UserRole } from '@domus/shared/contract';
import { sqlTextOf } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { ListingTable } from './listing-kind';

/** An expression builder over one listing table under the alias `A`. */
export type ListingBuilder<T extends ListingTable, A extends string> = ExpressionBuilder<Record<A, Database[T]>, A>;

/**
 * A listing visitors may see: active (status 1) and approved by the admin. Properties and
 * projects follow the same rule over the same two columns; each kind's form follows below. Literals, not parameters: the partial indexes of
 * the migrations carry this predicate (visibility.test.ts keeps them equal), and the
 * planner uses such an index only for a statement whose own text implies it.
 */
export const publicListingAs =
  <T extends ListingTable, A extends string>(_table: T, alias: A) =>
  (eb: ListingBuilder<T, A>): ExpressionWrapper<Record<A, Database[T]>, A, SqlBool> =>
    eb.and([
      eb(sql.ref(`${alias}.status`), '=', eb.lit(1)),
      eb(sql.ref(`${alias}.request_status`), '=', sql.lit<string>('approved')),
    ]);

/** A listing visitors may see (the rule above), over listings aliased `alias`. */
export const publicPropertyAs = <A extends string>(alias: A) => publicListingAs('properties', alias);

type PropertyBuilder = ExpressionBuilder<{ p: Database['properties'] }, 'p'>;
/** The public rule over listings aliased `p`, the alias of most statements. */
export const publicProperty: (eb: PropertyBuilder) => ExpressionWrapper<{ p: Database['properties'] }, 'p', SqlBool> =
  publicPropertyAs('p');

/** Compiles once per alias: the hot paths ask for the same text on every request. */
const compiledPerAlias = (compile: (alias: string) => string) => {
  const texts = new Map<string, string>();
  return (alias: string): string => {
    let text = texts.get(alias);
    if (text === undefined) texts.set(alias, (text = compile(alias)));
    return text;
  };
};

/**
 * The same rule as SQL text, for the hand-written hot-path statements (search, counts, cards):
 * compiled from publicPropertyAs, so the two never part.
 */
export const publicPropertySql = compiledPerAlias((property) =>
  sqlTextOf(publicPropertyAs(property)(expressionBuilder())),
);

/** Who reads: the listing's owner sees it in any state, an operator (who reviews it) every listing. */
export type ListingReader = { id: number; role: UserRole };

/**
 * A listing this reader may see: public, their own, or any for an operator (get_property's
 * rule, plus the admins and moderators who review listings). Whatever names a listing beside its id (a chat, a notice)
 * names it only under this rule, so an edit waiting for review or a rejected listing never
 * shows through them. `readerId`: the SQL placeholder holding the reader's id.
 */
export const propertySeenBySql = (property: string, reader: { role: ListingReader['role'] }, readerId: string) =>
  isOperator(reader.role) ? 'true' : `(${publicPropertySql(property)} or ${property}.user_id = ${readerId})`;

/** propertySeenBySql for Kysely, over listings aliased `p`. */
export const propertySeenBy = (
  eb: PropertyBuilder,
  reader: ListingReader,
): ExpressionWrapper<{ p: Database['properties'] }, 'p', SqlBool> =>
  isOperator(reader.role) ? eb.lit(true) : eb.or([publicProperty(eb), eb('p.user_id', '=', reader.id)]);

/** A project visitors may see (the rule above), over projects aliased `alias`. */
export const publicProjectAs = <A extends string>(alias: A) => publicListingAs('projects', alias);

type ProjectBuilder = ExpressionBuilder<{ j: Database['projects'] }, 'j'>;
/** The public rule over projects aliased `j`. */
export const publicProject: (eb: ProjectBuilder) => ExpressionWrapper<{ j: Database['projects'] }, 'j', SqlBool> =
  publicProjectAs('j');

/** The same rule as SQL text, for hand-written statements; compiled from publicProjectAs. */
export const publicProjectSql = compiledPerAlias((project) => sqlTextOf(publicProjectAs(project)(expressionBuilder())));
