import { Button, Dialog } from '@domus/shared/ui';
import { useId, useState } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import styles from '../../../components/chat.module.css';

/** block-user's reason is free text of at most this many characters (contract). */
const REASON_MAX_LENGTH = 500;

export interface BlockDialogProps {
  name: string;
  pending: boolean;
  failure: string | null;
  onBlock: (reason: string) => void;
  onClose: () => void;
}

/** "Block <name>?" with an optional reason. */
export function BlockDialog({ name, pending, failure, onBlock, onClose }: BlockDialogProps) {
  const { t } = useTranslation('chat');
  const reasonId = useId();
  const [reason, setReason] = useState('');
  return (
    <Dialog
      title={t('block.title', { name })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('block.cancel')}
          </Button>
          <Button disabled={pending} onClick={() => onBlock(reason)}>
            {t('block.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('block.text')}</p>
      <label htmlFor={reasonId} className={styles.fieldLabel}>
        {t('block.reason')}
      </label>
      <textarea
        id={reasonId}
        className={styles.textarea}
        rows={3}
        maxLength={REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
    </Dialog>
  );
}
