import { otpRules } from '@domus/shared/contract';
import { Button } from '@domus/shared/ui';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@domus/shared/i18n';

import { FormField } from './form-field';

/** The 6-digit one-time code input. */
export function OtpCodeField({ registration, error }: { registration: UseFormRegisterReturn; error?: FieldError }) {
  const { t } = useTranslation('account');
  return (
    <FormField
      label={t('otp.code')}
      registration={registration}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={otpRules.length}
    />
  );
}

/** "Resend code", disabled while the countdown runs ("Resend code in 42 s"). */
export function ResendCodeButton({
  resendIn,
  resending,
  onResend,
}: {
  resendIn: number;
  resending: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Button variant="secondary" disabled={resendIn > 0 || resending} onClick={onResend}>
      {resendIn > 0 ? t('otp.resendIn', { seconds: resendIn }) : t('otp.resend')}
    </Button>
  );
}

export interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: FieldError; re_password?: FieldError };
  /** "Password" when registering, "New password" when resetting. */
  passwordLabel: string;
  hint?: string;
}

/** A new password typed twice (the form's rules say "Passwords do not match"). */
export function NewPasswordFields({ password, confirmation, errors, passwordLabel, hint }: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <FormField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        registration={password}
        error={errors.password}
        hint={hint}
      />
      <FormField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        registration={confirmation}
        error={errors.re_password}
      />
    </>
  );
}
