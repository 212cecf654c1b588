import { zodResolver } from '@hookform/resolvers/zod';
import { useSessionUser } from '@domus/shared/store';
import { canApplyForVerification, type AgentVerification, type VerificationFormField } from '@domus/shared/contract';
import { Button, EmptyState, ErrorState, Spinner } from '@domus/shared/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isolate } from '@domus/shared/format';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';
import { toast } from 'react-toastify';

import { AccountPage } from '../../../components/account-page';
import styles from '../../../components/account.module.css';
import { FormAlert } from '../../../components/form-field';
import { accountErrorText } from '../../../lib/error-text';
import { useApplyAgentVerification } from '../api/apply-agent-verification';
import { useVerificationFormFields } from '../api/get-verification-form-fields';
import { useVerificationFormValues } from '../api/get-verification-form-values';
import {
  answerKey,
  previousAnswers,
  verificationFormData,
  verificationSchema,
  type VerificationAnswers,
} from '../verification-form';
import { VerificationField } from './verification-field';

/** `/user/agent-verification`: the status, and the admin's form to Apply (initial) or Re-apply (failed). */
export function AgentVerificationPage() {
  const { t } = useTranslation('account');
  const user = useSessionUser();
  const fields = useVerificationFormFields();
  const values = useVerificationFormValues(user?.id);
  const failed = fields.error ?? values.error;

  return (
    <AccountPage title={t('verification.title')}>
      {fields.isPending || values.isPending ? <Spinner label={t('state.loading')} /> : null}
      {failed ? (
        <ErrorState
          title={t('verification.error')}
          message={<ApiErrorText error={failed} />}
          onRetry={() => void Promise.all([fields.refetch(), values.refetch()])}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {fields.data && values.data ? (
        <VerificationStatus verification={values.data} fields={fields.data} userId={user?.id} />
      ) : null}
    </AccountPage>
  );
}

function VerificationStatus({
  verification,
  fields,
  userId,
}: {
  verification: AgentVerification;
  fields: VerificationFormField[];
  userId: number | undefined;
}) {
  const { t } = useTranslation('account');
  const status = verification.verification_status;
  return (
    <>
      <p>
        {t('verification.statusLabel')}{' '}
        <span className={styles.status} data-status={status}>
          {t(`verification.status.${status}`)}
        </span>
      </p>
      <p>{t(`verification.explain.${status}`)}</p>
      {status === 'failed' && verification.reason ? (
        <p role="note">{t('verification.reason', { reason: isolate(verification.reason) })}</p>
      ) : null}
      {canApplyForVerification(status) ? (
        fields.length > 0 ? (
          <VerificationForm fields={fields} verification={verification} userId={userId} />
        ) : (
          <EmptyState title={t('verification.noForm')} />
        )
      ) : null}
    </>
  );
}

function VerificationForm({
  fields,
  verification,
  userId,
}: {
  fields: VerificationFormField[];
  verification: AgentVerification;
  userId: number | undefined;
}) {
  const { t } = useTranslation('account');
  const apply = useApplyAgentVerification(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => verificationSchema(fields, verification.fields), [fields, verification.fields]);
  const { register, control, handleSubmit, formState } = useForm<VerificationAnswers>({
    resolver: zodResolver(schema) as never,
    defaultValues: previousAnswers(fields, verification.fields),
  });
  const previous = new Map(verification.fields.map((answer) => [answer.id, answer]));
  const reapply = verification.verification_status === 'failed';

  const submit = handleSubmit((answers) => {
    setFailure(null);
    apply.mutate(verificationFormData(fields, answers), {
      onSuccess: () => toast.success(t('verification.applied')),
      onError: (error) => setFailure(accountErrorText(error, t)),
    });
  });

  return (
    <form className={styles.card} noValidate onSubmit={submit} aria-label={t('verification.formLabel')}>
      {fields.map((field) => (
        <VerificationField
          key={field.id}
          field={field}
          register={register}
          control={control}
          error={formState.errors[answerKey(field)] as never}
          previous={previous.get(field.id)}
        />
      ))}
      <FormAlert message={failure} />
      <div className={styles.actions}>
        <Button type="submit" disabled={apply.isPending}>
          {reapply ? t('verification.reapply') : t('verification.apply')}
        </Button>
      </div>
    </form>
  );
}
