import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { useSearchParams } from '@domus/shared/routing';
import { Button, EmptyState, ErrorState, Spinner } from '@domus/shared/ui';
import { useState } from 'react';

import { ConsolePage } from '../../../components/console-page';
import { KeysetPager } from '../../../components/keyset-pager';
import { downloadOperatorActions, useOperatorActions } from '../api/operator-actions';
import { emptyLogFilter, filterFrom, searchOf, type LogFilter } from '../lib/log-filter';
import { ActionEntry } from './action-entry';
import styles from './decision-log.module.css';
import { LogFilters } from './log-filters';

/**
 * `/admin/decision-log` (admins): every change operators made, newest first, filtered by who,
 * what, how and when (the address keeps the filter and where the page starts: older pages
 * follow the API's cursor, and the browser's Back returns to newer ones), and the same as a CSV
 * file.
 */
export function DecisionLogPage() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const log = useOperatorActions(filter);
  const [exporting, setExporting] = useState(false);
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const go = (next: LogFilter) => setParams(searchOf(next));
  const filtered = searchOf({ ...filter, cursor: '' }).size > 0;

  const exportCsv = () => {
    setExporting(true);
    setExportFailure(null);
    downloadOperatorActions(filter)
      .catch((error: unknown) => setExportFailure(errorText(error)))
      .finally(() => setExporting(false));
  };

  return (
    <ConsolePage title={t('screens.decisionLog.title')} intro={t('decisionLog.intro')}>
      <LogFilters key={searchOf({ ...filter, cursor: '' }).toString()} filter={filter} onFilter={go} />
      <div className={styles.toolbar}>
        <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
          {exporting ? t('decisionLog.exporting') : t('decisionLog.export')}
        </Button>
        {exportFailure ? (
          <p className={styles.error} role="alert">
            {exportFailure}
          </p>
        ) : null}
      </div>
      {log.isPending ? <Spinner label={t('state.loading')} /> : null}
      {log.isError ? (
        <ErrorState
          title={t('decisionLog.error')}
          message={errorText(log.error)}
          onRetry={() => void log.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {log.data && log.data.actions.length === 0 ? (
        <EmptyState
          title={filtered ? t('decisionLog.empty') : t('decisionLog.emptyAll')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => go(emptyLogFilter)}>
                {t('decisionLog.clear')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {log.data && log.data.actions.length > 0 ? (
        <>
          <ol className={styles.entries} aria-label={t('screens.decisionLog.title')} aria-busy={log.isFetching}>
            {log.data.actions.map((entry) => (
              <ActionEntry key={entry.id} entry={entry} />
            ))}
          </ol>
          <KeysetPager
            cursor={filter.cursor}
            nextCursor={log.data.nextCursor}
            onGo={(cursor) => go({ ...filter, cursor })}
            labels={{ nav: t('decisionLog.paging'), first: t('decisionLog.newest'), next: t('decisionLog.older') }}
          />
        </>
      ) : null}
    </ConsolePage>
  );
}
