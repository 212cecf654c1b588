/** Success envelopes (docs/ARCHITECTURE.md §3); failures come from the error handler only. */
export const fetchedMessage = 'Data fetched successfully';

export const ok = <T, Extra extends Record<string, unknown> = Record<never, never>>(
  data: T,
  extra?: Extra,
  message = fetchedMessage,
) => ({ error: false as const, message, data, ...(extra as Extra) });

/** A page of a list with the count of every match before paging. */
export const okList = <T, Extra extends Record<string, unknown> = Record<never, never>>(
  data: T[],
  total: number,
  extra?: Extra,
) => ok(data, { total, ...(extra as Extra) });
