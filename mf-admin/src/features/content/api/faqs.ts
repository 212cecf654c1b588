import { fetchEnvelope } from '@domus/shared/api';
import type { AdminFaq } from '@domus/shared/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@domus/shared/query';

import type { Texts } from '../lib/texts';
import { contentKeys } from './content-keys';
import { useContentMutation } from './content-mutation';

/** admin/faqs: every FAQ in the site's order, fifty at a time by keyset. */
export const faqsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: contentKeys.faqs,
    queryFn: async ({ pageParam, signal }) => {
      const reply = await fetchEnvelope('adminFaqs', { query: { cursor: pageParam, limit: 50 }, signal });
      return { faqs: reply.data, total: reply.total, next: reply.next_cursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });

export const useFaqs = () => useInfiniteQuery(faqsQueryOptions());

export interface FaqDraft {
  id?: number;
  texts: Texts<'question' | 'answer'>;
  sequence: number;
  active: boolean;
}

export async function saveFaq({ id, texts, sequence, active }: FaqDraft): Promise<AdminFaq> {
  const body = { texts, sequence, active: active ? '1' : '0' };
  const reply =
    id === undefined
      ? await fetchEnvelope('adminCreateFaq', { body })
      : await fetchEnvelope('adminUpdateFaq', { body: { ...body, id } });
  return reply.data;
}

export const useSaveFaq = () => useContentMutation(contentKeys.faqs, saveFaq);

export const useDeleteFaq = () =>
  useContentMutation(
    contentKeys.faqs,
    async (id: number) => (await fetchEnvelope('adminDeleteFaq', { body: { id } })).data,
  );
