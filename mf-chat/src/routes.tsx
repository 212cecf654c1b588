import { useTranslation } from 'react-i18next';
import { useLocation } from '@domus/shared/routing';

import styles from './routes.module.css';

/** Screens this remote will own (issue #6); until then it says so plainly, with no fake screen. */
const plannedScreens = ['Conversations', 'Messages with files and voice notes', 'Block and unblock users'];
const ownedRoutes = ['/user/chat'];

export default function PlannedScreens() {
  const { t } = useTranslation('chat');
  const { pathname } = useLocation();
  return (
    <section className={styles.page} data-testid="mf-chat-planned" data-path={pathname}>
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
