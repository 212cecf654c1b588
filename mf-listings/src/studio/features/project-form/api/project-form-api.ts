import { ApiError, fetchEnvelope } from '@domus/shared/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@domus/shared/query';

/** post_project (a new one, or an edit when the body has an id). */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FormData) => (await fetchEnvelope('postProject', { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['listings'] }),
  });
}

/** The project to edit (get-project-detail by slug); null when none, or when only its teaser may be seen. */
export const editableProjectQueryOptions = (slugId: string) =>
  queryOptions({
    queryKey: ['listings', 'editable-project', slugId],
    queryFn: async ({ signal }) => {
      try {
        const { data } = await fetchEnvelope('getProjectDetail', {
          query: { slug_id: slugId },
          signal,
        });
        // Owners always get the whole project: a teaser is someone else's.
        return data.access === 'full' ? data : null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
  });

export function useEditableProject(slugId: string) {
  return useQuery(editableProjectQueryOptions(slugId));
}
