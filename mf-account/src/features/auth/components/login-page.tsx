import { useSettings } from '@domus/shared/settings';
import { useSessionUser } from '@domus/shared/store';
import { useState } from 'react';
import { useTranslation } from '@domus/shared/i18n';
import { Link, Navigate, useSearchParams } from '@domus/shared/routing';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { AccountPage } from '../../../components/account-page';
import styles from '../../../components/account.module.css';
import { DASHBOARD_PATH } from '../../../lib/use-finish-sign-in';
import { EmailPasswordForm } from './email-password-form';
import { GoogleSignInButton } from './google-sign-in-button';
import { OtpSignIn } from './otp-sign-in';

type Method = 'password' | 'phone' | 'emailCode';

/** `/login`: e-mail and password, a code by phone or e-mail, Google when the site has Firebase. */
export function LoginPage() {
  const { t } = useTranslation('account');
  const settings = useSettings();
  const user = useSessionUser();
  // Only a user signed in on arrival is sent on; signing in here navigates by itself.
  const [signedInOnArrival] = useState(() => user !== null);
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');

  // A switch counts as on until the settings say "0": the page never starts empty.
  const on = (value: unknown) => value !== '0';
  const methods: Method[] = [
    ...(on(settings?.email_password_login) ? (['password', 'emailCode'] as const) : []),
    ...(on(settings?.number_with_otp_login) ? (['phone'] as const) : []),
  ];
  const [chosen, setChosen] = useState<Method>('password');
  const method = methods.includes(chosen) ? chosen : methods[0];
  const firebase = settings?.firebase;
  const google = firebase?.apiKey && settings?.social_login === '1' ? firebase : undefined;

  if (signedInOnArrival) return <Navigate to={DASHBOARD_PATH} replace />;

  const withRedirect = (path: string) => (redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path);

  return (
    <AccountPage title={t('signIn.title')} narrow>
      {methods.length > 1 ? (
        <div className={styles.tabs} role="tablist" aria-label={t('signIn.methods')}>
          {methods.map((candidate) => (
            <button
              key={candidate}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={candidate === method}
              onClick={() => setChosen(candidate)}
            >
              {t(`signIn.method.${candidate}`)}
            </button>
          ))}
        </div>
      ) : null}
      {method === 'password' ? <EmailPasswordForm /> : null}
      {method === 'phone' ? <OtpSignIn key="phone" channel="phone" /> : null}
      {method === 'emailCode' ? <OtpSignIn key="email" channel="email" /> : null}
      {google ? (
        <>
          <p className={styles.divider}>{t('signIn.or')}</p>
          <GoogleSignInButton config={google} />
        </>
      ) : null}
      <p className={styles.links}>
        <Link to={pagePaths.forgotPassword}>{t('signIn.forgotPassword')}</Link>
        <Link to={withRedirect(pagePaths.register)}>{t('signIn.createAccount')}</Link>
      </p>
    </AccountPage>
  );
}
