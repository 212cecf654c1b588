import { caseStates, type CaseState } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';

import styles from './cases.module.css';

/**
 * Open cases or decided ones, one link each: links, so the address keeps the choice and a
 * keyboard reaches each with Tab. `label` names the filter ("Suspicions by state").
 */
export function CaseStateFilter({ state, label }: { state: CaseState; label: string }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={label} className={styles.filter}>
      <ul className={styles.filterList}>
        {caseStates.map((choice) => (
          <li key={choice}>
            <Link
              to={{ search: choice === 'open' ? '' : `?state=${choice}` }}
              className={styles.filterLink}
              aria-current={choice === state ? 'true' : undefined}
            >
              {t(`cases.states.${choice}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
