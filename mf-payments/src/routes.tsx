import { useTranslation } from 'react-i18next';
import { useLocation } from '@domus/shared/routing';

import styles from './routes.module.css';

/** Screens this remote will own (issue #4); until then it says so plainly, with no fake screen. */
const plannedScreens = [
  'Subscription plans (/subscription-plan)',
  'Checkout',
  'My subscriptions',
  'Transaction history',
];
const ownedRoutes = ['/subscription-plan', '/user/subscription', '/user/transaction-history', '/payment'];

export default function PlannedScreens() {
  const { t } = useTranslation('payments');
  const { pathname } = useLocation();
  return (
    <section className={styles.page} data-testid="mf-payments-planned" data-path={pathname}>
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
