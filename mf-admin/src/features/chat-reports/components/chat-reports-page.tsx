import type { ChatReportCase } from '@domus/shared/contract';
import { isolate } from '@domus/shared/format';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { useSearchParams } from '@domus/shared/routing';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { caseStateFrom } from '../../../components/cases/case-list';
import { CaseListView } from '../../../components/cases/case-list-view';
import cases from '../../../components/cases/cases.module.css';
import { CaseStateFilter } from '../../../components/cases/case-state-filter';
import { ReasonDialog } from '../../../components/cases/reason-dialog';
import { ConsolePage } from '../../../components/console-page';
import { useChatReportDecision, useChatReportList } from '../api/chat-reports';
import { chatReportReasonKeys, decisionCalls, type ChatReportDecision } from '../lib/reasons';
import { ReportCard } from './report-card';

/** The report an operator is deciding on, and how. */
type Asked = { report: ChatReportCase; decision: ChatReportDecision };

/**
 * `/admin/chat-reports`: conversations members reported, newest first (`?state=decided` for the
 * decided ones), each with its last messages. An operator bans the reported member from chatting
 * or dismisses the report, and lifts a ban, with a reason; the list is asked again and a toast
 * says what was done.
 */
export function ChatReportsPage() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const [params] = useSearchParams();
  const state = caseStateFrom(params);
  const list = useChatReportList(state);
  const decision = useChatReportDecision();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setAsked(null);
    setFailure(null);
  };
  const decide = (reason: string) => {
    if (!asked) return;
    const { report, decision: how } = asked;
    setFailure(null);
    decision.mutate(
      { call: decisionCalls[how], id: report.id, reason },
      {
        onSuccess: () => {
          setAsked(null);
          toast.success(t(`chatReports.done.${how}`, { name: report.reported.name, id: report.id }));
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <ConsolePage title={t('screens.chatReports.title')}>
      <CaseStateFilter state={state} label={t('chatReports.filter')} />
      <CaseListView list={list} state={state} texts="chatReports" label={t('screens.chatReports.title')}>
        {(report) => (
          <ReportCard key={report.id} report={report} onDecide={(how) => setAsked({ report, decision: how })} />
        )}
      </CaseListView>
      {asked ? (
        <ReasonDialog
          title={t(`chatReports.ask.${asked.decision}`, {
            name: isolate(asked.report.reported.name),
            id: asked.report.id,
          })}
          confirmLabel={t(`chatReports.${asked.decision}`)}
          templates={chatReportReasonKeys[asked.decision].map((key) =>
            t(`chatReports.reasons.${asked.decision}.${key}`),
          )}
          pending={decision.isPending}
          error={failure}
          onConfirm={decide}
          onClose={close}
        >
          <p className={cases.dialogText}>
            {t(`chatReports.askText.${asked.decision}`, { name: asked.report.reported.name })}
          </p>
        </ReasonDialog>
      ) : null}
    </ConsolePage>
  );
}
