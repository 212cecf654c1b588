import type { AdminCategory, AdminParameter } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { Button } from '@domus/shared/ui';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';

import { useCatalogueList, useSaveCatalogueRow } from '../api/catalogue';
import { CatalogueLayout } from './catalogue-layout';
import { ActivatableRow } from './catalogue-row';
import styles from './catalogue.module.css';
import { FormDialog, IconField, NameFields } from './form-parts';
import { useStatusFlow } from './use-status-flow';

/** A category's facilities in the posting form's order: move up or down, remove, add another. */
function ParameterOrder({
  chosen,
  all,
  onChange,
}: {
  chosen: number[];
  all: AdminParameter[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const byId = new Map(all.map((parameter) => [parameter.id, parameter]));
  const others = all.filter((parameter) => !chosen.includes(parameter.id));
  const [adding, setAdding] = useState('');
  const nameOf = (parameterId: number) => byId.get(parameterId)?.name ?? `#${parameterId}`;
  const move = (index: number, by: number) => {
    const next = [...chosen];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('catalogue.form.parameters')}</legend>
      <p className={styles.hint}>{t('catalogue.form.parametersHint')}</p>
      {chosen.length === 0 ? <p className={styles.hint}>{t('catalogue.form.noParameters')}</p> : null}
      <ol className={styles.ordered}>
        {chosen.map((parameterId, index) => {
          const name = nameOf(parameterId);
          return (
            <li key={parameterId} className={styles.orderedItem}>
              <span className={styles.orderedName}>{name}</span>
              <span className={styles.actions}>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={index === 0}
                  aria-label={t('catalogue.form.moveUp', { name })}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={index === chosen.length - 1}
                  aria-label={t('catalogue.form.moveDown', { name })}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={t('catalogue.form.remove', { name })}
                  onClick={() => onChange(chosen.filter((each) => each !== parameterId))}
                >
                  ✕
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      {others.length ? (
        <div className={styles.inline}>
          <div className={styles.field}>
            <label htmlFor={`${id}-add`}>{t('catalogue.form.chooseParameter')}</label>
            <select id={`${id}-add`} value={adding} onChange={(event) => setAdding(event.target.value)}>
              <option value="">—</option>
              {others.map((parameter) => (
                <option key={parameter.id} value={parameter.id}>
                  {parameter.name}
                </option>
              ))}
            </select>
          </div>
          <Button
            size="small"
            variant="secondary"
            disabled={adding === ''}
            onClick={() => {
              onChange([...chosen, Number(adding)]);
              setAdding('');
            }}
          >
            {t('catalogue.form.add')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The form of a new category or of one to change: names, icon, its facilities in order. */
function CategoryDialog({ category, onClose }: { category?: AdminCategory; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const save = useSaveCatalogueRow('categories');
  const parameters = useCatalogueList('facilities', '');
  const [name, setName] = useState(category?.name ?? '');
  const [nameAr, setNameAr] = useState(category?.name_ar ?? '');
  const [chosen, setChosen] = useState<number[]>(category?.parameter_ids ?? []);
  const [icon, setIcon] = useState<File | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = () => {
    setFailure(null);
    if (!name.trim()) return setNameError(t('catalogue.form.nameRequired'));
    setNameError(null);
    save.mutate(
      {
        ...(category ? { id: String(category.id) } : {}),
        name: name.trim(),
        name_ar: nameAr.trim(),
        // One empty field when none is chosen: the category keeps no facility.
        parameter_ids: chosen.length ? chosen.map(String) : '',
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
        category ? t('catalogue.form.editTitle', { name: category.name }) : t('catalogue.form.newTitle.categories')
      }
      pending={save.isPending}
      error={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameFields name={name} nameAr={nameAr} onName={setName} onNameAr={setNameAr} nameError={nameError} />
      <IconField current={category?.image ?? ''} onFile={setIcon} />
      <ParameterOrder chosen={chosen} all={parameters.data ?? []} onChange={setChosen} />
    </FormDialog>
  );
}

/** `/admin/catalogue`: the categories listings are filed under, with their facilities. */
export function CategoriesPage() {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const status = useStatusFlow('categories');
  return (
    <CatalogueLayout
      kind="categories"
      onAdd={() => setEditing('new')}
      renderRow={(category) => (
        <ActivatableRow
          key={category.id}
          item={category}
          facts={[
            [t('catalogue.facts.facilities'), category.parameter_ids.length],
            [t('catalogue.facts.listings'), category.listings],
          ]}
          onEdit={() => setEditing(category)}
          onStatus={(question) => status.ask(category, question)}
        />
      )}
    >
      {editing ? (
        <CategoryDialog category={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {status.dialog}
    </CatalogueLayout>
  );
}
