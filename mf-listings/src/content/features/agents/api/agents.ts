import { ApiError, fetchEnvelope } from '@domus/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

export const AGENTS_PAGE_SIZE = 12;
export const AGENT_LISTINGS_PAGE_SIZE = 12;

export type AgentListingKind = 'properties' | 'projects';

/** agent-list: one page of agents, the admin entry first. */
export const agentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['listings', 'agents', page],
    queryFn: async ({ signal }) => {
      const reply = await fetchEnvelope('agentList', {
        query: { offset: (page - 1) * AGENTS_PAGE_SIZE, limit: AGENTS_PAGE_SIZE },
        signal,
      });
      return { agents: reply.data, total: reply.total };
    },
    placeholderData: keepPreviousData,
  });

export function useAgents(page: number) {
  return useQuery(agentsQueryOptions(page));
}

export interface AgentListingsRequest {
  slugId: string;
  kind: AgentListingKind;
  page: number;
  /** The admin entry's page asks with is_admin=1. */
  isAdmin: boolean;
}

/** agent-properties: the agent and a page of their properties or projects; null when there is no such agent. */
export const agentPageQueryOptions = ({ slugId, kind, page, isAdmin }: AgentListingsRequest) =>
  queryOptions({
    queryKey: ['listings', 'agent', slugId, kind, page, isAdmin],
    queryFn: async ({ signal }) => {
      try {
        const reply = await fetchEnvelope('agentProperties', {
          query: {
            slug_id: slugId,
            is_projects: kind === 'projects' ? 1 : 0,
            is_admin: isAdmin ? 1 : 0,
            offset: (page - 1) * AGENT_LISTINGS_PAGE_SIZE,
            limit: AGENT_LISTINGS_PAGE_SIZE,
          },
          signal,
        });
        return { ...reply.data, total: reply.total };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });

export function useAgentPage(request: AgentListingsRequest) {
  return useQuery(agentPageQueryOptions(request));
}
