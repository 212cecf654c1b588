import { Button, Dialog } from '@domus/shared/ui';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';

import styles from '../../../components/account.module.css';
import { FormAlert } from '../../../components/form-field';
import { OtpCodeStep } from '../../../components/otp-code-form';
import type { ContactCheck } from '../use-contact-confirmation';

export interface ContactConfirmationDialogProps {
  check: ContactCheck;
  resendIn: number;
  sending: boolean;
  verifying: boolean;
  failure: string | null;
  /** Sends the code again (also after get-otp failed). */
  onResend: () => void;
  onVerify: (otp: string) => void;
  onChangeAddress: () => void;
  onCancel: () => void;
}

/** "Confirm your new email address / phone number": the code sent to it, checked before the profile is saved. */
export function ContactConfirmationDialog({
  check: { contact, sentTo },
  resendIn,
  sending,
  verifying,
  failure,
  onResend,
  onVerify,
  onChangeAddress,
  onCancel,
}: ContactConfirmationDialogProps) {
  const { t } = useTranslation('account');
  return (
    <Dialog
      title={t(contact.channel === 'email' ? 'profile.confirm.emailTitle' : 'profile.confirm.phoneTitle')}
      onClose={onCancel}
      actions={
        <Button variant="secondary" onClick={onCancel}>
          {t('profile.confirm.cancel')}
        </Button>
      }
    >
      <p className={styles.hint}>{t('profile.confirm.takesEffect', { address: isolate(contact.address) })}</p>
      {sentTo ? (
        <OtpCodeStep
          sentTo={sentTo}
          resendIn={resendIn}
          onResend={onResend}
          onSubmit={onVerify}
          onChangeAddress={onChangeAddress}
          pending={verifying}
          resending={sending}
          error={failure}
        />
      ) : (
        <>
          {sending ? <p role="status">{t('profile.confirm.sending', { address: isolate(contact.address) })}</p> : null}
          <FormAlert message={failure} />
          {failure ? (
            <div className={styles.actions}>
              <Button disabled={sending} onClick={onResend}>
                {t('otp.send')}
              </Button>
              <Button variant="ghost" onClick={onChangeAddress}>
                {t('otp.changeAddress')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
