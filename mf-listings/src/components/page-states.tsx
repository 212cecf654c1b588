import type { UseQueryResult } from '@domus/shared/query';
import { ErrorState, Spinner } from '@domus/shared/ui';
import type { ReactNode } from 'react';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';

import pageStyles from './page.module.css';

export interface PageStatesProps<D, F> {
  /** The one query the page reads. */
  query: UseQueryResult<D>;
  /** What the page shows out of the reply; null or undefined when there is nothing to show. */
  found: (data: D) => F | null | undefined;
  /** The title when the reply could not be loaded. */
  failedTitle: string;
  /** What shows when there is nothing to show (a NotFoundMessage, an EmptyState). */
  notFound: ReactNode;
  /**
   * Each state in the page's frame: for a page whose content draws its own frame, so there is
   * nothing around the states yet. Without it the states go where the page puts them.
   */
  framed?: boolean;
  /** The page, from what it shows and the whole reply. */
  children: (found: F, data: D) => ReactNode;
}

/** A page's states while it reads its query: loading, failed (with Retry), nothing to show; then the page. */
export function PageStates<D, F>({
  query,
  found,
  failedTitle,
  notFound,
  framed = false,
  children,
}: PageStatesProps<D, F>) {
  const { t } = useTranslation('listings');
  let state: ReactNode;
  if (query.isPending) state = <Spinner label={t('state.loading')} />;
  else if (query.isError) {
    state = (
      <ErrorState
        title={failedTitle}
        message={<ApiErrorText error={query.error} />}
        onRetry={() => void query.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  } else {
    const shown = found(query.data);
    if (shown !== null && shown !== undefined) return children(shown, query.data);
    state = notFound;
  }
  return framed ? <div className={pageStyles.page}>{state}</div> : state;
}
