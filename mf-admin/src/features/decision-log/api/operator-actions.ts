import { fetchEnvelope, fetchPrivateFile, getApiBase, toQueryString } from '@domus/shared/api';
import { calls } from '@domus/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

import { saveFile } from '../../../lib/save-file';
import { logQuery, type LogFilter } from '../lib/log-filter';

export const ACTIONS_PER_PAGE = 50;

/** admin/operator-actions: one keyset page of the log, newest first, and where the next one starts. */
export const operatorActionsQueryOptions = (filter: LogFilter) =>
  queryOptions({
    queryKey: ['admin', 'operator-actions', filter],
    queryFn: async ({ signal }) => {
      const reply = await fetchEnvelope('adminOperatorActions', {
        query: { ...logQuery(filter), cursor: filter.cursor || undefined, limit: ACTIONS_PER_PAGE },
        signal,
      });
      return { actions: reply.data, nextCursor: reply.next_cursor };
    },
    // Other operators act meanwhile: a page is fresh for half a minute.
    staleTime: 30_000,
  });

/** The page of the log, the last one kept on screen while the next loads. */
export const useOperatorActions = (filter: LogFilter) =>
  useQuery({ ...operatorActionsQueryOptions(filter), placeholderData: keepPreviousData });

/**
 * The log as the filter narrows it, as a CSV file the browser saves: fetched with the operator's
 * token (the export is an admin call), then handed to a download link.
 */
export async function downloadOperatorActions(filter: LogFilter) {
  const url = `${getApiBase()}${calls.adminOperatorActionsExport.path}${toQueryString(logQuery(filter))}`;
  const { blob, name } = await fetchPrivateFile(url);
  saveFile(blob, name ?? 'decision-log.csv');
}
