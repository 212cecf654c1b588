import { choiceParameterTypes, parameterTypes, type AdminParameter } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';

import { useSaveCatalogueRow } from '../api/catalogue';
import { CatalogueLayout } from './catalogue-layout';
import { ActivatableRow } from './catalogue-row';
import styles from './catalogue.module.css';
import { FormDialog, IconField, NameFields } from './form-parts';
import { useStatusFlow } from './use-status-flow';

type ParameterType = AdminParameter['type_of_parameter'];
const isChoice = (type: ParameterType) => (choiceParameterTypes as readonly string[]).includes(type);
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The form of a new facility (a category's parameter: bedrooms, parking...) or of one to change. */
function FacilityDialog({ facility, onClose }: { facility?: AdminParameter; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const id = useId();
  const save = useSaveCatalogueRow('facilities');
  const [name, setName] = useState(facility?.name ?? '');
  const [nameAr, setNameAr] = useState(facility?.name_ar ?? '');
  const [type, setType] = useState<ParameterType>(facility?.type_of_parameter ?? 'checkbox');
  const [choices, setChoices] = useState((facility?.type_values ?? []).join('\n'));
  const [choicesAr, setChoicesAr] = useState((facility?.type_values_ar ?? []).join('\n'));
  const [required, setRequired] = useState(facility?.is_required ?? false);
  const [icon, setIcon] = useState<File | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [choicesError, setChoicesError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = () => {
    setFailure(null);
    const missingName = !name.trim();
    const missingChoices = isChoice(type) && linesOf(choices).length === 0;
    setNameError(missingName ? t('catalogue.form.nameRequired') : null);
    setChoicesError(missingChoices ? t('catalogue.form.choicesRequired') : null);
    if (missingName || missingChoices) return;
    save.mutate(
      {
        ...(facility ? { id: String(facility.id) } : {}),
        name: name.trim(),
        name_ar: nameAr.trim(),
        type_of_parameter: type,
        type_values: isChoice(type) ? choices : '',
        type_values_ar: isChoice(type) ? choicesAr : '',
        is_required: required ? '1' : '0',
        ...(icon ? { icon } : {}),
      },
      {
        onSuccess: ({ message }) => {
          onClose();
          toast.success(message);
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };
  return (
    <FormDialog
      title={
        facility ? t('catalogue.form.editTitle', { name: facility.name }) : t('catalogue.form.newTitle.facilities')
      }
      pending={save.isPending}
      error={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameFields name={name} nameAr={nameAr} onName={setName} onNameAr={setNameAr} nameError={nameError} />
      <div className={styles.formField}>
        <label htmlFor={`${id}-type`}>{t('catalogue.form.type')}</label>
        <select id={`${id}-type`} value={type} onChange={(event) => setType(event.target.value as ParameterType)}>
          {parameterTypes.map((each) => (
            <option key={each} value={each}>
              {t(`catalogue.form.types.${each}`)}
            </option>
          ))}
        </select>
      </div>
      {isChoice(type) ? (
        <>
          <div className={styles.formField}>
            <label htmlFor={`${id}-choices`}>{t('catalogue.form.choices')}</label>
            <textarea
              id={`${id}-choices`}
              lang="en"
              dir="ltr"
              rows={4}
              value={choices}
              aria-invalid={choicesError ? true : undefined}
              aria-describedby={`${id}-choices-hint${choicesError ? ` ${id}-choices-error` : ''}`}
              onChange={(event) => setChoices(event.target.value)}
            />
            <p id={`${id}-choices-hint`} className={styles.hint}>
              {t('catalogue.form.choicesHint')}
            </p>
            {choicesError ? (
              <p id={`${id}-choices-error`} className={styles.fieldError}>
                {choicesError}
              </p>
            ) : null}
          </div>
          <div className={styles.formField}>
            <label htmlFor={`${id}-choices-ar`}>{t('catalogue.form.choicesAr')}</label>
            <textarea
              id={`${id}-choices-ar`}
              lang="ar"
              dir="rtl"
              rows={4}
              value={choicesAr}
              aria-describedby={`${id}-choices-ar-hint`}
              onChange={(event) => setChoicesAr(event.target.value)}
            />
            <p id={`${id}-choices-ar-hint`} className={styles.hint}>
              {t('catalogue.form.choicesArHint')}
            </p>
          </div>
        </>
      ) : null}
      <label className={styles.choice}>
        <input type="checkbox" checked={required} onChange={(event) => setRequired(event.target.checked)} />
        {t('catalogue.form.required')}
      </label>
      <IconField current={facility?.image ?? ''} onFile={setIcon} />
    </FormDialog>
  );
}

/** `/admin/catalogue/facilities`: what a category's listings tell (bedrooms, parking, furnished...). */
export function FacilitiesPage() {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState<AdminParameter | 'new' | null>(null);
  const status = useStatusFlow('facilities');
  return (
    <CatalogueLayout
      kind="facilities"
      onAdd={() => setEditing('new')}
      renderRow={(facility) => (
        <ActivatableRow
          key={facility.id}
          item={facility}
          facts={[
            [t('catalogue.facts.type'), t(`catalogue.form.types.${facility.type_of_parameter}`)],
            ...(facility.type_values.length
              ? [[t('catalogue.facts.choices'), facility.type_values.join(', ')] as [string, string]]
              : []),
            [t('catalogue.facts.required'), t(facility.is_required ? 'catalogue.facts.yes' : 'catalogue.facts.no')],
            [t('catalogue.facts.categories'), facility.categories],
            [t('catalogue.facts.listings'), facility.listings],
          ]}
          onEdit={() => setEditing(facility)}
          onStatus={(question) => status.ask(facility, question)}
        />
      )}
    >
      {editing ? (
        <FacilityDialog facility={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {status.dialog}
    </CatalogueLayout>
  );
}
