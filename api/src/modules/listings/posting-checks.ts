import { listingMessages, type Parameter } from '@domus/shared/contract';
import { sql, type Selectable } from 'kysely';
import type { Queryable } from '../../db/db';
import { boundArray, kyselyOf, type TableRow } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { forbidden, invalidInput, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import type { ListingTable } from '../listing-rules/listing-kind';

/** The owner may change a listing, and so may an admin; anyone else gets 403 and changes nothing. */
export function requireOwner(listing: { user_id: number }, user: AuthUser) {
  if (listing.user_id !== user.id && user.role !== 'admin') throw forbidden(listingMessages.notOwner);
}

/** A listing row by id (locked when read inside a transaction), checked for ownership. */
export async function ownedRow<T extends ListingTable>(
  db: Queryable,
  table: T,
  id: number,
  user: AuthUser,
  options: { lock?: boolean } = {},
): Promise<Selectable<Database[T]>> {
  const row = await kyselyOf(db)
    .selectFrom(table as ListingTable)
    .selectAll()
    .where('id', '=', id)
    .$if(options.lock === true, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound(table === 'properties' ? 'Property not found' : 'Project not found');
  requireOwner(row, user);
  return row as Selectable<Database[T]>;
}

/** A category a listing may be filed under (active). */
export async function requireCategory(db: Queryable, categoryId: number) {
  const category = await kyselyOf(db)
    .selectFrom('categories')
    .select('id')
    .where('id', '=', categoryId)
    .where('status', '=', sql.lit<number>(1))
    .executeTakeFirst();
  if (!category) throw invalidInput(`category_id: there is no category ${categoryId}`);
}

type CategoryParameter = Omit<
  TableRow<'parameters', 'id' | 'name' | 'type_of_parameter' | 'type_values' | 'is_required'>,
  'type_of_parameter' | 'type_values'
> & { type_of_parameter: Parameter['type_of_parameter']; type_values: string[] };

export interface ParameterValue {
  parameter_id: number;
  value: string;
}

/**
 * The parameter values a listing of `categoryId` keeps: each must be one of the category's
 * parameters and fit its type; blank values are dropped; every required parameter needs a
 * value (listingMessages.parameterRequired, naming the first missing one). With
 * `dropForeign`, values of other categories are left out instead of refused (a listing
 * moved to another category keeps what still applies).
 */
export async function checkParameters(
  db: Queryable,
  categoryId: number,
  values: readonly ParameterValue[],
  options: { dropForeign?: boolean } = {},
): Promise<ParameterValue[]> {
  const parameters = await kyselyOf(db)
    .selectFrom('category_parameters as cp')
    .innerJoin('parameters as p', 'p.id', 'cp.parameter_id')
    .select(['p.id', 'p.name', 'p.type_of_parameter', 'p.type_values', 'p.is_required', 'p.status'])
    .$narrowType<Pick<CategoryParameter, 'type_of_parameter' | 'type_values'>>()
    .where('cp.category_id', '=', categoryId)
    .orderBy('cp.sequence')
    .orderBy('p.id')
    .execute();
  const byId = new Map(parameters.map((parameter) => [parameter.id, parameter]));
  const kept = new Map<number, string>();
  for (const { parameter_id: id, value } of values) {
    const parameter = byId.get(id);
    if (!parameter) {
      if (options.dropForeign) continue;
      throw invalidInput(`parameters: parameter ${id} is not one of this category's details`);
    }
    if (kept.has(id)) throw invalidInput(`parameters: ${parameter.name} is given twice`);
    const text = value.trim();
    if (text === '') continue;
    checkValue(parameter, text);
    kept.set(id, text);
  }
  // A deactivated parameter is no longer asked for (listings that have a value keep it).
  const missing = parameters.find(
    (parameter) => parameter.is_required && parameter.status === 1 && !kept.has(parameter.id),
  );
  if (missing) throw invalidInput(`${listingMessages.parameterRequired} Missing: ${missing.name}.`);
  return [...kept].map(([parameter_id, value]) => ({ parameter_id, value }));
}

function checkValue(parameter: CategoryParameter, text: string) {
  const choices = parameter.type_values;
  switch (parameter.type_of_parameter) {
    case 'number':
      if (!/^-?\d+(\.\d+)?$/.test(text)) throw invalidInput(`${parameter.name} must be a number.`);
      return;
    case 'dropdown':
    case 'radiobutton':
      if (choices.length && !choices.includes(text)) {
        throw invalidInput(`${parameter.name} must be one of: ${choices.join(', ')}.`);
      }
      return;
    case 'checkbox':
      if (choices.length && !text.split(',').every((item) => choices.includes(item.trim()))) {
        throw invalidInput(`${parameter.name} may hold only: ${choices.join(', ')}.`);
      }
      return;
    default:
      return;
  }
}

/** Facility ids must exist and appear once each. */
export async function checkFacilities(db: Queryable, facilities: readonly { facility_id: number; distance: number }[]) {
  const ids = facilities.map((facility) => facility.facility_id);
  if (new Set(ids).size !== ids.length) throw invalidInput('facilities: a facility is given twice');
  if (ids.length === 0) return;
  const found = await kyselyOf(db)
    .selectFrom('facilities')
    .select('id')
    .where((eb) => eb('id', '=', eb.fn.any(boundArray(ids, 'int'))))
    .execute();
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw invalidInput(`facilities: there is no facility ${unknown}`);
}
