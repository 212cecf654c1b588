import { fetchEnvelope } from '@domus/shared/api';
import { queryOptions, useQuery } from '@domus/shared/query';

import { contentKeys } from './content-keys';
import { useContentMutation } from './content-mutation';

/** admin/banners: every banner, ended and scheduled ones too. */
export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.banners,
    queryFn: async ({ signal }) => (await fetchEnvelope('adminBanners', { signal })).data,
  });

export const useBanners = () => useQuery(bannersQueryOptions());

/** admin/banners/add: the form's fields and its picture, as a multipart form. */
export const useAddBanner = () =>
  useContentMutation(
    contentKeys.banners,
    async (form: FormData) => (await fetchEnvelope('adminAddBanner', { body: form })).data,
  );

export const useRemoveBanner = () =>
  useContentMutation(
    contentKeys.banners,
    async (id: number) => (await fetchEnvelope('adminRemoveBanner', { body: { id } })).data,
  );
