import { useTranslation } from '@domus/shared/i18n';

import { ListingImage } from '../../../../components/listing-image';
import type { Agent } from '../../../../types/listings';
import styles from './home.module.css';

export function AgentList({ agents }: { agents: readonly Agent[] }) {
  const { t } = useTranslation('listings');
  return (
    <ul className={styles.cardRow}>
      {agents.map((agent) => (
        <li key={agent.id} className={styles.agent}>
          <ListingImage src={agent.profile} alt="" className={styles.agentPhoto} />
          <span className={styles.cardTitle}>
            <bdi>{agent.name}</bdi>
            {agent.is_verified ? <span className={styles.verified}> {t('home.verified')}</span> : null}
          </span>
          <span className={styles.muted}>
            {t('home.agentListings', { count: agent.property_count + agent.projects_count })}
          </span>
        </li>
      ))}
    </ul>
  );
}
