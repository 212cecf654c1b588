import type { ReviewSubject } from '@domus/shared/contract';

/** The queues the screen works, in the order its tabs offer them. */
export const queueKinds = [
  'property',
  'project',
  'advertisement',
  'report',
] as const satisfies readonly ReviewSubject[];
export type QueueKind = (typeof queueKinds)[number];

/** What the Review queues screen shows, as its address says it: `?kind=` (properties when absent), `?cursor=`. */
export interface QueuesFilter {
  kind: QueueKind;
  /** The page after this keyset cursor; '' is the first page. */
  cursor: string;
}

const isKind = (value: string | null): value is QueueKind => (queueKinds as readonly (string | null)[]).includes(value);

/** The filter of an address: a kind the screen does not know, or none, is the properties' queue. */
export function filterFrom(search: URLSearchParams): QueuesFilter {
  const kind = search.get('kind');
  return { kind: isKind(kind) ? kind : 'property', cursor: search.get('cursor') ?? '' };
}

/** The query string of a filter: the properties' queue and the first page, the defaults, are left out. */
export function searchOf({ kind, cursor }: QueuesFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (kind !== 'property') params.set('kind', kind);
  if (cursor) params.set('cursor', cursor);
  return params;
}
