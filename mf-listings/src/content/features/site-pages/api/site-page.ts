import { fetchEnvelope } from '@domus/shared/api';
import { queryOptions, useQuery } from '@domus/shared/query';

/** The pages operators write in the console: their calls. */
export const sitePageCalls = {
  about: 'aboutUs',
  privacy: 'privacyPolicy',
  terms: 'termsConditions',
} as const;
export type SitePageName = keyof typeof sitePageCalls;

/** A page's HTML in the reader's language ('' until an operator writes it). */
export const sitePageQueryOptions = (page: SitePageName) =>
  queryOptions({
    queryKey: ['listings', 'site-page', page],
    queryFn: async ({ signal }) => (await fetchEnvelope(sitePageCalls[page], { signal })).data.data,
  });

export function useSitePage(page: SitePageName) {
  return useQuery(sitePageQueryOptions(page));
}
