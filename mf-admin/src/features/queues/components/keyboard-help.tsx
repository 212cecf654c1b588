import { useTranslation } from '@domus/shared/i18n';

import styles from './queues.module.css';

/** The queue's keys in one line. */
export function KeyboardHelp() {
  const { t } = useTranslation('admin');
  const keys = [
    ['j', 'k', 'queues.keys.move'],
    ['a', null, 'queues.keys.approve'],
    ['r', null, 'queues.keys.reject'],
    ['o', null, 'queues.keys.open'],
  ] as const;
  return (
    <p className={styles.keys}>
      {t('queues.keys.intro')}{' '}
      {keys.map(([key, other, text], index) => (
        <span key={key}>
          {index > 0 ? ' · ' : null}
          <kbd>{key}</kbd>
          {other ? (
            <>
              {' / '}
              <kbd>{other}</kbd>
            </>
          ) : null}{' '}
          {t(text)}
        </span>
      ))}
    </p>
  );
}
