import { chatReportDetailsMaxLength, chatReportReasons, type ChatReportReason } from '@domus/shared/contract';
import { Button, Dialog } from '@domus/shared/ui';
import { useId, useState } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import styles from '../../../components/chat.module.css';
import type { ChatReport } from '../api/report-chat';

export interface ReportDialogProps {
  name: string;
  pending: boolean;
  failure: string | null;
  onReport: (report: ChatReport) => void;
  onClose: () => void;
}

/** "Report your conversation with <name>": a reason from the contract's list and optional details. */
export function ReportDialog({ name, pending, failure, onReport, onClose }: ReportDialogProps) {
  const { t } = useTranslation('chat');
  const detailsId = useId();
  const reasonName = useId();
  const [reason, setReason] = useState<ChatReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const send = () => {
    if (!reason) return setMissingReason(true);
    onReport({ reason, details });
  };
  return (
    <Dialog
      title={t('report.title', { name })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('report.cancel')}
          </Button>
          <Button disabled={pending} onClick={send}>
            {t('report.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('report.text')}</p>
      <fieldset className={styles.reportReasons}>
        <legend className={styles.fieldLabel}>{t('report.reason')}</legend>
        {chatReportReasons.map((value) => (
          <label key={value} className={styles.reportReason}>
            <input
              type="radio"
              name={reasonName}
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setMissingReason(false);
              }}
            />
            {t(`report.reasons.${value}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={detailsId} className={styles.fieldLabel}>
        {t('report.details')}
      </label>
      <textarea
        id={detailsId}
        className={styles.textarea}
        rows={3}
        maxLength={chatReportDetailsMaxLength}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
      />
      {missingReason || failure ? (
        <p className={styles.alert} role="alert">
          {missingReason ? t('report.chooseReason') : failure}
        </p>
      ) : null}
    </Dialog>
  );
}
