import { loginTypes, type FirebaseWebConfig } from '@domus/shared/contract';
import { Button } from '@domus/shared/ui';
import { useState } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import { FormAlert } from '../../../components/form-field';
import { accountErrorText } from '../../../lib/error-text';
import { useFinishSignIn } from '../../../lib/use-finish-sign-in';
import { useUserSignup } from '../api/user-signup';

const FIREBASE_APP_NAME = 'domus';

/** Google through the firebase SDK (loaded on click only); the server verifies the ID token. */
async function googleIdToken(config: FirebaseWebConfig) {
  const [{ getApps, initializeApp }, { getAuth, GoogleAuthProvider, signInWithPopup }] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  // vapidKey belongs to messaging, not to the app options.
  const { vapidKey: _vapidKey, ...options } = config;
  const app =
    getApps().find((candidate) => candidate.name === FIREBASE_APP_NAME) ?? initializeApp(options, FIREBASE_APP_NAME);
  const { user } = await signInWithPopup(getAuth(app), new GoogleAuthProvider());
  return { idToken: await user.getIdToken(), name: user.displayName ?? '', email: user.email ?? '' };
}

export function GoogleSignInButton({ config }: { config: FirebaseWebConfig }) {
  const { t } = useTranslation('account');
  const signup = useUserSignup();
  const finish = useFinishSignIn();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = async () => {
    setFailure(null);
    setBusy(true);
    try {
      const google = await googleIdToken(config);
      finish(
        await signup.mutateAsync({
          logintype: loginTypes.google,
          id_token: google.idToken,
          name: google.name,
          email: google.email,
        }),
      );
    } catch (error) {
      setFailure(accountErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" disabled={busy} onClick={() => void signIn()}>
        {t('signIn.google')}
      </Button>
      <FormAlert message={failure} />
    </>
  );
}
