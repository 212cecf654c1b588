import type { VerificationFieldValue, VerificationFormField } from '@domus/shared/contract';
import { useId } from 'react';
import { Controller, type Control, type FieldError, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@domus/shared/i18n';
import { translatedName } from '@domus/shared/format';

import styles from '../../../components/account.module.css';
import { answerKey, type VerificationAnswers } from '../verification-form';
import { DocumentLink } from './document-link';

export interface VerificationFieldProps {
  field: VerificationFormField;
  register: UseFormRegister<VerificationAnswers>;
  control: Control<VerificationAnswers>;
  error?: FieldError;
  previous?: VerificationFieldValue;
}

/** A choice as the reader sees it, in the page's language (the answer sent stays the stored choice). */
const choiceLabel = (field: VerificationFormField, index: number) =>
  field.translated_options?.[index] || field.options[index];

/** One question of the admin's form, drawn by its type. */
export function VerificationField({ field, register, control, error, previous }: VerificationFieldProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const name = answerKey(field);
  // The admin's field name is content; the required mark is not.
  const label = (
    <>
      <bdi>{translatedName(field)}</bdi>
      {field.is_required ? ' *' : null}
    </>
  );
  const invalid = error ? true : undefined;
  const describedBy = error ? `${id}-error` : undefined;
  const message = error?.message ? (
    <p id={`${id}-error`} className={styles.error} role="alert">
      {t(error.message)}
    </p>
  ) : null;

  if (field.field_type === 'radio' || field.field_type === 'checkbox') {
    return (
      <fieldset className={styles.field} aria-invalid={invalid} aria-describedby={describedBy}>
        <legend className={styles.legend}>{label}</legend>
        <div className={styles.choices}>
          {field.field_type === 'radio'
            ? field.options.map((option, index) => (
                <label key={option} className={styles.choice}>
                  <input type="radio" value={option} {...register(name)} />
                  <bdi>{choiceLabel(field, index)}</bdi>
                </label>
              ))
            : null}
          {field.field_type === 'checkbox' ? (
            <Controller
              control={control}
              name={name}
              render={({ field: { value, onChange, onBlur } }) => {
                const chosen = Array.isArray(value) ? value : [];
                return (
                  <>
                    {field.options.map((option, index) => (
                      <label key={option} className={styles.choice}>
                        <input
                          type="checkbox"
                          checked={chosen.includes(option)}
                          onBlur={onBlur}
                          onChange={(event) =>
                            onChange(
                              event.target.checked
                                ? [...chosen, option]
                                : chosen.filter((candidate) => candidate !== option),
                            )
                          }
                        />
                        <bdi>{choiceLabel(field, index)}</bdi>
                      </label>
                    ))}
                  </>
                );
              }}
            />
          ) : null}
        </div>
        {message}
      </fieldset>
    );
  }

  const common = { id, 'aria-invalid': invalid, 'aria-describedby': describedBy, ...register(name) };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {field.field_type === 'textarea' ? <textarea rows={4} {...common} /> : null}
      {field.field_type === 'text' ? <input type="text" {...common} /> : null}
      {field.field_type === 'number' ? <input type="text" inputMode="decimal" {...common} /> : null}
      {field.field_type === 'dropdown' ? (
        <select {...common}>
          <option value="">{t('verification.choose')}</option>
          {field.options.map((option, index) => (
            <option key={option} value={option} dir="auto">
              {choiceLabel(field, index)}
            </option>
          ))}
        </select>
      ) : null}
      {field.field_type === 'file' ? (
        <>
          <input type="file" accept="application/pdf,image/jpeg,image/png" {...common} />
          <p className={styles.hint}>
            {t('verification.fileHint')}
            {previous?.file_url ? (
              <>
                {' '}
                <DocumentLink url={previous.file_url} label={t('verification.previousFile')} />
              </>
            ) : null}
          </p>
        </>
      ) : null}
      {message}
    </div>
  );
}
