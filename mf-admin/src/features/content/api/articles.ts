import { fetchEnvelope } from '@domus/shared/api';
import type { AdminArticle } from '@domus/shared/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@domus/shared/query';

import type { Texts } from '../lib/texts';
import { contentKeys } from './content-keys';
import { useContentMutation } from './content-mutation';

export const ARTICLES_PER_PAGE = 20;

/** admin/articles: every article, newest first, twenty at a time by keyset (`next_cursor`). */
export const articlesQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...contentKeys.articles, search],
    queryFn: async ({ pageParam, signal }) => {
      const reply = await fetchEnvelope('adminArticles', {
        query: { search: search || undefined, cursor: pageParam, limit: ARTICLES_PER_PAGE },
        signal,
      });
      return { articles: reply.data, total: reply.total, next: reply.next_cursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });

export function useArticles(search: string) {
  return useInfiniteQuery(articlesQueryOptions(search));
}

export interface ArticleDraft {
  id?: number;
  texts: Texts<'title' | 'body'>;
  category_id: number | null;
  is_promoted: boolean;
}

/** Creates a draft (no id) or replaces an article's texts. */
export async function saveArticle({ id, texts, category_id, is_promoted }: ArticleDraft): Promise<AdminArticle> {
  const body = { texts, category_id, is_promoted: is_promoted ? '1' : '0' };
  const reply =
    id === undefined
      ? await fetchEnvelope('adminCreateArticle', { body })
      : await fetchEnvelope('adminUpdateArticle', { body: { ...body, id } });
  return reply.data;
}

export const useSaveArticle = () => useContentMutation(contentKeys.articles, saveArticle);

export const usePublishArticle = () =>
  useContentMutation(
    contentKeys.articles,
    async ({ id, published }: { id: number; published: boolean }) =>
      (await fetchEnvelope('adminPublishArticle', { body: { id, published: published ? '1' : '0' } })).data,
  );

export const useArticlePicture = () =>
  useContentMutation(contentKeys.articles, async ({ id, image }: { id: number; image: File }) => {
    const form = new FormData();
    form.append('id', String(id));
    form.append('image', image);
    return (await fetchEnvelope('adminArticlePicture', { body: form })).data;
  });

export const useDeleteArticle = () =>
  useContentMutation(
    contentKeys.articles,
    async (id: number) => (await fetchEnvelope('adminDeleteArticle', { body: { id } })).data,
  );
