import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';

import { queueKinds, searchOf, type QueueKind } from '../lib/queue-kinds';
import styles from './queues.module.css';

/** The queues, one link each (the address keeps the choice; a new queue starts at its first page). */
export function QueueTabs({ kind }: { kind: QueueKind }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('queues.kinds')} className={styles.tabs}>
      <ul className={styles.tabList}>
        {queueKinds.map((choice) => (
          <li key={choice}>
            <Link
              to={{ search: `?${searchOf({ kind: choice, cursor: '' }).toString()}` }}
              className={styles.tab}
              aria-current={choice === kind ? 'true' : undefined}
            >
              {t(`queues.kindNames.${choice}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
