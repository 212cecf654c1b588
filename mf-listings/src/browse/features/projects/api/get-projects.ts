import { fetchEnvelope } from '@domus/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

export const PROJECTS_PAGE_SIZE = 12;

/** get-projects: one page of the public projects, those matching `search` when it is set. */
export const projectsQueryOptions = (page: number, search = '') =>
  queryOptions({
    queryKey: ['listings', 'projects', page, search],
    queryFn: async ({ signal }) => {
      const reply = await fetchEnvelope('getProjects', {
        query: {
          offset: (page - 1) * PROJECTS_PAGE_SIZE,
          limit: PROJECTS_PAGE_SIZE,
          ...(search ? { search } : {}),
        },
        signal,
      });
      return { projects: reply.data, total: reply.total };
    },
    placeholderData: keepPreviousData,
  });

export function useProjects(page: number, search = '') {
  return useQuery(projectsQueryOptions(page, search));
}
