export { createQueryClient, MAX_RETRIES, queryClient, retryDelay, shouldRetry, STALE_TIME_MS } from './query-client';
/**
 * The TanStack Query API the shell and the remotes use, travelling inside this singleton entry
 * instead of being shared itself: a shared package cannot be tree-shaken, and all of it
 * (hydration, streamed queries, the observers no screen uses) would ship on every first load. A
 * screen that needs another export adds it here; QueryClient is for the test kits' own clients.
 */
export {
  infiniteQueryOptions,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { InfiniteData, UseQueryResult } from '@tanstack/react-query';
