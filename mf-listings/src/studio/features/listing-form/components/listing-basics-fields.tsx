import type { Category } from '@domus/shared/contract';
import { translatedName } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import { FormField, SelectField } from '../../../../components/form/form-field';
import styles from '../../../../components/form/form.module.css';
import type { ListingFormValues } from '../listing-form-schema';

/** Category, the listing's own kind (`kindField`), title and description. */
export function ListingBasicsFields({
  categories,
  kindField,
  register,
  errors,
}: {
  categories: readonly Category[];
  kindField: ReactNode;
  register: UseFormRegister<ListingFormValues>;
  errors: FieldErrors<ListingFormValues>;
}) {
  const { t } = useTranslation('listings');
  return (
    <div className={styles.grid}>
      <SelectField
        label={t('form.category')}
        registration={register('category_id')}
        error={errors.category_id}
        // Category names are admins' text, in any script.
        options={categories.map((item) => ({
          value: String(item.id),
          label: translatedName(item),
          dir: 'auto' as const,
        }))}
        placeholder={t('form.choose')}
      />
      {kindField}
      <FormField wide label={t('form.title')} registration={register('title')} error={errors.title} />
      <FormField
        multiline
        label={t('form.description')}
        registration={register('description')}
        error={errors.description}
      />
    </div>
  );
}
