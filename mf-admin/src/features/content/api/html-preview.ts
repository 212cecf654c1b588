import { fetchEnvelope } from '@domus/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

import { contentKeys } from './content-keys';

/** admin/content/preview: the HTML as the server would save it (its sanitiser, not a copy in the bundle). */
export const htmlPreviewQueryOptions = (html: string) =>
  queryOptions({
    queryKey: [...contentKeys.all, 'preview', html],
    queryFn: async ({ signal }) => (await fetchEnvelope('adminContentPreview', { body: { html }, signal })).data.html,
    enabled: html.trim() !== '',
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

export const useHtmlPreview = (html: string) => useQuery(htmlPreviewQueryOptions(html));
