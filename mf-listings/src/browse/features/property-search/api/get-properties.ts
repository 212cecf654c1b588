import { fetchEnvelope } from '@domus/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

import type { Property } from '../../../../types/listings';
import { propertyQueryFromFilters, type SearchFilters } from '../lib/search-filters';

export interface PropertyPage {
  properties: Property[];
  total: number;
  /** More match than the API counts: `total` is its cap (shown as "10,000+"). */
  totalIsCapped: boolean;
  /** `total` is the API's estimate (a text search with thousands of matches: "About 7,700"). */
  totalIsEstimate: boolean;
  /** How many of them can be paged through (the API refuses deeper pages). */
  pageableTotal: number;
}

export async function getProperties(filters: SearchFilters, signal?: AbortSignal): Promise<PropertyPage> {
  const reply = await fetchEnvelope('getProperty', { query: propertyQueryFromFilters(filters), signal });
  return {
    properties: reply.data,
    total: reply.total,
    totalIsCapped: reply.total_is_capped,
    totalIsEstimate: reply.total_is_estimate,
    pageableTotal: reply.pageable_total,
  };
}

export const propertiesQueryOptions = (filters: SearchFilters) =>
  queryOptions({
    queryKey: ['listings', 'properties', filters],
    queryFn: ({ signal }) => getProperties(filters, signal),
  });

/** One page of search results; the previous page stays on screen while the next one loads. */
export function useProperties(filters: SearchFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...propertiesQueryOptions(filters), placeholderData: keepPreviousData, enabled });
}
