import { fetchEnvelope } from '@domus/shared/api';
import type { CaseState, CallName } from '@domus/shared/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@domus/shared/query';

/** Cases a page: each shows two listings or a conversation, pictures and files fetched on their own. */
export const CASES_PER_PAGE = 10;

/** The lists of cases and the calls that decide one (a reason always). */
type ListCall = Extract<CallName, 'adminDuplicates' | 'adminChatReports'>;
type DecisionCall = Extract<
  CallName,
  | 'adminConfirmDuplicate'
  | 'adminDismissDuplicate'
  | 'adminBanChatReport'
  | 'adminDismissChatReport'
  | 'adminLiftChatBan'
>;

/** The state a case screen shows, as its address says it: `?state=decided`, or the open cases. */
export const caseStateFrom = (search: URLSearchParams): CaseState =>
  search.get('state') === 'decided' ? 'decided' : 'open';

interface CasePage<Case> {
  cases: Case[];
  total: number;
  next: string | null;
}

/**
 * The cases of a state, page after page by keyset ("Load more" asks for the page after the last
 * row's cursor): a list that stays fast however deep, and never shows a case twice when others
 * decide some meanwhile.
 */
export function useCaseList<Case>(call: ListCall, key: readonly string[], state: CaseState) {
  const query = useInfiniteQuery({
    queryKey: [...key, state],
    queryFn: async ({ pageParam, signal }): Promise<CasePage<Case>> => {
      const reply = await fetchEnvelope(call, {
        query: { state, limit: String(CASES_PER_PAGE), cursor: pageParam || undefined },
        signal,
      });
      return { cases: reply.data as Case[], total: reply.total, next: reply.next_cursor };
    },
    initialPageParam: '',
    getNextPageParam: (last: CasePage<Case>) => last.next ?? undefined,
    // Other operators decide too: a list is fresh for half a minute.
    staleTime: 30_000,
  });
  const pages = query.data?.pages ?? [];
  return {
    query,
    cases: pages.flatMap((page) => page.cases),
    total: pages[0]?.total ?? 0,
  };
}

/** A decision on a case with its reason; then every list of these cases is asked again. */
export function useCaseDecision(key: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ call, id, reason }: { call: DecisionCall; id: number; reason: string }) =>
      (await fetchEnvelope(call, { body: { id, reason: reason.trim() } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
