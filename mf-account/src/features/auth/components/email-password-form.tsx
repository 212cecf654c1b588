import { zodResolver } from '@hookform/resolvers/zod';
import { loginTypes } from '@domus/shared/contract';
import { Button } from '@domus/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@domus/shared/i18n';

import styles from '../../../components/account.module.css';
import { FormAlert, FormField } from '../../../components/form-field';
import { accountErrorText } from '../../../lib/error-text';
import { emailSignInForm, type EmailSignInForm } from '../../../lib/form-rules';
import { useFinishSignIn } from '../../../lib/use-finish-sign-in';
import { useUserSignup } from '../api/user-signup';

/** Sign in with e-mail and password (user_signup, logintype 3). */
export function EmailPasswordForm() {
  const { t } = useTranslation('account');
  const signup = useUserSignup();
  const finish = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<EmailSignInForm>({
    resolver: zodResolver(emailSignInForm),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(({ email, password }) => {
    setFailure(null);
    signup.mutate(
      { logintype: loginTypes.email, email, password },
      { onSuccess: finish, onError: (error) => setFailure(accountErrorText(error, t)) },
    );
  });

  return (
    <form className={styles.card} noValidate onSubmit={submit} aria-label={t('signIn.withPassword')}>
      <FormField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={formState.errors.email}
      />
      <FormField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={formState.errors.password}
      />
      <FormAlert message={failure} />
      <Button type="submit" disabled={signup.isPending}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
