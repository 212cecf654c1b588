import type { CaseState, DuplicateSuspicion } from '@domus/shared/contract';

import { useCaseDecision, useCaseList } from '../../../components/cases/case-list';

/** Every page of the Duplicates screen: what a decision makes stale. */
export const duplicatesKey = ['admin', 'duplicates'] as const;

/** admin/duplicates: the suspicions of a state, page after page by keyset. */
export const useDuplicateList = (state: CaseState) =>
  useCaseList<DuplicateSuspicion>('adminDuplicates', duplicatesKey, state);

/** admin/duplicates/confirm or /dismiss, with the reason. */
export const useDuplicateDecision = () => useCaseDecision(duplicatesKey);
