import {
  similarArticlesLimit,
  type Article,
  type ArticleCategory,
  type GetArticlesQuery,
} from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/api-error';
import { readerLanguage } from '../../http/content-language';
import { SqlParams } from '../../db/sql';
import { translatedText, withTranslatedName, type Translations } from '../../lib/translations';

interface ArticleRow {
  id: number;
  slug_id: string;
  title: string;
  description: string;
  image: string;
  created_at: Date;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  category_id: number | null;
  category_name: string | null;
  category_translations: Translations | null;
  category_slug_id: string | null;
}

interface ArticleCriteria {
  id?: number;
  slug_id?: string;
  category_id?: number;
  /** Promoted ones only (0 means no filter, as `promoted` of get_property). */
  promoted?: boolean;
  /** Similar articles leave the one being read out. */
  notId?: number;
}

function articleWhere(criteria: ArticleCriteria, params: SqlParams) {
  const where = ['true'];
  if (criteria.id !== undefined) where.push(`a.id = ${params.add(criteria.id)}`);
  if (criteria.slug_id !== undefined) where.push(`a.slug_id = ${params.add(criteria.slug_id)}`);
  if (criteria.category_id !== undefined) where.push(`a.category_id = ${params.add(criteria.category_id)}`);
  if (criteria.promoted) where.push('a.is_promoted');
  if (criteria.notId !== undefined) where.push(`a.id <> ${params.add(criteria.notId)}`);
  return where.join(' and ');
}

/** Newest articles matching `criteria` (homepage, get_articles). */
export async function findArticles(
  deps: AppDeps,
  page: { limit: number; offset: number },
  criteria: ArticleCriteria = {},
): Promise<Article[]> {
  const params = new SqlParams();
  const rows = await deps.db.query<ArticleRow>(
    `select a.id, a.slug_id, a.title, a.description, a.image, a.created_at, a.meta_title, a.meta_description,
            a.meta_keywords, ac.id as category_id, ac.name as category_name, ac.translations as category_translations,
            ac.slug_id as category_slug_id
       from articles a left join article_categories ac on ac.id = a.category_id
      where ${articleWhere(criteria, params)}
      order by a.created_at desc, a.id desc limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  const language = readerLanguage();
  return rows.map((row) => ({
    id: row.id,
    slug_id: row.slug_id,
    title: row.title,
    description: row.description,
    translated_title: row.title,
    translated_description: row.description,
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
  const params = new SqlParams();
  const [counted] = await deps.db.query<{ total: number }>(
    `select count(*)::int as total from articles a where ${articleWhere(criteria, params)}`,
    params.values,
  );
  return counted?.total ?? 0;
}

/** Every article category with how many articles it holds, in name order (the filter chips). */
export async function findArticleCategories(deps: AppDeps): Promise<ArticleCategory[]> {
  const rows = await deps.db.query<Omit<ArticleCategory, 'translated_name'> & { translations: Translations }>(
    `select ac.id, ac.name, ac.slug_id, ac.translations,
            (select count(*)::int from articles a where a.category_id = ac.id) as articles_count
       from article_categories ac order by ac.name, ac.id`,
  );
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
