import { useTranslation } from '@domus/shared/i18n';

import { FormAlert } from '../../../../components/form/form-field';
import styles from '../../../../components/form/form.module.css';

/** Whether a saved draft was restored (announced) or typing is kept as one, and why the last save failed. */
export function ListingFormNotices({ restored, failure }: { restored: boolean; failure: string | null }) {
  const { t } = useTranslation('listings');
  return (
    <>
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
