import { fetchPrivateFile } from '@domus/shared/api';
import { queryOptions, useQuery } from '@domus/shared/query';
import { useEffect, useState } from 'react';

/**
 * A private file's bytes (a verification document, a bank receipt, a reported chat's file): the
 * API serves them to their owner and operators only, with the bearer token.
 */
export const privateFileQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['admin', 'private-file', url],
    queryFn: () => fetchPrivateFile(url),
    // A document never changes under its name; a new upload has another.
    staleTime: Infinity,
    // Blobs are memory: drop them soon after no card shows them.
    gcTime: 60_000,
  });

/** The private file at `url`, fetched with the operator's token. */
export const usePrivateFile = (url: string) => useQuery(privateFileQueryOptions(url));

/**
 * An object URL of `blob` for an <img>, an <object> or a download link, made once for the
 * component that shows it and revoked when that component goes (key it by the blob).
 */
export function useObjectUrl(blob: Blob): string {
  const [objectUrl] = useState(() => URL.createObjectURL(blob));
  useEffect(() => () => URL.revokeObjectURL(objectUrl), [objectUrl]);
  return objectUrl;
}
