import { ApiError, fetchEnvelope } from '@domus/shared/api';
import { queryOptions, useQuery } from '@domus/shared/query';

import type { Project } from '../../../types/listings';

/** The project with this slug, or null when there is none. */
export async function getProjectBySlug(slugId: string, signal?: AbortSignal): Promise<Project | null> {
  try {
    const reply = await fetchEnvelope<Project[] | Project | null>('getProjectDetail', {
      query: { slug_id: slugId },
      signal,
    });
    return (Array.isArray(reply.data) ? reply.data[0] : reply.data) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const projectQueryOptions = (slugId: string) =>
  queryOptions({
    queryKey: ['listings', 'project', slugId],
    queryFn: ({ signal }) => getProjectBySlug(slugId, signal),
  });

export function useProject(slugId: string) {
  return useQuery(projectQueryOptions(slugId));
}
