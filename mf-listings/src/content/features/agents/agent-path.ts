import { agentPagePath } from '@domus/shared/contract/page-paths';
import type { Agent } from '../../../types/listings';

/** The agent's page; the admin entry's says so, as agent-properties is asked with is_admin=1 for it. */
export const agentPath = (agent: Pick<Agent, 'slug_id' | 'is_admin'>) =>
  agentPagePath(agent.slug_id ?? '', Boolean(agent.is_admin));
