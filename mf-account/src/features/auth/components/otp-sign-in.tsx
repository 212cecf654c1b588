import { zodResolver } from '@hookform/resolvers/zod';
import { loginTypes, otpRules } from '@domus/shared/contract';
import { Button } from '@domus/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@domus/shared/i18n';
import { toast } from 'react-toastify';

import { useGetOtp, type OtpChannel } from '../../../api/get-otp';
import { useVerifyOtp } from '../../../api/verify-otp';
import styles from '../../../components/account.module.css';
import { FormAlert, FormField } from '../../../components/form-field';
import { OtpCodeStep } from '../../../components/otp-code-form';
import { useCountdown } from '../../../hooks/use-countdown';
import { accountErrorText } from '../../../lib/error-text';
import {
  emailAddressForm,
  newAccountNameForm,
  phoneAddressForm,
  type NewAccountNameForm,
  type OtpAddressForm,
} from '../../../lib/form-rules';
import { useFinishSignIn } from '../../../lib/use-finish-sign-in';
import { useUserSignup } from '../api/user-signup';

type Step = { name: 'address' } | { name: 'code'; sentTo: string } | { name: 'newName'; token: string };

/** Sign in (or sign up) with a one-time code sent to a phone number or an e-mail address. */
export function OtpSignIn({ channel }: { channel: OtpChannel }) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<Step>({ name: 'address' });
  const [address, setAddress] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const countdown = useCountdown();
  const getOtp = useGetOtp();
  const verifyOtp = useVerifyOtp();
  const signup = useUserSignup();
  const finish = useFinishSignIn();
  const fail = (error: unknown) => setFailure(accountErrorText(error, t));

  const sendCode = (to: string) => {
    setFailure(null);
    getOtp.mutate(
      { channel, address: to },
      {
        onSuccess: (sent) => {
          setAddress(to);
          setStep({ name: 'code', sentTo: sent.sent_to || to });
          countdown.start(sent.resend_after ?? otpRules.resendAfterSeconds);
          toast.success(t('otp.sent'));
        },
        onError: fail,
      },
    );
  };

  const signIn = (token: string, name = '') =>
    signup.mutate(
      channel === 'phone'
        ? { logintype: loginTypes.phone, mobile: address, verification_token: token, name }
        : { logintype: loginTypes.email, email: address, verification_token: token, name },
      { onSuccess: finish, onError: fail },
    );

  const verify = (otp: string) => {
    setFailure(null);
    verifyOtp.mutate(
      { channel, address, otp },
      {
        onSuccess: (verified) =>
          verified.user_exists
            ? signIn(verified.verification_token)
            : setStep({ name: 'newName', token: verified.verification_token }),
        onError: fail,
      },
    );
  };

  if (step.name === 'code') {
    return (
      <OtpCodeStep
        sentTo={step.sentTo}
        resendIn={countdown.remaining}
        onResend={() => sendCode(address)}
        onSubmit={verify}
        onChangeAddress={() => {
          setFailure(null);
          setStep({ name: 'address' });
        }}
        pending={verifyOtp.isPending || signup.isPending}
        resending={getOtp.isPending}
        error={failure}
      />
    );
  }
  if (step.name === 'newName') {
    return <NewAccountName onSubmit={(name) => signIn(step.token, name)} pending={signup.isPending} error={failure} />;
  }
  return (
    <OtpAddress channel={channel} initial={address} onSubmit={sendCode} pending={getOtp.isPending} error={failure} />
  );
}

function OtpAddress({
  channel,
  initial,
  onSubmit,
  pending,
  error,
}: {
  channel: OtpChannel;
  initial: string;
  onSubmit: (address: string) => void;
  pending: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('account');
  const { register, handleSubmit, formState } = useForm<OtpAddressForm>({
    resolver: zodResolver(channel === 'phone' ? phoneAddressForm : emailAddressForm),
    defaultValues: { address: initial },
  });
  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={handleSubmit(({ address }) => onSubmit(address))}
      aria-label={channel === 'phone' ? t('signIn.withPhone') : t('signIn.withEmailCode')}
    >
      <FormField
        label={channel === 'phone' ? t('fields.mobile') : t('fields.email')}
        type={channel === 'phone' ? 'tel' : 'email'}
        autoComplete={channel === 'phone' ? 'tel' : 'email'}
        registration={register('address')}
        error={formState.errors.address}
        hint={channel === 'phone' ? t('otp.phoneHint') : undefined}
      />
      <FormAlert message={error} />
      <Button type="submit" disabled={pending}>
        {t('otp.send')}
      </Button>
    </form>
  );
}

function NewAccountName({
  onSubmit,
  pending,
  error,
}: {
  onSubmit: (name: string) => void;
  pending: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('account');
  const { register, handleSubmit, formState } = useForm<NewAccountNameForm>({
    resolver: zodResolver(newAccountNameForm),
    defaultValues: { name: '' },
  });
  return (
    <form className={styles.card} noValidate onSubmit={handleSubmit(({ name }) => onSubmit(name))}>
      <p>{t('otp.newAccount')}</p>
      <FormField
        label={t('fields.name')}
        autoComplete="name"
        registration={register('name')}
        error={formState.errors.name}
      />
      <FormAlert message={error} />
      <Button type="submit" disabled={pending}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
