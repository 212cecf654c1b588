import type { Facility, Parameter } from '@domus/shared/contract';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { isolate, translatedName } from '@domus/shared/format';
import { BidiText } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';

import { FormField, SelectField } from '../../../../components/form/form-field';
import styles from '../../../../components/form/form.module.css';
import { useMessageText } from '../../../../hooks/use-message-text';
import { facilityKey, fillableParameters, parameterKey, type PropertyFormValues } from '../property-form-schema';

interface StepProps {
  register: UseFormRegister<PropertyFormValues>;
  errors: FieldErrors<PropertyFormValues>;
}

/** The chosen category's parameters, each as its type asks (required ones are marked). */
export function ParameterFields({
  parameters,
  values,
  register,
  setValue,
  errors,
}: StepProps & {
  parameters: readonly Parameter[];
  values: Record<string, string>;
  setValue: UseFormSetValue<PropertyFormValues>;
}) {
  const { t } = useTranslation('listings');
  const messageText = useMessageText();
  const fillable = fillableParameters(parameters);
  if (fillable.length === 0) return <p className={styles.hint}>{t('form.noParameters')}</p>;
  return (
    <div className={styles.grid}>
      {fillable.map((parameter) => {
        const key = parameterKey(parameter.id);
        const name = `parameters.${key}` as const;
        const label = parameter.is_required ? (
          <BidiText>{t('form.requiredLabel', { label: isolate(translatedName(parameter)) })}</BidiText>
        ) : (
          <bdi>{translatedName(parameter)}</bdi>
        );
        const error = errors.parameters?.[key];
        // The value sent stays the stored choice; the reader sees it in the page's language (older servers: as stored).
        const options = parameter.type_values.map((value, index) => ({
          value,
          label: parameter.translated_type_values?.[index] || value,
          dir: 'auto' as const,
        }));
        switch (parameter.type_of_parameter) {
          case 'dropdown':
            return (
              <SelectField
                key={key}
                label={label}
                registration={register(name)}
                error={error}
                options={options}
                placeholder={t('form.choose')}
              />
            );
          case 'radiobutton':
          case 'checkbox': {
            const chosen = (values[key] ?? '').split(',').filter(Boolean);
            return (
              <fieldset key={key} className={styles.field}>
                <legend className={styles.label}>{label}</legend>
                <div className={styles.choices}>
                  {options.map(({ value: option, label: optionLabel }) => (
                    <label key={option} className={styles.choice}>
                      <input
                        type={parameter.type_of_parameter === 'checkbox' ? 'checkbox' : 'radio'}
                        name={name}
                        checked={chosen.includes(option)}
                        onChange={(event) => {
                          const next =
                            parameter.type_of_parameter === 'radiobutton'
                              ? [option]
                              : event.target.checked
                                ? [...chosen, option]
                                : chosen.filter((other) => other !== option);
                          setValue(name, next.join(','), { shouldDirty: true, shouldValidate: Boolean(error) });
                        }}
                      />
                      <bdi>{optionLabel}</bdi>
                    </label>
                  ))}
                </div>
                {error?.message ? (
                  <p className={styles.error} role="alert">
                    {messageText(error.message)}
                  </p>
                ) : null}
              </fieldset>
            );
          }
          default:
            return (
              <FormField
                key={key}
                label={label}
                registration={register(name)}
                error={error}
                multiline={parameter.type_of_parameter === 'textarea'}
                inputMode={parameter.type_of_parameter === 'number' ? 'decimal' : undefined}
              />
            );
        }
      })}
    </div>
  );
}

/** Every facility with a checkbox and its distance in kilometres. */
export function FacilityFields({
  facilities,
  values,
  register,
  errors,
}: StepProps & { facilities: readonly Facility[]; values: PropertyFormValues['facilities'] }) {
  const { t } = useTranslation('listings');
  if (facilities.length === 0) return <p className={styles.hint}>{t('form.noFacilities')}</p>;
  return (
    <ul className={styles.grid} aria-label={t('form.steps.facilities')} style={{ listStyle: 'none', padding: 0 }}>
      {facilities.map((facility) => {
        const key = facilityKey(facility.id);
        const selected = values[key]?.selected ?? false;
        return (
          <li key={key} className={styles.field}>
            <label className={styles.choice}>
              <input type="checkbox" {...register(`facilities.${key}.selected`)} />
              <bdi>{translatedName(facility)}</bdi>
            </label>
            {selected ? (
              <FormField
                label={<BidiText>{t('form.distance', { name: isolate(translatedName(facility)) })}</BidiText>}
                registration={register(`facilities.${key}.distance`)}
                error={errors.facilities?.[key]?.distance}
                inputMode="decimal"
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
