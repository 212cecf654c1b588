import { QueryClient } from '@tanstack/react-query';

import { ApiError } from '../api/api-error';

export const STALE_TIME_MS = 600_000;
export const MAX_RETRIES = 3;

/** 1 s, 2 s, 4 s... capped at 30 s. */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

/** Client errors (bad input, not found, not allowed) are answers, not failures: do not retry them. */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, refetchOnWindowFocus: false, retry: shouldRetry, retryDelay },
    },
  });
}

/** The one QueryClient: module state of the singleton @domus/shared, shared by every remote. */
export const queryClient = createQueryClient();
