import {
  similarArticlesLimit,
  type Article,
  type ArticleCategory,
  type GetArticlesQuery,
} from '@domus/shared/contract';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { kyselyOf } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { readerLanguage } from '../../http/content-language';
import { translatedText, withTranslatedName, type Translations } from '../../lib/translations';

interface ArticleCriteria {
  id?: number;
  slug_id?: string;
  category_id?: number;
  /** Promoted ones only (0 means no filter, as `promoted` of get_property). */
  promoted?: boolean;
  /** Similar articles leave the one being read out. */
  notId?: number;
}

/** The articles (`a`) `criteria` pick. */
const articleWhere =
  (criteria: ArticleCriteria) =>
  (eb: ExpressionBuilder<{ a: Database['articles'] }, 'a'>): Expression<SqlBool> => {
    // The site shows published articles only (drafts are the console's).
    const where: Expression<SqlBool>[] = [eb.ref('a.published')];
    if (criteria.id !== undefined) where.push(eb('a.id', '=', criteria.id));
    if (criteria.slug_id !== undefined) where.push(eb('a.slug_id', '=', criteria.slug_id));
    if (criteria.category_id !== undefined) where.push(eb('a.category_id', '=', criteria.category_id));
    if (criteria.promoted) where.push(eb.ref('a.is_promoted'));
    if (criteria.notId !== undefined) where.push(eb('a.id', '<>', criteria.notId));
    return eb.and(where);
  };

/** Newest articles matching `criteria` (homepage, get_articles). */
export async function findArticles(
  deps: AppDeps,
  page: { limit: number; offset: number },
  criteria: ArticleCriteria = {},
): Promise<Article[]> {
  const rows = await kyselyOf(deps.db)
    .selectFrom('articles as a')
    .leftJoin('article_categories as ac', 'ac.id', 'a.category_id')
    .select([
      'a.id',
      'a.slug_id',
      'a.title',
      'a.description',
      'a.translations',
      'a.image',
      'a.created_at',
      'a.meta_title',
      'a.meta_description',
      'a.meta_keywords',
      'ac.id as category_id',
      'ac.name as category_name',
      'ac.translations as category_translations',
      'ac.slug_id as category_slug_id',
    ])
    .$narrowType<{ category_translations: Translations | null; translations: Translations }>()
    .where(articleWhere(criteria))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const language = readerLanguage();
  return rows.map((row) => ({
    id: row.id,
    slug_id: row.slug_id,
    title: row.title,
    description: row.description,
    translated_title: translatedText(row.translations, language, 'title', row.title),
    translated_description: translatedText(row.translations, language, 'body', row.description),
    image: deps.files.url(row.image),
    category_id: row.category_id,
    category:
      row.category_id === null
        ? null
        : {
            id: row.category_id,
            name: row.category_name ?? '',
            category: row.category_name ?? '',
            translated_name: translatedText(row.category_translations, language, 'name', row.category_name ?? ''),
            slug_id: row.category_slug_id ?? '',
            image: '',
          },
    created_at: row.created_at.toISOString(),
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
  }));
}

async function countArticles(deps: AppDeps, criteria: ArticleCriteria) {
  const counted = await kyselyOf(deps.db)
    .selectFrom('articles as a')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(articleWhere(criteria))
    .executeTakeFirst();
  return counted?.total ?? 0;
}

/** Every article category with how many articles it holds, in name order (the filter chips). */
export async function findArticleCategories(deps: AppDeps): Promise<ArticleCategory[]> {
  const rows = await kyselyOf(deps.db)
    .selectFrom('article_categories as ac')
    .select((eb) => [
      'ac.id',
      'ac.name',
      'ac.slug_id',
      'ac.translations',
      eb
        .selectFrom('articles as a')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('a.category_id', '=', 'ac.id')
        .where('a.published', '=', true)
        .$asScalar()
        .$notNull()
        .as('articles_count'),
    ])
    .$narrowType<{ translations: Translations }>()
    .orderBy('ac.name')
    .orderBy('ac.id')
    .execute();
  const language = readerLanguage();
  return rows.map((row) => withTranslatedName(row, language, 'name'));
}

/**
 * get_articles. With slug_id or id: that article (404 when there is none) and the newest
 * others of its category as `similar_articles`. Otherwise a page of articles and the categories.
 */
export async function getArticles(deps: AppDeps, query: GetArticlesQuery) {
  const page = { limit: query.limit, offset: query.offset };
  if (query.slug_id !== undefined || query.id !== undefined) {
    const [article] = await findArticles(deps, { limit: 1, offset: 0 }, { id: query.id, slug_id: query.slug_id });
    if (!article) throw notFound('Article not found');
    const similar = article.category
      ? await findArticles(
          deps,
          { limit: similarArticlesLimit, offset: 0 },
          { category_id: article.category.id, notId: article.id },
        )
      : [];
    return { data: [article], total: 1, extra: { similar_articles: similar } };
  }
  const criteria = { category_id: query.category_id, promoted: query.is_promoted };
  const [data, total, categories] = await Promise.all([
    findArticles(deps, page, criteria),
    countArticles(deps, criteria),
    findArticleCategories(deps),
  ]);
  return { data, total, extra: { categories } };
}
