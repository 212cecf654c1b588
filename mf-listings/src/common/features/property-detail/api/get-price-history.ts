import { fetchEnvelope } from '@domus/shared/api';
import type { PricePoint } from '@domus/shared/contract';
import { queryOptions, useQuery } from '@domus/shared/query';

export async function getPriceHistory(propertyId: number, signal?: AbortSignal): Promise<PricePoint[]> {
  return (await fetchEnvelope('getPriceHistory', { query: { property_id: propertyId }, signal })).data;
}

/** Keyed by the current price too, so an edited price asks again at once rather than after the stale time. */
export const priceHistoryQueryOptions = (propertyId: number, currentPrice: number) =>
  queryOptions({
    queryKey: ['listings', 'price-history', propertyId, currentPrice],
    queryFn: ({ signal }) => getPriceHistory(propertyId, signal),
  });

/** The property's price points, oldest first. */
export function usePriceHistory(propertyId: number, currentPrice: number) {
  return useQuery(priceHistoryQueryOptions(propertyId, currentPrice));
}
