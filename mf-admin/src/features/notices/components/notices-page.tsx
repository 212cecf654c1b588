import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { useRef, useState } from 'react';
import { toast } from 'react-toastify';

import { ConsolePage } from '../../../components/console-page';
import { useNoticeAudience, useSendNotice } from '../api/notices';
import { bodyOf, emptyDraft, problemsOf, type DraftProblems, type NoticeDraft } from '../lib/notice-draft';
import { NoticeForm } from './notice-form';
import { NoticePreview } from './notice-preview';
import { SendNoticeDialog } from './send-notice-dialog';
import { SentNotices } from './sent-notices';
import styles from './notices.module.css';

/**
 * `/admin/notices` (admins): a notice composed with its live preview (the notifications list, a
 * push) and the count of the segment it reaches; Send asks "Send to N people?" first. Below, the
 * notices sent, newest first.
 */
export function NoticesPage() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const [draft, setDraft] = useState<NoticeDraft>(emptyDraft);
  const [problems, setProblems] = useState<DraftProblems>({});
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const audience = useNoticeAudience(draft.segment, draft.city);
  const sending = useSendNotice();
  const recipients = audience.data?.recipients ?? 0;

  const change = (next: NoticeDraft) => {
    setDraft(next);
    // A problem clears once its field is fixed; new ones wait for the next Send.
    const now = problemsOf(next);
    setProblems((shown) => {
      const kept: DraftProblems = {};
      for (const field of Object.keys(shown) as (keyof DraftProblems)[]) if (now[field]) kept[field] = now[field];
      return kept;
    });
  };
  const ask = () => {
    const found = problemsOf(draft);
    setProblems(found);
    const first = (['title', 'message', 'link', 'city'] as const).find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    // Only with the count of the segment as chosen now; nobody in it: back to the choice of segment.
    if (audience.isFetching || audience.isError) return;
    if (!recipients) {
      formRef.current?.querySelector<HTMLElement>('input[name="segment"]:checked')?.focus();
      return;
    }
    setFailure(null);
    setAsking(true);
  };
  const send = () => {
    setFailure(null);
    sending.mutate(bodyOf(draft), {
      onSuccess: (notice) => {
        setAsking(false);
        setDraft(emptyDraft);
        toast.success(t('notices.sentToast', { count: notice.recipients }));
      },
      onError: (error) => setFailure(errorText(error)),
    });
  };

  return (
    <ConsolePage title={t('screens.notices.title')} intro={t('notices.intro')}>
      <div className={styles.compose}>
        <NoticeForm draft={draft} problems={problems} onChange={change} onSend={ask} formRef={formRef} />
        <NoticePreview draft={draft} />
      </div>
      <SentNotices />
      {asking ? (
        <SendNoticeDialog
          draft={draft}
          recipients={recipients}
          pending={sending.isPending}
          failure={failure}
          onSend={send}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </ConsolePage>
  );
}
