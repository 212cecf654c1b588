import { useApiErrorText, useTranslation } from '@domus/shared/i18n';

import { useItemHistory } from '../api/item-history';
import type { QueueItem } from '../lib/queue-item';
import styles from './queues.module.css';
import { When } from './when';

/** The open item's past decisions and, for a listing, what changed since it was last approved. */
export function ItemHistory({ item }: { item: QueueItem }) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const history = useItemHistory(item);
  if (item.kind === 'report') return null;
  if (history.isPending) return <p className={styles.muted}>{t('state.loading')}</p>;
  if (history.isError) return <p className={styles.error}>{errorText(history.error)}</p>;
  const { decisions, changes } = history.data;
  return (
    <>
      <h3 className={styles.subtitle}>{t('queues.history')}</h3>
      {decisions.length ? (
        <ul className={styles.history}>
          {decisions.map((entry) => (
            <li key={entry.id}>
              {t(`queues.decided.${entry.decision}`, { who: entry.decided_by || t('queues.removedOperator') })}{' '}
              <When iso={entry.decided_at} />
              {entry.reason ? (
                <>
                  {': '}
                  <bdi>{entry.reason}</bdi>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('queues.noHistory')}</p>
      )}
      {item.kind !== 'advertisement' ? (
        <>
          <h3 className={styles.subtitle}>{t('queues.changes')}</h3>
          {changes.length ? (
            <ul className={styles.history}>
              {changes.map((change, index) => (
                <li key={`${change.editedAt}-${change.field}-${change.item}-${index}`}>
                  <strong>
                    <bdi>{change.item ? `${change.field} (${change.item})` : change.field}</bdi>
                  </strong>
                  {': '}
                  <bdi>{change.old ?? t('queues.nothing')}</bdi>
                  {' → '}
                  <bdi>{change.new ?? t('queues.nothing')}</bdi>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('queues.noChanges')}</p>
          )}
        </>
      ) : null}
    </>
  );
}
