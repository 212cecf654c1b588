import { fetchEnvelope } from '@domus/shared/api';
import type { MortgageCalculation, MortgageInput } from '@domus/shared/contract';
import { sessionAtom } from '@domus/shared/store';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@domus/shared/query';
import { useAtomValue } from 'jotai';

export type MortgageTerms = Omit<MortgageInput, 'show_all_details'>;

export interface MortgageResult extends MortgageCalculation {
  /** Whether this reader may see the schedule (the mortgage_calculator_detail feature). */
  detailsAllowed: boolean;
  /** The API's word on the reply: why details were left out, or that nothing is borrowed. */
  message: string;
}

/** mortgage-calculator: the totals; with `withDetails` also the schedule, when the reader may see it. */
export async function getMortgageCalculation(
  terms: MortgageTerms,
  withDetails: boolean,
  signal?: AbortSignal,
): Promise<MortgageResult> {
  const reply = await fetchEnvelope('mortgageCalculator', {
    query: { ...terms, show_all_details: withDetails ? 1 : 0 },
    signal,
  });
  return { ...reply.data, detailsAllowed: reply.details_allowed === true, message: reply.message };
}

/** Per user: whether the schedule comes back depends on who asks. Nothing is asked before the form is sent. */
export const mortgageQueryOptions = (userId: number | null, terms: MortgageTerms | null, withDetails: boolean) =>
  queryOptions({
    queryKey: ['tools', 'mortgage', userId, terms, withDetails],
    queryFn: terms ? ({ signal }) => getMortgageCalculation(terms, withDetails, signal) : skipToken,
    // The previous figures stay on screen while new ones load.
    placeholderData: keepPreviousData,
  });

export function useMortgageCalculation(terms: MortgageTerms | null, withDetails: boolean) {
  const userId = useAtomValue(sessionAtom).data?.id ?? null;
  return useQuery(mortgageQueryOptions(userId, terms, withDetails));
}
