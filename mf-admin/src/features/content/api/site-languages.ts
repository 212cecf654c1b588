import { fetchEnvelope } from '@domus/shared/api';
import type { LanguageSummary } from '@domus/shared/contract';
import { queryOptions, useQuery } from '@domus/shared/query';

import { contentKeys } from './content-keys';

/** get_languages: the site's languages, each text of the Content screen is written in. */
export const siteLanguagesQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.languages,
    queryFn: async ({ signal }): Promise<LanguageSummary[]> => {
      const reply = await fetchEnvelope('getLanguages', { query: {}, signal });
      return Array.isArray(reply.data) ? reply.data : [reply.data];
    },
    staleTime: 5 * 60_000,
  });

export function useSiteLanguages() {
  return useQuery(siteLanguagesQueryOptions());
}
