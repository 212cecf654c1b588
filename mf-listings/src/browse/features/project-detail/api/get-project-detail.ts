import { ApiError, fetchEnvelope } from '@domus/shared/api';
import { useSessionUser } from '@domus/shared/store';
import { queryOptions, STALE_TIME_MS, useQuery } from '@domus/shared/query';

import type { Project } from '../../../../types/listings';

/** The project with this slug, or null when there is none. */
export async function getProjectBySlug(slugId: string, signal?: AbortSignal): Promise<Project | null> {
  try {
    const reply = await fetchEnvelope('getProjectDetail', {
      query: { slug_id: slugId },
      signal,
    });
    return reply.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Whole or a teaser depends on the reader: one entry per reader, so signing in asks again. */
export const projectQueryOptions = (slugId: string, userId: number | null) =>
  queryOptions({
    queryKey: ['listings', 'project', slugId, userId],
    queryFn: ({ signal }) => getProjectBySlug(slugId, signal),
    // Buying a plan with project access opens the whole project: a member's teaser is never fresh.
    staleTime: ({ state }) => (state.data?.access === 'package' ? 0 : STALE_TIME_MS),
  });

export function useProject(slugId: string) {
  const userId = useSessionUser()?.id ?? null;
  return useQuery(projectQueryOptions(slugId, userId));
}
