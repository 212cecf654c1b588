import { callApi, fetchEnvelope } from '@domus/shared/api';
import type { Advertisement } from '@domus/shared/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@domus/shared/query';

export const MY_PROJECTS_PAGE_SIZE = 10;
const myProjectsKey = ['listings', 'my-projects'] as const;

/** get-added-projects: the user's own projects, every status. */
export const myProjectsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myProjectsKey, page],
    queryFn: async ({ signal }) => {
      const reply = await fetchEnvelope('getAddedProjects', {
        query: { offset: (page - 1) * MY_PROJECTS_PAGE_SIZE, limit: MY_PROJECTS_PAGE_SIZE },
        signal,
      });
      return { items: reply.data ?? [], total: reply.total ?? 0 };
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useMyProjects(page: number) {
  return useQuery(myProjectsQueryOptions(page));
}

function useMyProjectsMutation<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: myProjectsKey }) });
}

export function useDeleteProject() {
  return useMyProjectsMutation((id: number) => callApi('deleteProject', { body: { id } }));
}

export function useChangeProjectStatus() {
  return useMyProjectsMutation(({ id, active }: { id: number; active: boolean }) =>
    callApi('changeProjectStatus', { body: { project_id: id, status: active ? 1 : 0 } }),
  );
}

/** renew-project: fresh again; back on if it was switched off for not being renewed. */
export function useRenewProject() {
  return useMyProjectsMutation((id: number) => callApi('renewProject', { body: { project_id: id } }));
}

export function useFeatureProject() {
  return useMyProjectsMutation(({ id, type }: { id: number; type: Advertisement['type'] }) =>
    callApi('storeAdvertisement', { body: { feature_for: 'project', project_id: id, type } }),
  );
}
