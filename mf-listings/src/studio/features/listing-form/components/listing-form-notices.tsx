import { listingMessages } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';

import { FormAlert } from '../../../../components/form/form-field';
import styles from '../../../../components/form/form.module.css';
import { useMessageText } from '../../../../hooks/use-message-text';

export interface ListingFormNoticesProps {
  restored: boolean;
  failure: string | null;
  /** The listing is live and this member's changes to what readers see are reviewed (useEditGoesToReview). */
  goesToReview?: boolean;
}

/**
 * Whether a saved draft was restored (announced) or typing is kept as one, why the last save
 * failed, and, before a live listing is changed, that some changes hide it until a moderator approves.
 */
export function ListingFormNotices({ restored, failure, goesToReview = false }: ListingFormNoticesProps) {
  const { t } = useTranslation('listings');
  const messageText = useMessageText();
  return (
    <>
      {goesToReview ? (
        <p className={styles.notice} role="note">
          {messageText(listingMessages.editSendsToReview)}
        </p>
      ) : null}
      {restored ? (
        <p className={styles.notice} role="status">
          {t('form.draftRestored')}
        </p>
      ) : (
        <p className={styles.hint}>{t('form.draftNote')}</p>
      )}
      <FormAlert message={failure} />
    </>
  );
}
