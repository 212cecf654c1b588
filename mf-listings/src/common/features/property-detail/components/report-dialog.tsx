import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, Spinner } from '@domus/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@domus/shared/i18n';
import { toast } from 'react-toastify';

import { FormAlert, FormField } from '../../../../components/form/form-field';
import formStyles from '../../../../components/form/form.module.css';
import { useFailureText, useMessageText } from '../../../../hooks/use-message-text';
import { useReport, useReportReasons } from '../api/engagement';
import { reportForm, type ReportForm } from '../report-form';

/** Report a property: one of get_report_reasons, or a message of one's own. */
export function ReportDialog({
  propertyId,
  slugId,
  onClose,
}: {
  propertyId: number;
  slugId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('listings');
  const messageText = useMessageText();
  const failureText = useFailureText();
  const reasons = useReportReasons();
  const report = useReport(slugId);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ReportForm>({
    resolver: zodResolver(reportForm),
    defaultValues: { reason_id: '', other_message: '' },
  });

  const send = handleSubmit((form) => {
    setFailure(null);
    report.mutate(
      {
        property_id: propertyId,
        ...(form.reason_id ? { reason_id: Number(form.reason_id) } : {}),
        other_message: form.other_message.trim(),
      },
      {
        onSuccess: () => {
          toast.success(t('engagement.reportSent'));
          onClose();
        },
        onError: (error) => setFailure(failureText(error)),
      },
    );
  });

  return (
    <Dialog
      title={t('engagement.reportTitle')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('manage.cancel')}
          </Button>
          <Button type="submit" form="report-form" disabled={report.isPending}>
            {t('engagement.send')}
          </Button>
        </>
      }
    >
      <form id="report-form" className={formStyles.card} noValidate onSubmit={send}>
        {reasons.isPending ? <Spinner label={t('state.loading')} /> : null}
        {reasons.data && reasons.data.length > 0 ? (
          <fieldset className={formStyles.field}>
            <legend className={formStyles.label}>{t('engagement.reportReasons')}</legend>
            <div className={formStyles.choices} style={{ flexDirection: 'column' }}>
              {reasons.data.map((reason) => (
                <label key={reason.id} className={formStyles.choice}>
                  <input type="radio" value={String(reason.id)} {...register('reason_id')} />
                  <bdi>{reason.translated_reason || reason.reason}</bdi>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <FormField multiline label={t('engagement.otherMessage')} registration={register('other_message')} />
        {formState.errors.reason_id?.message ? (
          <p className={formStyles.error} role="alert">
            {messageText(formState.errors.reason_id.message)}
          </p>
        ) : null}
        <FormAlert message={failure} />
      </form>
    </Dialog>
  );
}
