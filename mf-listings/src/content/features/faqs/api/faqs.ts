import { fetchEnvelope } from '@domus/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

export const FAQS_PAGE_SIZE = 20;

/** faqs: a page of questions, those mentioning `search` when given. */
export const faqsQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: ['listings', 'faqs', page, search],
    queryFn: async ({ signal }) => {
      const reply = await fetchEnvelope('faqs', {
        query: { offset: (page - 1) * FAQS_PAGE_SIZE, limit: FAQS_PAGE_SIZE, search: search || undefined },
        signal,
      });
      return { faqs: reply.data, total: reply.total };
    },
    placeholderData: keepPreviousData,
  });

export function useFaqs(page: number, search: string) {
  return useQuery(faqsQueryOptions(page, search));
}
