import { queryOptions } from '../query';

import { fetchEnvelope } from '../api/dispatcher';
import type { PackageFeatureKey } from '../contract/rules/packages';
import type { PackageCheck } from '../contract/schemas/packages';

/** check-package-limit?type=<key>: whether the signed-in user may use a feature now. */
export async function checkPackageLimit(key: PackageFeatureKey, signal?: AbortSignal): Promise<PackageCheck> {
  return (await fetchEnvelope('checkPackageLimit', { query: { type: key }, signal })).data;
}

/** A limit changes with every posting or purchase: never served from cache, dropped when unused. */
export const packageCheckQueryOptions = (key: PackageFeatureKey) =>
  queryOptions({
    queryKey: ['guards', 'package', key],
    queryFn: ({ signal }) => checkPackageLimit(key, signal),
    staleTime: 0,
    gcTime: 0,
  });
