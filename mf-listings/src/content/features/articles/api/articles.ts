import { ApiError, fetchEnvelope } from '@domus/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

import type { Article } from '../../../../types/listings';

export const ARTICLES_PAGE_SIZE = 12;

/** get_articles: a page of articles (of one category when given) and the categories for the chips. */
export const articlesQueryOptions = (page: number, categoryId: number | undefined) =>
  queryOptions({
    queryKey: ['listings', 'articles', page, categoryId ?? null],
    queryFn: async ({ signal }) => {
      const reply = await fetchEnvelope('getArticles', {
        query: { offset: (page - 1) * ARTICLES_PAGE_SIZE, limit: ARTICLES_PAGE_SIZE, category_id: categoryId },
        signal,
      });
      return { articles: reply.data, total: reply.total, categories: reply.categories ?? [] };
    },
    placeholderData: keepPreviousData,
  });

export function useArticles(page: number, categoryId: number | undefined) {
  return useQuery(articlesQueryOptions(page, categoryId));
}

export interface ArticleDetail {
  /** Null when no article has this slug. */
  article: Article | null;
  similar: Article[];
}

/** get_articles?slug_id=: the article and similar ones. */
export const articleQueryOptions = (slugId: string) =>
  queryOptions({
    queryKey: ['listings', 'article', slugId],
    queryFn: async ({ signal }): Promise<ArticleDetail> => {
      try {
        const reply = await fetchEnvelope('getArticles', { query: { slug_id: slugId }, signal });
        return { article: reply.data[0] ?? null, similar: reply.similar_articles ?? [] };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { article: null, similar: [] };
        throw error;
      }
    },
  });

export function useArticle(slugId: string) {
  return useQuery(articleQueryOptions(slugId));
}
