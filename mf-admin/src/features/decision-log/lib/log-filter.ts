import { operatorActionVias } from '@domus/shared/contract';

export type LogVia = (typeof operatorActionVias)[number];

/**
 * What the Decision log shows, as its address says it: `?actor=` (part of an operator's e-mail
 * or name), `?action=` (a subject such as `user`, or one action such as `user.role`),
 * `?subject_id=`, `?via=`, `?from=` and `?to=` (UTC days, YYYY-MM-DD) and `?cursor=` (where the
 * page starts: the API's `next_cursor` of the page before; none for the newest).
 */
export interface LogFilter {
  actor: string;
  action: string;
  subjectId: string;
  via: LogVia | '';
  from: string;
  to: string;
  cursor: string;
}

const isVia = (value: string | null): value is LogVia =>
  (operatorActionVias as readonly (string | null)[]).includes(value);
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

export const emptyLogFilter: LogFilter = {
  actor: '',
  action: '',
  subjectId: '',
  via: '',
  from: '',
  to: '',
  cursor: '',
};

/** The filter of an address: what the API would refuse (a day that is no date, an unknown way) is left out. */
export function filterFrom(search: URLSearchParams): LogFilter {
  const via = search.get('via');
  return {
    actor: (search.get('actor') ?? '').trim(),
    action: (search.get('action') ?? '').trim().toLowerCase(),
    subjectId: (search.get('subject_id') ?? '').trim(),
    via: isVia(via) ? via : '',
    from: day(search.get('from')),
    to: day(search.get('to')),
    cursor: (search.get('cursor') ?? '').trim(),
  };
}

/** The query string of a filter: what is empty is left out. */
export function searchOf(filter: LogFilter): URLSearchParams {
  const params = new URLSearchParams();
  const entries: [string, string][] = [
    ['actor', filter.actor],
    ['action', filter.action],
    ['subject_id', filter.subjectId],
    ['via', filter.via],
    ['from', filter.from],
    ['to', filter.to],
    ['cursor', filter.cursor],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  return params;
}

/** The API's query of a filter (the export takes the same without the cursor). */
export const logQuery = (filter: LogFilter) => ({
  actor: filter.actor || undefined,
  action: filter.action || undefined,
  subject_id: filter.subjectId || undefined,
  via: filter.via || undefined,
  from: filter.from || undefined,
  to: filter.to || undefined,
});
