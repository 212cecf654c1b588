import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@domus/shared/ui';
import { useForm } from 'react-hook-form';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';

import { otpCodeForm, type OtpCodeForm } from '../lib/form-rules';
import styles from './account.module.css';
import { OtpCodeField, ResendCodeButton } from './code-fields';
import { FormAlert } from './form-field';

export interface OtpCodeStepProps {
  /** Where the code went, as the API says it (partly hidden). */
  sentTo: string;
  /** Seconds before another code may be asked for. */
  resendIn: number;
  onResend: () => void;
  onSubmit: (otp: string) => void;
  onChangeAddress: () => void;
  pending: boolean;
  resending: boolean;
  error: string | null;
}

/** Enter the one-time code; "Resend code" waits for the countdown. */
export function OtpCodeStep({
  sentTo,
  resendIn,
  onResend,
  onSubmit,
  onChangeAddress,
  pending,
  resending,
  error,
}: OtpCodeStepProps) {
  const { t } = useTranslation('account');
  const { register, handleSubmit, formState } = useForm<OtpCodeForm>({
    resolver: zodResolver(otpCodeForm),
    defaultValues: { otp: '' },
  });
  return (
    <form className={styles.card} noValidate onSubmit={handleSubmit(({ otp }) => onSubmit(otp))}>
      <p>{t('otp.sentTo', { to: isolate(sentTo) })}</p>
      <OtpCodeField registration={register('otp')} error={formState.errors.otp} />
      <FormAlert message={error} />
      <div className={styles.actions}>
        <Button type="submit" disabled={pending}>
          {t('otp.verify')}
        </Button>
        <ResendCodeButton resendIn={resendIn} resending={resending} onResend={onResend} />
        <Button variant="ghost" onClick={onChangeAddress}>
          {t('otp.changeAddress')}
        </Button>
      </div>
    </form>
  );
}
