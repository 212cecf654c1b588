import { fetchEnvelope } from '@domus/shared/api';
import { queryOptions, useQuery } from '@domus/shared/query';

import { contentKeys } from './content-keys';
import { useContentMutation } from './content-mutation';

/** admin/slider: the home slider's entries as the home page reads them. */
export const sliderQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.slider,
    queryFn: async ({ signal }) => (await fetchEnvelope('adminSlider', { signal })).data,
  });

export const useSlider = () => useQuery(sliderQueryOptions());

export interface SlideDraft {
  kind: 'property' | 'project';
  id: number;
  until?: string;
}

export const useAddSlide = () =>
  useContentMutation(contentKeys.slider, async ({ kind, id, until }: SlideDraft) => {
    const listing = kind === 'property' ? { property_id: id } : { project_id: id };
    return (await fetchEnvelope('adminAddSlide', { body: { ...listing, until: until || undefined } })).data;
  });

export const useRemoveSlide = () =>
  useContentMutation(
    contentKeys.slider,
    async (id: number) => (await fetchEnvelope('adminRemoveSlide', { body: { id } })).data,
  );
