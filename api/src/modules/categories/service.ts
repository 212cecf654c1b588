import type { Category, GetCategoriesQuery } from '@domus/shared/contract';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { boundArray, kyselyOf, type TableRow } from '../../db/kysely';
import { containsPattern } from '../../db/sql';
import type { Database } from '../../db/schema';
import { readerLanguage } from '../../http/content-language';
import { withTranslatedName, type Translations } from '../../lib/translations';
import { categorySummary } from '../properties/category-summary';
import type { ParameterDefinition } from '../properties/parameters-and-facilities';
import { parameterReply } from '../properties/hydrate';
import type { Narrowed, Translated } from '../properties/rows';

type CategoryRow = Narrowed<
  TableRow<
    'categories',
    'id' | 'category' | 'image' | 'slug_id' | 'meta_title' | 'meta_description' | 'meta_keywords' | 'translations'
  >,
  Translated
> & { properties_count: number };

type ParameterRow = ParameterDefinition & { category_id: number };

export interface CategoryFilter {
  search?: string;
  /** Only categories with public listings, each with its count. */
  withProperties?: boolean;
}

/**
 * Public listings per category, from listing_counts (migration 019): its rows for a category
 * with any type and any city, one per price band, summed. A category reads its own rows only.
 */
const countsByCategory = (eb: ExpressionBuilder<Database & { c: Database['categories'] }, 'c'>) =>
  eb
    .selectFrom('listing_counts as lc')
    .select(sql<number>`coalesce(sum(lc.listings), 0)::int`.as('n'))
    .whereRef('lc.category_id', '=', 'c.id')
    .where('lc.property_type', 'is', null)
    .where('lc.city', 'is', null)
    .as('counts');

/** The active categories the filter keeps; the listing counts joined only when asked for. */
function chosenCategories(db: Kysely<Database>, filter: CategoryFilter) {
  const withCounts = filter.withProperties === true;
  return db
    .selectFrom('categories as c')
    .$if(withCounts, (query) =>
      query.innerJoinLateral(countsByCategory, (join) => join.onTrue()).select('counts.n as properties_count'),
    )
    .$if(!withCounts, (query) => query.select(sql<number>`0`.as('properties_count')))
    .where('c.status', '=', sql.lit(1))
    .$if(filter.search !== undefined, (query) =>
      query.where(sql`lower(c.category)`, 'like', containsPattern(filter.search ?? '')),
    )
    .$if(withCounts, (query) => query.where(sql.ref('counts.n'), '>', 0));
}

export class CategoryService {
  constructor(private readonly deps: AppDeps) {}

  async find(filter: CategoryFilter, page: { limit: number; offset: number }) {
    const db = kyselyOf(this.deps.db);
    const [found, counted] = await Promise.all([
      chosenCategories(db, filter)
        .select([
          'c.id',
          'c.category',
          'c.image',
          'c.slug_id',
          'c.meta_title',
          'c.meta_description',
          'c.meta_keywords',
          'c.translations',
        ])
        .orderBy('c.sequence')
        .orderBy('c.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      db
        .selectFrom(chosenCategories(db, filter).select(sql.lit(1).as('one')).as('chosen'))
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirst(),
    ]);
    const rows = found as CategoryRow[];
    return { data: await this.withParameters(rows, filter.withProperties === true), total: counted?.total ?? 0 };
  }

  /** Every parameter of the active categories, once, in id order (filtering by amenity). */
  async activeParameters(): Promise<{ id: number; name: string; translated_name: string }[]> {
    const rows = await kyselyOf(this.deps.db)
      .selectFrom('parameters as pr')
      .select(['pr.id', 'pr.name', 'pr.translations'])
      .$narrowType<{ translations: Translations }>()
      .where('pr.status', '=', sql.lit<number>(1))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('category_parameters as cp')
            .innerJoin('categories as c', 'c.id', 'cp.category_id')
            .select(sql.lit(1).as('one'))
            .whereRef('cp.parameter_id', '=', 'pr.id')
            .where('c.status', '=', sql.lit<number>(1)),
        ),
      )
      .orderBy('pr.id')
      .execute();
    const language = readerLanguage();
    return rows.map((row) => withTranslatedName(row, language, 'name'));
  }

  getCategories(query: GetCategoriesQuery) {
    return this.find({ search: query.search, withProperties: query.has_property }, query);
  }

  private async withParameters(rows: CategoryRow[], withCount: boolean): Promise<Category[]> {
    const parameters = rows.length
      ? await kyselyOf(this.deps.db)
          .selectFrom('category_parameters as cp')
          .innerJoin('parameters as pr', 'pr.id', 'cp.parameter_id')
          .select([
            'cp.category_id',
            'pr.id',
            'pr.name',
            'pr.type_of_parameter',
            'pr.type_values',
            'pr.image',
            'pr.is_required',
            'pr.translations',
          ])
          .$narrowType<ParameterRow>()
          // Deactivated parameters are not offered to new listings (listings keep their values).
          .where('pr.status', '=', sql.lit<number>(1))
          .where((eb) =>
            eb(
              'cp.category_id',
              '=',
              eb.fn.any(
                boundArray(
                  rows.map((row) => row.id),
                  'int',
                ),
              ),
            ),
          )
          .orderBy('cp.category_id')
          .orderBy('cp.sequence')
          .orderBy('pr.id')
          .execute()
      : [];
    const { files } = this.deps;
    const language = readerLanguage();
    return rows.map(({ properties_count, translations, ...row }) => ({
      ...row,
      ...categorySummary(files, { ...row, translations }, language),
      parameter_types: parameters
        .filter((parameter) => parameter.category_id === row.id)
        .map((parameter) => parameterReply(files, parameter, language)),
      ...(withCount ? { properties_count } : {}),
    }));
  }
}
