import { savedSearchFrequencies } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import type { UseFormRegisterReturn } from 'react-hook-form';

import formStyles from '../../../../components/form/form.module.css';
import styles from './saved-searches.module.css';

/** How often e-mails come, each choice with what it means; in-app notices come at once whichever it is. */
export function FrequencyChoices({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('listings');
  return (
    <fieldset className={formStyles.field}>
      <legend className={formStyles.label}>{t('savedSearches.frequency')}</legend>
      <div className={styles.frequencies}>
        {savedSearchFrequencies.map((frequency) => (
          <label key={frequency} className={formStyles.choice}>
            <input type="radio" value={frequency} {...registration} />
            <span>
              {t(`savedSearches.frequencyOption.${frequency}`)}
              <small className={styles.choiceHint}>{t(`savedSearches.frequencyHint.${frequency}`)}</small>
            </span>
          </label>
        ))}
      </div>
      <p className={formStyles.hint}>{t('savedSearches.inAppAlways')}</p>
    </fieldset>
  );
}
