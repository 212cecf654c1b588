import { fetchEnvelope } from '@domus/shared/api';
import type { MapCluster, MapPin } from '@domus/shared/contract';
import { keepPreviousData, useQuery } from '@domus/shared/query';

export interface MapClusters {
  clusters: MapCluster[];
  properties: MapPin[];
  /** Every listing matched inside the box. */
  total: number;
  /** The zoom the reply was grouped at (keys its clusters' cells). */
  zoom: number;
}

/** get-map-clusters: the listings inside the box, grouped by the server into clusters and pins. */
export async function getMapClusters(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<MapClusters> {
  const reply = await fetchEnvelope('getMapClusters', {
    query,
    signal,
  });
  const { clusters, properties } = reply.data;
  return { clusters, properties, total: reply.total, zoom: Number(query.zoom ?? 0) };
}

/**
 * The markers of the visible box. The previous reply stays while the next one loads (no
 * blinking), and a request the map has moved away from is cancelled through its signal.
 */
export function useMapClusters(query: Record<string, string | number> | null) {
  return useQuery({
    queryKey: ['listings', 'map-clusters', query],
    queryFn: ({ signal }) => getMapClusters(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
