import type { Parameter } from '@domus/shared/contract';
import { sql, type Expression } from 'kysely';
import type { Db } from '../../db/db';
import { kyselyOf, type TableRow } from '../../db/kysely';
import type { Narrowed, Translated } from './rows';

/** A parameter as every listing's card shows it, but for the listing's value. */
export type ParameterDefinition = Narrowed<
  TableRow<
    'parameters',
    'id' | 'name' | 'type_of_parameter' | 'type_values' | 'image' | 'is_required' | 'translations'
  >,
  // type_of_parameter: the CHECK constraint of migration 001; type_values: a JSON array of choices.
  Pick<Parameter, 'type_of_parameter'> & { type_values: string[] } & Translated
>;

export type FacilityDefinition = Narrowed<TableRow<'facilities', 'id' | 'name' | 'image' | 'translations'>, Translated>;

/** The parameters and facilities at one version (the table listing_catalogue_version, migration 023). */
export interface ParametersAndFacilities {
  version: number;
  parameters: ReadonlyMap<number, ParameterDefinition>;
  facilities: ReadonlyMap<number, FacilityDefinition>;
  /** Per category, each parameter's place in the category's order (the category's `sequence`). */
  parameterOrder: ReadonlyMap<number, ReadonlyMap<number, number>>;
}

interface LoadedRow {
  version: number;
  parameters: ParameterDefinition[];
  facilities: FacilityDefinition[];
  orders: TableRow<'category_parameters', 'category_id' | 'parameter_id' | 'sequence'>[];
}

/**
 * The facilities, parameters and categories' parameter order that listing cards name, kept by
 * this process at the version the database holds. Every page of cards reads the version
 * (propertyCardsSql), and a newer one than kept loads them again, so a process never
 * shows a name another process has changed, and a page costs no join of them (see migration
 * 023: the cards' own part is kept built in property_children).
 */
export class ParametersAndFacilitiesCache {
  private kept: ParametersAndFacilities | undefined;
  private loading: Promise<ParametersAndFacilities> | undefined;

  constructor(private readonly db: Db) {}

  /** The parameters and facilities at `version` or later. */
  async atLeast(version: number): Promise<ParametersAndFacilities> {
    if (this.kept && this.kept.version >= version) return this.kept;
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    const loaded = await this.loading;
    // Loaded before that version was written: once more.
    return loaded.version >= version ? loaded : this.atLeast(version);
  }

  private async load(): Promise<ParametersAndFacilities> {
    // The version and the rows read in one statement, so they agree.
    const row = await kyselyOf(this.db)
      .selectNoFrom((eb) => {
        const listed = <T>(rows: Expression<unknown>) =>
          sql<T[]>`coalesce((select json_agg(row_to_json(r)) from (${rows}) r), '[]')`;
        return [
          sql<number>`(${eb.selectFrom('listing_catalogue_version').select('version')})::int`.as('version'),
          listed<LoadedRow['parameters'][number]>(
            eb
              .selectFrom('parameters')
              .select(['id', 'name', 'type_of_parameter', 'type_values', 'image', 'is_required', 'translations']),
          ).as('parameters'),
          listed<LoadedRow['facilities'][number]>(
            eb.selectFrom('facilities').select(['id', 'name', 'image', 'translations']),
          ).as('facilities'),
          listed<LoadedRow['orders'][number]>(
            eb.selectFrom('category_parameters').select(['category_id', 'parameter_id', 'sequence']),
          ).as('orders'),
        ];
      })
      .executeTakeFirstOrThrow();
    const parameterOrder = new Map<number, Map<number, number>>();
    for (const order of row.orders) {
      const category = parameterOrder.get(order.category_id) ?? new Map<number, number>();
      parameterOrder.set(order.category_id, category.set(order.parameter_id, order.sequence));
    }
    const loaded: ParametersAndFacilities = {
      version: row.version,
      parameters: new Map(row.parameters.map((parameter) => [parameter.id, parameter])),
      facilities: new Map(row.facilities.map((facility) => [facility.id, facility])),
      parameterOrder,
    };
    if (!this.kept || loaded.version >= this.kept.version) this.kept = loaded;
    return loaded;
  }
}
