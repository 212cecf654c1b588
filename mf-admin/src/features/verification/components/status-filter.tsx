import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';

import { searchOf, statusChoices, type StatusChoice } from '../lib/verifications-filter';
import styles from './verification.module.css';

/**
 * The applications by status, one link each (pending first, then the decided ones, then all):
 * links, so the address keeps the choice and a keyboard reaches each with Tab.
 */
export function StatusFilter({ status }: { status: StatusChoice }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('verification.filter')} className={styles.filter}>
      <ul className={styles.filterList}>
        {statusChoices.map((choice) => {
          const search = searchOf({ status: choice, cursor: '' }).toString();
          return (
            <li key={choice}>
              <Link
                to={{ search: search ? `?${search}` : '' }}
                className={styles.filterLink}
                aria-current={choice === status ? 'true' : undefined}
              >
                {t(`verification.filters.${choice}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
