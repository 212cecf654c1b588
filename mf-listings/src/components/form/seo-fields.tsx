import { seoWarningMessages, seoWarnings } from '@domus/shared/contract';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@domus/shared/i18n';

import { useMessageText } from '../../hooks/use-message-text';
import { FormField } from './form-field';
import styles from './form.module.css';

export interface SeoValues {
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

/** Meta title, description and keywords; the spec's limits show as warnings, never as errors. */
export function SeoFields<T extends FieldValues & SeoValues>({
  register,
  values,
}: {
  register: UseFormRegister<T>;
  values: SeoValues;
}) {
  const { t } = useTranslation('listings');
  const messageText = useMessageText();
  const warnings = seoWarnings(values);
  const warningsFor = (warning: (typeof warnings)[number]) =>
    warnings.includes(warning) ? [messageText(seoWarningMessages[warning])] : [];
  return (
    <div className={styles.grid}>
      <FormField
        wide
        label={t('form.metaTitle')}
        registration={register('meta_title' as Path<T>)}
        warnings={warningsFor('metaTitleTooLong')}
        hint={t('form.metaTitleHint', { count: values.meta_title.trim().length })}
      />
      <FormField
        multiline
        label={t('form.metaDescription')}
        registration={register('meta_description' as Path<T>)}
        warnings={warningsFor('metaDescriptionLength')}
        hint={t('form.metaDescriptionHint', { count: values.meta_description.trim().length })}
      />
      <FormField
        wide
        label={t('form.metaKeywords')}
        registration={register('meta_keywords' as Path<T>)}
        warnings={warningsFor('tooManyKeywords')}
        hint={t('form.metaKeywordsHint')}
      />
    </div>
  );
}
