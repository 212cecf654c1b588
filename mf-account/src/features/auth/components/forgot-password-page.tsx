import { zodResolver } from '@hookform/resolvers/zod';
import { otpRules } from '@domus/shared/contract';
import { Button } from '@domus/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { Link, useNavigate } from '@domus/shared/routing';
import { toast } from 'react-toastify';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { AccountPage } from '../../../components/account-page';
import styles from '../../../components/account.module.css';
import { NewPasswordFields, OtpCodeField, ResendCodeButton } from '../../../components/code-fields';
import { FormAlert, FormField } from '../../../components/form-field';
import { useCountdown } from '../../../hooks/use-countdown';
import { accountErrorText } from '../../../lib/error-text';
import {
  forgotPasswordForm,
  resetPasswordForm,
  type ForgotPasswordForm,
  type ResetPasswordForm,
} from '../../../lib/form-rules';
import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';

/** `/forgot-password`: a code by e-mail, then the code and a new password (twice). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const countdown = useCountdown();
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const fail = (error: unknown) => setFailure(accountErrorText(error, t));

  const requestCode = (to: string) => {
    setFailure(null);
    forgot.mutate(to, {
      onSuccess: (sent) => {
        setEmail(to);
        countdown.start(sent.resend_after ?? otpRules.resendAfterSeconds);
        toast.success(t('forgot.sent'));
      },
      onError: fail,
    });
  };

  const changePassword = (form: ResetPasswordForm) => {
    if (!email) return;
    setFailure(null);
    reset.mutate(
      { email, ...form },
      {
        onSuccess: () => {
          toast.success(t('forgot.changed'));
          navigate(pagePaths.login);
        },
        onError: fail,
      },
    );
  };

  return (
    <AccountPage title={t('forgot.title')} narrow>
      {email ? (
        <ResetForm
          email={email}
          resendIn={countdown.remaining}
          onResend={() => requestCode(email)}
          onSubmit={changePassword}
          pending={reset.isPending}
          resending={forgot.isPending}
          error={failure}
        />
      ) : (
        <RequestForm onSubmit={requestCode} pending={forgot.isPending} error={failure} />
      )}
      <p className={styles.links}>
        <Link to={pagePaths.login}>{t('forgot.backToSignIn')}</Link>
      </p>
    </AccountPage>
  );
}

function RequestForm({
  onSubmit,
  pending,
  error,
}: {
  onSubmit: (email: string) => void;
  pending: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('account');
  const { register, handleSubmit, formState } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordForm),
    defaultValues: { email: '' },
  });
  return (
    <form className={styles.card} noValidate onSubmit={handleSubmit(({ email }) => onSubmit(email))}>
      <p>{t('forgot.intro')}</p>
      <FormField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={formState.errors.email}
      />
      <FormAlert message={error} />
      <Button type="submit" disabled={pending}>
        {t('forgot.sendCode')}
      </Button>
    </form>
  );
}

function ResetForm({
  email,
  resendIn,
  onResend,
  onSubmit,
  pending,
  resending,
  error,
}: {
  email: string;
  resendIn: number;
  onResend: () => void;
  onSubmit: (form: ResetPasswordForm) => void;
  pending: boolean;
  resending: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('account');
  const { register, handleSubmit, formState } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { otp: '', password: '', re_password: '' },
  });
  return (
    <form className={styles.card} noValidate onSubmit={handleSubmit(onSubmit)}>
      <p>{t('otp.sentTo', { to: isolate(email) })}</p>
      <OtpCodeField registration={register('otp')} error={formState.errors.otp} />
      <NewPasswordFields
        passwordLabel={t('fields.newPassword')}
        password={register('password')}
        confirmation={register('re_password')}
        errors={formState.errors}
      />
      <FormAlert message={error} />
      <div className={styles.actions}>
        <Button type="submit" disabled={pending}>
          {t('forgot.submit')}
        </Button>
        <ResendCodeButton resendIn={resendIn} resending={resending} onResend={onResend} />
      </div>
    </form>
  );
}
