import {
  paymentProviders,
  transactionStatuses,
  type PaymentProvider,
  type TransactionStatus,
} from '@domus/shared/contract';

/** The screen's two views: the bank transfers awaiting confirmation (the default), or every transaction. */
export const paymentViews = ['review', 'all'] as const;
export type PaymentView = (typeof paymentViews)[number];

/**
 * What the Payments screen lists, as its address says it: `?view=all` with `?status=`,
 * `?provider=`, `?email=`, `?from=`, `?to=`; `?cursor=` the keyset page (absent: the newest).
 */
export interface TransactionsFilter {
  view: PaymentView;
  status: TransactionStatus | '';
  provider: PaymentProvider | '';
  email: string;
  from: string;
  to: string;
  cursor: string;
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(words: readonly T[], value: string | null): T | '' =>
  (words as readonly (string | null)[]).includes(value) ? (value as T) : '';

/** The filter of an address: what the screen does not know is left out (the review view, the newest page). */
export function filterFrom(search: URLSearchParams): TransactionsFilter {
  const view = search.get('view') === 'all' ? 'all' : 'review';
  const dayOf = (name: string) => (day.test(search.get(name) ?? '') ? search.get(name)! : '');
  const cursor = search.get('cursor') ?? '';
  if (view === 'review') return { view, status: '', provider: '', email: '', from: '', to: '', cursor };
  return {
    view,
    status: oneOf(transactionStatuses, search.get('status')),
    provider: oneOf(paymentProviders, search.get('provider')),
    email: (search.get('email') ?? '').trim(),
    from: dayOf('from'),
    to: dayOf('to'),
    cursor,
  };
}

/** The query string of a filter: empty fields and the review view, the defaults, are left out. */
export function searchOf(filter: TransactionsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.view === 'all') params.set('view', 'all');
  for (const key of ['status', 'provider', 'email', 'from', 'to', 'cursor'] as const) {
    if (filter[key]) params.set(key, filter[key]);
  }
  return params;
}

/** What the API is asked: the review view is the bank transfers in review. */
export const queryOf = (filter: TransactionsFilter) =>
  filter.view === 'review'
    ? { status: 'review' as const, provider: 'bank_transfer' as const, cursor: filter.cursor || undefined }
    : {
        status: filter.status || undefined,
        provider: filter.provider || undefined,
        email: filter.email || undefined,
        from: filter.from || undefined,
        to: filter.to || undefined,
        cursor: filter.cursor || undefined,
      };
