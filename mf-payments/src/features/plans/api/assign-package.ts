import { fetchEnvelope } from '@domus/shared/api';
import type { UserPackage } from '@domus/shared/contract';
import { useMutation, useQueryClient } from '@domus/shared/query';

/** assign_package: takes a free package for the signed-in user. */
export async function assignPackage(packageId: number): Promise<UserPackage> {
  return (await fetchEnvelope('assignPackage', { body: { package_id: packageId, platform_type: 'web' } })).data;
}

export function useAssignPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignPackage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['payments', 'packages'] }),
        queryClient.invalidateQueries({ queryKey: ['payments', 'user-packages'] }),
      ]),
  });
}
