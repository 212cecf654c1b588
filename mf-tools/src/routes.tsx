import { useTranslation } from 'react-i18next';
import { useLocation } from '@domus/shared/routing';

import styles from './routes.module.css';

/** Screens this remote will own (issue #7); until then it says so plainly, with no fake screen. */
const plannedScreens = ['Mortgage EMI calculator', 'Area converter'];
const ownedRoutes = ['/mortgage-calculator', '/area-converter'];

export default function PlannedScreens() {
  const { t } = useTranslation('tools');
  const { pathname } = useLocation();
  return (
    <section className={styles.page} data-testid="mf-tools-planned" data-path={pathname}>
      <h1>{t('planned.title')}</h1>
      <p>{t('planned.intro')}</p>
      <ul>
        {plannedScreens.map((screen) => (
          <li key={screen}>{screen}</li>
        ))}
      </ul>
      <h2>{t('planned.routes')}</h2>
      <ul>
        {ownedRoutes.map((route) => (
          <li key={route}>
            <code>{route}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
