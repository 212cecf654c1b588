import { fetchEnvelope } from '@domus/shared/api';
import type { SitePageSlug } from '@domus/shared/contract';
import { queryOptions, useQuery } from '@domus/shared/query';

import type { Texts } from '../lib/texts';
import { contentKeys } from './content-keys';
import { useContentMutation } from './content-mutation';

/** admin/pages: the about, privacy and terms pages with their HTML per language. */
export const sitePagesQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.pages,
    queryFn: async ({ signal }) => (await fetchEnvelope('adminSitePages', { signal })).data,
  });

export const useSitePages = () => useQuery(sitePagesQueryOptions());

export const useSaveSitePage = () =>
  useContentMutation(
    contentKeys.pages,
    async ({ slug, texts }: { slug: SitePageSlug; texts: Texts<'body'> }) =>
      (await fetchEnvelope('adminUpdateSitePage', { body: { slug, texts } })).data,
  );
