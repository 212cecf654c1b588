import type { Agent } from '../../../types/listings';

/** The agent's page; the admin entry's says so, as agent-properties is asked with is_admin=1 for it. */
export const agentPath = (agent: Pick<Agent, 'slug_id' | 'is_admin'>) =>
  `/agents/${encodeURIComponent(agent.slug_id ?? '')}${agent.is_admin ? '?admin=1' : ''}`;
