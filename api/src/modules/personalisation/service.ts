import type { z } from 'zod';
import type { FilterData, PersonalisedFields, personalisedFieldsBody, Property } from '@domus/shared/contract';
import { sql, type RawBuilder } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { boundArray, kyselyOf, type TableRow } from '../../db/kysely';
import { invalidInput } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { readerLanguage } from '../../http/content-language';
import { withTranslatedName, type Translations } from '../../lib/translations';
import { categorySummary, type CategoryColumns } from '../properties/category-summary';
import { publicProperty } from '../listing-rules/visibility';
import { PropertyService } from '../properties/service';

type PreferencesInput = z.output<typeof personalisedFieldsBody>;

type PreferencesRow = Omit<
  TableRow<
    'personalised_fields',
    'category_ids' | 'facility_ids' | 'min_price' | 'max_price' | 'property_types' | 'city' | 'updated_at'
  >,
  'property_types'
> & { property_types: PersonalisedFields['property_type'] };

/** Property types the personalise form offers (sold and rented listings are not a feed). */
const offeredPropertyTypes = ['sell', 'rent'] as const;
const maxFilterCities = 100;

const priceRangeText = (min: number | null, max: number | null) =>
  min === null && max === null ? '' : `${min ?? ''},${max ?? ''}`;

const toPreferences = (row: PreferencesRow): PersonalisedFields => ({
  category_ids: row.category_ids,
  outdoor_facilitiy_ids: row.facility_ids,
  price_range: priceRangeText(row.min_price, row.max_price),
  min_price: row.min_price,
  max_price: row.max_price,
  property_type: row.property_types,
  city: row.city,
  updated_at: row.updated_at.toISOString(),
});

/** The columns a member's preferences are read from, as saved or found. */
const preferenceColumns = [
  'category_ids',
  'facility_ids',
  sql<number | null>`min_price::float8`.as('min_price'),
  sql<number | null>`max_price::float8`.as('max_price'),
  'property_types',
  'city',
  'updated_at',
] as const;

/** Feed preferences, the form's choices and the listings ranked by them. */
export class PersonalisationService {
  constructor(
    private readonly deps: AppDeps,
    private readonly properties: PropertyService,
  ) {}

  async find(userId: number): Promise<PersonalisedFields | null> {
    const row: PreferencesRow | undefined = await kyselyOf(this.deps.db)
      .selectFrom('personalised_fields')
      .select(preferenceColumns)
      .$narrowType<Pick<PreferencesRow, 'property_types'>>()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? toPreferences(row) : null;
  }

  /** Saves the preferences (replacing earlier ones); ids must name existing categories and facilities. */
  async save(userId: number, input: PreferencesInput): Promise<PersonalisedFields> {
    const { db } = this.deps;
    // The given ids that name nothing, found in one statement over unnest.
    const given = (ids: readonly number[]) =>
      sql<{ id: number }>`unnest(${boundArray(ids, 'int')})`.as<'w'>(sql`w(id)`);
    const missing = await kyselyOf(db)
      .selectNoFrom((eb) => [
        eb
          .selectFrom(given(input.category_ids))
          .select(sql<number[] | null>`array_agg(w.id order by w.id)`.as('ids'))
          .where((inner) =>
            inner.not(
              inner.exists(
                inner
                  .selectFrom('categories as c')
                  .select(sql.lit(1).as('one'))
                  .whereRef('c.id', '=', 'w.id')
                  .where('c.status', '=', sql.lit(1)),
              ),
            ),
          )
          .as('categories'),
        eb
          .selectFrom(given(input.outdoor_facilitiy_ids))
          .select(sql<number[] | null>`array_agg(w.id order by w.id)`.as('ids'))
          .where((inner) =>
            inner.not(
              inner.exists(
                inner.selectFrom('facilities as f').select(sql.lit(1).as('one')).whereRef('f.id', '=', 'w.id'),
              ),
            ),
          )
          .as('facilities'),
      ])
      .executeTakeFirst();
    if (missing?.categories?.length) {
      throw invalidInput(`category_ids: there is no category with id ${missing.categories.join(', ')}`);
    }
    if (missing?.facilities?.length) {
      throw invalidInput(`outdoor_facilitiy_ids: there is no facility with id ${missing.facilities.join(', ')}`);
    }
    const preferences = {
      category_ids: sql<number[]>`${input.category_ids}::int[]`,
      facility_ids: sql<number[]>`${input.outdoor_facilitiy_ids}::int[]`,
      min_price: input.price_range.min,
      max_price: input.price_range.max,
      property_types: sql<string[]>`${input.property_type}::text[]`,
      city: input.city.trim(),
      updated_at: sql<Date>`now()`,
    };
    const saved: PreferencesRow = await kyselyOf(db)
      .insertInto('personalised_fields')
      .values({ user_id: userId, ...preferences })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          category_ids: eb.ref('excluded.category_ids'),
          facility_ids: eb.ref('excluded.facility_ids'),
          min_price: eb.ref('excluded.min_price'),
          max_price: eb.ref('excluded.max_price'),
          property_types: eb.ref('excluded.property_types'),
          city: eb.ref('excluded.city'),
          updated_at: sql<Date>`now()`,
        })),
      )
      // The row as written: a delete racing this save cannot leave the reply without it.
      .returning(preferenceColumns)
      .$narrowType<Pick<PreferencesRow, 'property_types'>>()
      .executeTakeFirstOrThrow();
    return toPreferences(saved);
  }

  async remove(userId: number): Promise<void> {
    await kyselyOf(this.deps.db).deleteFrom('personalised_fields').where('user_id', '=', userId).execute();
  }

  /** get-filter-data: what the personalise form offers. */
  async filterData(): Promise<FilterData> {
    const { db, files } = this.deps;
    const k = kyselyOf(db);
    const [categories, facilities, prices, cities] = await Promise.all([
      k
        .selectFrom('categories')
        .select(['id', 'category', 'image', 'slug_id', 'translations'])
        .$narrowType<Pick<CategoryColumns, 'translations'>>()
        .where('status', '=', sql.lit<number>(1))
        .orderBy('sequence')
        .orderBy('id')
        .execute(),
      k
        .selectFrom('facilities')
        .select(['id', 'name', 'image', 'translations'])
        .$narrowType<{ translations: Translations }>()
        .orderBy('name')
        .orderBy('id')
        .execute(),
      k
        .selectFrom('properties as p')
        .select([
          sql<number>`coalesce(min(p.price), 0)::float8`.as('min_price'),
          sql<number>`coalesce(max(p.price), 0)::float8`.as('max_price'),
        ])
        .where(publicProperty)
        .executeTakeFirst(),
      k
        .selectFrom('properties as p')
        .select((eb) => eb.fn.min('p.city').as('city'))
        .where(publicProperty)
        .where('p.city', '<>', sql.lit<string>(''))
        .groupBy(sql`lower(p.city)`)
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(sql`min(p.city)`)
        .limit(maxFilterCities)
        .execute(),
    ]);
    const language = readerLanguage();
    return {
      categories: categories.map((category) => categorySummary(files, category, language)),
      facilities: facilities.map((facility) => ({
        ...withTranslatedName(facility, language, 'name'),
        image: files.url(facility.image),
      })),
      price_range: { min_price: prices?.min_price ?? 0, max_price: prices?.max_price ?? 0 },
      cities: cities.map((row) => row.city),
      property_types: [...offeredPropertyTypes],
    };
  }

  /**
   * get_user_recommendation: other people's public listings scored one point per matching
   * preference (category, any facility, price range, type, city), best first, newest first
   * among equals. Listings matching nothing are left out; without preferences the newest
   * listings come.
   */
  async recommend(
    reader: AuthUser,
    page: { limit: number; offset: number },
  ): Promise<{ data: Property[]; total: number }> {
    const preferences = await this.find(reader.id);
    const db = kyselyOf(this.deps.db);
    const scored = db
      .selectFrom('properties as p')
      .select(['p.id', 'p.created_at', (preferences ? scoreOf(preferences) : sql<number>`0`).as('score')])
      .where(publicProperty)
      .where('p.user_id', '<>', reader.id);
    const matching = (preferences ? db.selectFrom(scored.as('s')).selectAll('s').where('s.score', '>', 0) : scored).as(
      'm',
    );
    const counted = await db
      .selectFrom(matching)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirst();
    const total = counted?.total ?? 0;
    if (page.offset >= total) return { data: [], total };
    const ranked = await db
      .selectFrom(matching)
      .select('m.id')
      .orderBy('m.score', 'desc')
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return {
      data: await this.propertiesInOrder(
        ranked.map((row) => row.id),
        reader,
      ),
      total,
    };
  }

  /** Property objects for ids, in the order given. */
  async propertiesInOrder(ids: number[], reader: AuthUser): Promise<Property[]> {
    if (ids.length === 0) return [];
    const { properties } = this;
    const rows = await properties.findRows({ ids }, 'newest', { limit: ids.length, offset: 0 }, reader);
    const hydrated = new Map((await properties.hydrate(rows, reader)).map((property) => [property.id, property]));
    return ids.flatMap((id) => (hydrated.has(id) ? [hydrated.get(id)!] : []));
  }
}

/** One point per matching preference, over listings aliased `p`. */
function scoreOf(preferences: PersonalisedFields): RawBuilder<number> {
  const points: RawBuilder<unknown>[] = [];
  if (preferences.category_ids.length) {
    points.push(sql`(p.category_id = any(${boundArray(preferences.category_ids, 'int')}))::int`);
  }
  if (preferences.outdoor_facilitiy_ids.length) {
    points.push(
      sql`(exists (select 1 from property_facilities pf where pf.property_id = p.id
                    and pf.facility_id = any(${boundArray(preferences.outdoor_facilitiy_ids, 'int')})))::int`,
    );
  }
  if (preferences.min_price !== null || preferences.max_price !== null) {
    const bounds = [
      ...(preferences.min_price === null ? [] : [sql`p.price >= ${preferences.min_price}`]),
      ...(preferences.max_price === null ? [] : [sql`p.price <= ${preferences.max_price}`]),
    ];
    points.push(sql`(${sql.join(bounds, sql` and `)})::int`);
  }
  if (preferences.property_type.length) {
    points.push(sql`(p.property_type = any(${boundArray(preferences.property_type, 'text')}))::int`);
  }
  if (preferences.city) points.push(sql`(lower(p.city) = lower(${preferences.city}))::int`);
  return points.length ? sql<number>`${sql.join(points, sql` + `)}` : sql<number>`0`;
}
