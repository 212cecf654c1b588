import { fetchEnvelope } from '@domus/shared/api';
import type { Package, PackageFeature, UserPackage } from '@domus/shared/contract';
import { queryOptions, useQuery } from '@domus/shared/query';

/** What the plans page shows: the plans on sale, the user's own and the features they compare. */
export interface PackageOverview {
  plans: Package[];
  /** The signed-in user's running packages (none for a visitor). */
  activePackages: UserPackage[];
  /** Every feature a package may include: the rows of the comparison table. */
  allFeatures: PackageFeature[];
}

/** get-package: the packages on sale; with a token also the user's active ones. */
export async function getPackages(signal?: AbortSignal): Promise<PackageOverview> {
  const reply = await fetchEnvelope('getPackage', { signal });
  return { plans: reply.data, activePackages: reply.active_packages, allFeatures: reply.all_features };
}

/** Per user: the active packages belong to whoever is signed in. */
export const packagesQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: ['payments', 'packages', userId],
    queryFn: ({ signal }) => getPackages(signal),
    // What the user owns changes with every purchase: a minute at most.
    staleTime: 60_000,
  });

export function usePackages(userId: number | null) {
  return useQuery(packagesQueryOptions(userId));
}
