import { fetchEnvelope } from '@domus/shared/api';
import type { AdminUser } from '@domus/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

import type { UsersFilter } from '../lib/users-filter';

export const USERS_PER_PAGE = 20;

/** Every page of the Users screen: what a change of a user's status makes stale. */
export const usersKey = ['admin', 'users'] as const;

export interface UsersPage {
  users: AdminUser[];
  /** The users the search and role match, counted up to a limit (`totalIsCapped` past it). */
  total: number;
  totalIsCapped: boolean;
  /** Where the next page starts, or null on the last. */
  nextCursor: string | null;
}

/** admin/users: one keyset page of the users matching the filter, by id. */
export async function listUsers({ search, role, cursor }: UsersFilter, signal?: AbortSignal): Promise<UsersPage> {
  const reply = await fetchEnvelope('adminListUsers', {
    query: {
      search: search || undefined,
      role: role || undefined,
      cursor: cursor || undefined,
      limit: USERS_PER_PAGE,
    },
    signal,
  });
  return {
    users: reply.data,
    total: reply.total,
    totalIsCapped: reply.total_is_capped,
    nextCursor: reply.next_cursor,
  };
}

export const userListQueryOptions = (filter: UsersFilter) =>
  queryOptions({
    queryKey: [...usersKey, filter],
    queryFn: ({ signal }) => listUsers(filter, signal),
    // Other operators change accounts too: a page is fresh for half a minute.
    staleTime: 30_000,
  });

/** The page of users, the last one kept on screen while the next loads. */
export function useUserList(filter: UsersFilter) {
  return useQuery({ ...userListQueryOptions(filter), placeholderData: keepPreviousData });
}
