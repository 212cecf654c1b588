import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';

import { ListingImage } from '../../../../components/listing-image';
import type { Agent } from '../../../../types/listings';
import { agentPath } from '../agent-path';
import { AgentBadges } from './agent-badges';
import styles from './agents.module.css';

/** An agent in the list: photo, name, badges and how many properties and projects they list. */
export function AgentCard({ agent }: { agent: Agent }) {
  const { t } = useTranslation('listings');
  return (
    <Link to={agentPath(agent)} className={styles.card} data-testid="agent-card">
      <ListingImage src={agent.profile} alt="" className={styles.photo} />
      <h2 className={styles.name}>
        <bdi>{agent.name}</bdi>
      </h2>
      <AgentBadges agent={agent} />
      <span className={styles.muted}>
        {t('agents.propertyCount', { count: agent.property_count })} ·{' '}
        {t('agents.projectCount', { count: agent.projects_count })}
      </span>
    </Link>
  );
}
