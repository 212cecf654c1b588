import type { CaseState } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { Button, EmptyState, ErrorState, Spinner } from '@domus/shared/ui';
import type { ReactNode } from 'react';

import type { useCaseList } from './case-list';
import styles from './cases.module.css';

export interface CaseListViewProps<Case> {
  list: ReturnType<typeof useCaseList<Case>>;
  state: CaseState;
  /** The texts of this screen: `<texts>.error`, `.count`, `.empty.open|decided`, `.emptyText`, `.more`. */
  texts: 'duplicates' | 'chatReports';
  /** The list's accessible name. */
  label: string;
  children: (item: Case) => ReactNode;
}

/**
 * The list of a case screen: loading, failure (with a retry), an empty state, or how many there
 * are, the cases so far and "Load more" while there is a page after the last.
 */
export function CaseListView<Case>({ list, state, texts, label, children }: CaseListViewProps<Case>) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const { query, cases, total } = list;
  if (query.isPending) return <Spinner label={t('state.loading')} />;
  if (query.isError && !cases.length) {
    return (
      <ErrorState
        title={t(`${texts}.error`)}
        message={errorText(query.error)}
        onRetry={() => void query.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  }
  if (!cases.length) {
    return (
      <EmptyState
        title={t(`${texts}.empty.${state}`)}
        description={state === 'open' ? t(`${texts}.emptyText`) : undefined}
      />
    );
  }
  return (
    <>
      <p className={styles.count} role="status">
        {t(`${texts}.count`, { count: total })}
      </p>
      <ul className={styles.cases} aria-label={label} aria-busy={query.isFetching}>
        {cases.map(children)}
      </ul>
      {query.hasNextPage ? (
        <div className={styles.more}>
          <Button variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? t('state.loading') : t('cases.more')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
