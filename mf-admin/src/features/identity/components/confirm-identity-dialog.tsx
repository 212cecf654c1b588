import type { OtpSent } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { useSessionUser } from '@domus/shared/store';
import { Button, Dialog } from '@domus/shared/ui';
import { useId, useState, type FormEvent } from 'react';

import { confirmIdentity, confirmIdentityWithCode, sendIdentityCode, type CodeAddress } from '../api/confirm-identity';
import styles from './identity.module.css';

export interface ConfirmIdentityDialogProps {
  /** The operator proved who they are: the action they asked for is sent again. */
  onConfirmed: () => void;
  onClose: () => void;
}

type Way = 'password' | 'code';

/**
 * Asks the operator to prove who they are before a sensitive action (roles, payment settings,
 * deleting content, confirming a bank transfer) when their last proof is more than 10 minutes
 * old: with their password, or with a code sent to their own e-mail address (their phone
 * number when they have no address).
 */
export function ConfirmIdentityDialog({ onConfirmed, onClose }: ConfirmIdentityDialogProps) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const id = useId();
  const me = useSessionUser();
  const address: CodeAddress | null = me?.email ? { email: me.email } : me?.mobile ? { number: me.mobile } : null;
  const [way, setWay] = useState<Way>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<OtpSent | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const attempt = async (work: () => Promise<void>) => {
    setPending(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  };
  const sendCode = () =>
    void attempt(async () => {
      if (address) setSent(await sendIdentityCode(address));
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (way === 'password') {
      if (!password) return setFailure(t('identity.passwordRequired'));
      return void attempt(async () => {
        await confirmIdentity(password);
        onConfirmed();
      });
    }
    if (!sent) return sendCode();
    if (!code.trim()) return setFailure(t('identity.codeRequired'));
    return void attempt(async () => {
      await confirmIdentityWithCode(address!, code.trim());
      onConfirmed();
    });
  };
  const choose = (next: Way) => {
    setWay(next);
    setFailure(null);
  };
  const described = failure ? `${id}-error` : undefined;

  return (
    <Dialog
      title={t('identity.title')}
      onClose={onClose}
      actions={
        <>
          <Button type="submit" form={`${id}-form`} disabled={pending}>
            {way === 'code' && !sent ? t('identity.sendCode') : t('identity.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('users.cancel')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className={styles.form} onSubmit={submit}>
        <p>{t('identity.text')}</p>
        {address ? (
          <fieldset className={styles.ways}>
            <legend>{t('identity.way')}</legend>
            {(['password', 'code'] as const).map((each) => (
              <label key={each}>
                <input
                  type="radio"
                  name={`${id}-way`}
                  value={each}
                  checked={way === each}
                  onChange={() => choose(each)}
                />{' '}
                {t(`identity.ways.${each}`)}
              </label>
            ))}
          </fieldset>
        ) : null}
        {way === 'password' ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-password`}>{t('identity.password')}</label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={failure !== null}
              aria-describedby={described}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
        ) : sent ? (
          <>
            <p role="status">{t('identity.codeSent', { to: sent.sent_to })}</p>
            <div className={styles.field}>
              <label htmlFor={`${id}-code`}>{t('identity.code')}</label>
              <input
                id={`${id}-code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                value={code}
                aria-invalid={failure !== null}
                aria-describedby={described}
                onChange={(event) => setCode(event.target.value)}
              />
            </div>
            <Button variant="secondary" onClick={sendCode} disabled={pending}>
              {t('identity.sendAgain')}
            </Button>
          </>
        ) : (
          <p>{t('identity.codeText')}</p>
        )}
        {failure ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
