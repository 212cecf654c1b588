import type { DuplicateSuspicion } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { useSearchParams } from '@domus/shared/routing';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { CaseListView } from '../../../components/cases/case-list-view';
import { caseStateFrom } from '../../../components/cases/case-list';
import cases from '../../../components/cases/cases.module.css';
import { CaseStateFilter } from '../../../components/cases/case-state-filter';
import { ReasonDialog } from '../../../components/cases/reason-dialog';
import { ConsolePage } from '../../../components/console-page';
import { useDuplicateDecision, useDuplicateList } from '../api/duplicates';
import { duplicateReasonKeys, type DuplicateDecision } from '../lib/reasons';
import { SuspicionCard } from './suspicion-card';

/** The pair an operator is deciding on, and how. */
type Asked = { suspicion: DuplicateSuspicion; decision: DuplicateDecision };

/**
 * `/admin/duplicates`: pairs of listings the duplicate check suspects, newest first (`?state=decided`
 * for the decided ones), each side by side with the evidence. An operator confirms that the newer
 * listing is the duplicate (it is rejected, its owner told the reason) or dismisses the suspicion
 * (a listing the check held is released), with a reason; the list is asked again and a toast says
 * what was done.
 */
export function DuplicatesPage() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const [params] = useSearchParams();
  const state = caseStateFrom(params);
  const list = useDuplicateList(state);
  const decision = useDuplicateDecision();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setAsked(null);
    setFailure(null);
  };
  const decide = (reason: string) => {
    if (!asked) return;
    const { suspicion, decision: how } = asked;
    setFailure(null);
    decision.mutate(
      { call: how === 'confirm' ? 'adminConfirmDuplicate' : 'adminDismissDuplicate', id: suspicion.id, reason },
      {
        onSuccess: () => {
          setAsked(null);
          toast.success(
            t(how === 'confirm' ? 'duplicates.confirmed' : 'duplicates.dismissed', {
              id: suspicion.listing.id,
              original: suspicion.original.id,
            }),
          );
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <ConsolePage title={t('screens.duplicates.title')}>
      <CaseStateFilter state={state} label={t('duplicates.filter')} />
      <CaseListView list={list} state={state} texts="duplicates" label={t('screens.duplicates.title')}>
        {(suspicion) => (
          <SuspicionCard
            key={suspicion.id}
            suspicion={suspicion}
            onDecide={(how) => setAsked({ suspicion, decision: how })}
          />
        )}
      </CaseListView>
      {asked ? (
        <ReasonDialog
          title={t(`duplicates.ask.${asked.decision}`, {
            id: asked.suspicion.listing.id,
            original: asked.suspicion.original.id,
          })}
          confirmLabel={t(`duplicates.${asked.decision}`)}
          templates={duplicateReasonKeys[asked.decision].map((key) => t(`duplicates.reasons.${asked.decision}.${key}`))}
          pending={decision.isPending}
          error={failure}
          onConfirm={decide}
          onClose={close}
        >
          <p className={cases.dialogText}>{t(`duplicates.askText.${asked.decision}`)}</p>
        </ReasonDialog>
      ) : null}
    </ConsolePage>
  );
}
