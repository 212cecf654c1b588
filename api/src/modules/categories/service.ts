import type { Category, GetCategoriesQuery } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { boundArray, kyselyOf, type TableRow } from '../../db/kysely';
import { containsPattern, SqlParams } from '../../db/sql';
import { readerLanguage } from '../../http/content-language';
import { withTranslatedName, type Translations } from '../../lib/translations';
import { categorySummary } from './summary';
import type { CatalogueParameter } from '../properties/catalogue';
import { publicPropertySql } from '../properties/constants';
import { parameterReply } from '../properties/hydrate';
import type { Narrowed, Translated } from '../properties/rows';

/** Kept as SQL: the listing counts join only when asked for (a builder cannot drop it by condition). */
type CategoryRow = Narrowed<
  TableRow<
    'categories',
    'id' | 'category' | 'image' | 'slug_id' | 'meta_title' | 'meta_description' | 'meta_keywords' | 'translations'
  >,
  Translated
> & { properties_count: number };

type ParameterRow = CatalogueParameter & { category_id: number };

export interface CategoryFilter {
  search?: string;
  /** Only categories with public listings, each with its count. */
  withProperties?: boolean;
}

// Public listings per category, counted in one grouped pass rather than once per category.
const countsJoinSql = `left join (
    select category_id, count(*)::int as n from properties p where ${publicPropertySql('p')} group by category_id
  ) counts on counts.category_id = c.id`;

function categoryWhere(filter: CategoryFilter, params: SqlParams) {
  const where = ['c.status = 1'];
  if (filter.search !== undefined) where.push(`lower(c.category) like ${params.add(containsPattern(filter.search))}`);
  if (filter.withProperties) where.push('counts.n > 0');
  return where.join(' and ');
}

export class CategoryService {
  constructor(private readonly deps: AppDeps) {}

  async find(filter: CategoryFilter, page: { limit: number; offset: number }) {
    const params = new SqlParams();
    const where = categoryWhere(filter, params);
    const countParams = new SqlParams();
    const [rows, [counted]] = await Promise.all([
      this.deps.db.query<CategoryRow>(
        `select c.id, c.category, c.image, c.slug_id, c.meta_title, c.meta_description, c.meta_keywords, c.translations,
                ${filter.withProperties ? 'coalesce(counts.n, 0)' : '0'} as properties_count
           from categories c ${filter.withProperties ? countsJoinSql : ''}
          where ${where}
          order by c.sequence, c.id limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
        params.values,
      ),
      this.deps.db.query<{ total: number }>(
        `select count(*)::int as total from categories c ${filter.withProperties ? countsJoinSql : ''}
          where ${categoryWhere(filter, countParams)}`,
        countParams.values,
      ),
    ]);
    return { data: await this.withParameters(rows, filter.withProperties === true), total: counted?.total ?? 0 };
  }

  /** Every parameter of the active categories, once, in id order (filtering by amenity). */
  async activeParameters(): Promise<{ id: number; name: string; translated_name: string }[]> {
    const rows = await kyselyOf(this.deps.db)
      .selectFrom('parameters as pr')
      .select(['pr.id', 'pr.name', 'pr.translations'])
      .$narrowType<{ translations: Translations }>()
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
