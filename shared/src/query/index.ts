export { createQueryClient, MAX_RETRIES, queryClient, retryDelay, shouldRetry, STALE_TIME_MS } from './query-client';
