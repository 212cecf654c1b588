import { zodResolver } from '@hookform/resolvers/zod';
import { useSessionUser } from '@domus/shared/store';
import { loginTypes, otpRules } from '@domus/shared/contract';
import { Button } from '@domus/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@domus/shared/i18n';
import { Link, Navigate, useSearchParams } from '@domus/shared/routing';
import { toast } from 'react-toastify';
import { loginPagePath } from '@domus/shared/contract/page-paths';

import { useGetOtp } from '../../../api/get-otp';
import { useVerifyOtp } from '../../../api/verify-otp';
import { AccountPage } from '../../../components/account-page';
import styles from '../../../components/account.module.css';
import { NewPasswordFields } from '../../../components/code-fields';
import { FormAlert, FormField } from '../../../components/form-field';
import { OtpCodeStep } from '../../../components/otp-code-form';
import { useCountdown } from '../../../hooks/use-countdown';
import { accountErrorText } from '../../../lib/error-text';
import { registerForm, type RegisterForm } from '../../../lib/form-rules';
import { DASHBOARD_PATH, useFinishSignIn } from '../../../lib/use-finish-sign-in';
import { useUserSignup } from '../api/user-signup';

/**
 * `/register`: name, e-mail and password (twice); the e-mail is proved with a code before
 * the account is created (get-otp -> verify-otp -> user_signup).
 */
export function RegisterPage() {
  const { t } = useTranslation('account');
  const user = useSessionUser();
  // Only a user signed in on arrival is sent on; signing in here navigates by itself.
  const [signedInOnArrival] = useState(() => user !== null);
  const [searchParams] = useSearchParams();
  const [details, setDetails] = useState<RegisterForm | null>(null);
  const [sentTo, setSentTo] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const countdown = useCountdown();
  const getOtp = useGetOtp();
  const verifyOtp = useVerifyOtp();
  const signup = useUserSignup();
  const finish = useFinishSignIn();
  const { register, handleSubmit, formState } = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    defaultValues: { name: '', email: '', password: '', re_password: '' },
  });
  const fail = (error: unknown) => setFailure(accountErrorText(error, t));

  if (signedInOnArrival) return <Navigate to={DASHBOARD_PATH} replace />;

  const sendCode = (form: RegisterForm) => {
    setFailure(null);
    getOtp.mutate(
      { channel: 'email', address: form.email },
      {
        onSuccess: (sent) => {
          setDetails(form);
          setSentTo(sent.sent_to || form.email);
          countdown.start(sent.resend_after ?? otpRules.resendAfterSeconds);
          toast.success(t('otp.sent'));
        },
        onError: fail,
      },
    );
  };

  const createAccount = (otp: string) => {
    if (!details) return;
    setFailure(null);
    verifyOtp.mutate(
      { channel: 'email', address: details.email, otp },
      {
        onSuccess: ({ verification_token }) =>
          signup.mutate(
            { logintype: loginTypes.email, ...details, verification_token },
            { onSuccess: finish, onError: fail },
          ),
        onError: fail,
      },
    );
  };

  const redirect = searchParams.get('redirect');
  const loginLink = loginPagePath(redirect ?? undefined);

  return (
    <AccountPage title={t('register.title')} narrow>
      {details ? (
        <OtpCodeStep
          sentTo={sentTo}
          resendIn={countdown.remaining}
          onResend={() => sendCode(details)}
          onSubmit={createAccount}
          onChangeAddress={() => {
            setFailure(null);
            setDetails(null);
          }}
          pending={verifyOtp.isPending || signup.isPending}
          resending={getOtp.isPending}
          error={failure}
        />
      ) : (
        <form className={styles.card} noValidate onSubmit={handleSubmit(sendCode)}>
          <FormField
            label={t('fields.name')}
            autoComplete="name"
            registration={register('name')}
            error={formState.errors.name}
          />
          <FormField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={formState.errors.email}
          />
          <NewPasswordFields
            passwordLabel={t('fields.password')}
            hint={t('register.passwordHint')}
            password={register('password')}
            confirmation={register('re_password')}
            errors={formState.errors}
          />
          <FormAlert message={failure} />
          <Button type="submit" disabled={getOtp.isPending}>
            {t('register.sendCode')}
          </Button>
        </form>
      )}
      <p className={styles.links}>
        <Link to={loginLink}>{t('register.haveAccount')}</Link>
      </p>
    </AccountPage>
  );
}
