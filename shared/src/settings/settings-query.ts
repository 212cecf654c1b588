import { queryOptions, useQuery } from '../query';
import { useAtomValue } from 'jotai';

import { fetchEnvelope } from '../api/dispatcher';
import { sessionAtom } from '../store/store';
import type { WebSettings } from '../contract/schemas/settings';

/** Settings depend on who is signed in (verification status, subscription...). */
export const settingsQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: ['shell', 'web-settings', userId],
    queryFn: async ({ signal }) => (await fetchEnvelope('webSettings', { signal })).data,
  });

/** The `web-settings` data, or undefined while it loads. Every remote reads settings through this. */
export function useSettings(): WebSettings | undefined {
  const session = useAtomValue(sessionAtom);
  return useQuery(settingsQueryOptions(session.data?.id ?? null)).data;
}
