import type { Article } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';

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
  category_slug_id: string | null;
}

/** Newest articles (homepage; get_articles later). */
export async function findArticles(deps: AppDeps, page: { limit: number; offset: number }): Promise<Article[]> {
  const rows = await deps.db.query<ArticleRow>(
    `select a.id, a.slug_id, a.title, a.description, a.image, a.created_at, a.meta_title, a.meta_description,
            a.meta_keywords, ac.id as category_id, ac.name as category_name, ac.slug_id as category_slug_id
       from articles a left join article_categories ac on ac.id = a.category_id
      order by a.created_at desc, a.id desc limit $1 offset $2`,
    [page.limit, page.offset],
  );
  return rows.map((row) => ({
    id: row.id,
    slug_id: row.slug_id,
    title: row.title,
    description: row.description,
    image: deps.files.url(row.image),
    category:
      row.category_id === null
        ? null
        : { id: row.category_id, name: row.category_name ?? '', slug_id: row.category_slug_id ?? '' },
    created_at: row.created_at.toISOString(),
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
  }));
}
