import { useTranslation } from '@domus/shared/i18n';

import type { Agent } from '../../../../types/listings';
import styles from './agents.module.css';

/** "Verified" for agents the admin verified; the site's own entry says so. */
export function AgentBadges({ agent }: { agent: Agent }) {
  const { t } = useTranslation('listings');
  const verified = agent.is_verified;
  if (!verified && !agent.is_admin) return null;
  return (
    <span className={styles.badges}>
      {agent.is_admin ? <span className={`${styles.badge} ${styles.adminBadge}`}>{t('agents.admin')}</span> : null}
      {verified ? <span className={styles.badge}>{t('agents.verified')}</span> : null}
    </span>
  );
}
