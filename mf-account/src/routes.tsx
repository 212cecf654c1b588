import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import styles from './routes.module.css';

/** Screens this remote will own (issue #3); until then it says so plainly, with no fake screen. */
const plannedScreens = [
  'Sign in and register (email and password, one-time code by phone or email, Google)',
  'Forgot password',
  'Profile (/user/profile)',
  'Dashboard',
  'Agent verification',
  'Notifications',
  'Personalise feed',
  'Delete account',
];
const ownedRoutes = [
  '/login',
  '/register',
  '/forgot-password',
  '/user/profile',
  '/user/dashboard',
  '/user/agent-verification',
  '/user/notifications',
  '/user/personalize-feed',
  '/user/delete-account',
];

export default function PlannedScreens() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  return (
    <section className={styles.page} data-testid="mf-account-planned" data-path={pathname}>
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
