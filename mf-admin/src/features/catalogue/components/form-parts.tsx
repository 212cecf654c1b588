import { catalogueIconRules } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import { Button, Dialog } from '@domus/shared/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';

import styles from './catalogue.module.css';

/** The English and Arabic names of a row (the Arabic one written right to left). */
export function NameFields({
  name,
  nameAr,
  onName,
  onNameAr,
  nameError,
}: {
  name: string;
  nameAr: string;
  onName: (value: string) => void;
  onNameAr: (value: string) => void;
  nameError: string | null;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <>
      <div className={styles.formField}>
        <label htmlFor={`${id}-name`}>{t('catalogue.form.name')}</label>
        <input
          id={`${id}-name`}
          lang="en"
          dir="ltr"
          value={name}
          maxLength={100}
          required
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          onChange={(event) => onName(event.target.value)}
        />
        {nameError ? (
          <p id={`${id}-name-error`} className={styles.fieldError}>
            {nameError}
          </p>
        ) : null}
      </div>
      <div className={styles.formField}>
        <label htmlFor={`${id}-name-ar`}>{t('catalogue.form.nameAr')}</label>
        <input
          id={`${id}-name-ar`}
          lang="ar"
          dir="rtl"
          value={nameAr}
          maxLength={100}
          aria-describedby={`${id}-name-ar-hint`}
          onChange={(event) => onNameAr(event.target.value)}
        />
        <p id={`${id}-name-ar-hint`} className={styles.hint}>
          {t('catalogue.form.nameArHint')}
        </p>
      </div>
    </>
  );
}

/** Why an icon file cannot be sent (its type or size), or null. */
export function iconProblem(file: File): 'iconType' | 'iconSize' | null {
  if (!(catalogueIconRules.types as readonly string[]).includes(file.type)) return 'iconType';
  if (file.size > catalogueIconRules.maxBytes) return 'iconSize';
  return null;
}

/** The icon: the current one, or the chosen file's preview; PNG or JPEG only (checked here and by the API). */
export function IconField({
  current,
  onFile,
}: {
  /** The row's icon URL ('' when none). */
  current: string;
  onFile: (file: File | null) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string>('');
  const shownUrl = useRef('');
  const show = (url: string) => {
    if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
    shownUrl.current = url;
    setPreview(url);
  };
  // The preview's object URL goes with the dialog.
  useEffect(() => () => void (shownUrl.current && URL.revokeObjectURL(shownUrl.current)), []);
  const shown = preview || current;
  return (
    <div className={styles.formField}>
      <label htmlFor={`${id}-icon`}>{t('catalogue.form.icon')}</label>
      {shown ? <img className={styles.preview} src={shown} alt={t('catalogue.form.iconPreview')} /> : null}
      <input
        id={`${id}-icon`}
        type="file"
        accept={catalogueIconRules.types.join(',')}
        aria-describedby={`${id}-icon-hint${problem ? ` ${id}-icon-error` : ''}`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          const wrong = chosen ? iconProblem(chosen) : null;
          setProblem(wrong ? t(`catalogue.form.${wrong}`) : null);
          onFile(wrong ? null : chosen);
          show(chosen && !wrong ? URL.createObjectURL(chosen) : '');
          if (wrong) event.target.value = '';
        }}
      />
      <p id={`${id}-icon-hint`} className={styles.hint}>
        {t('catalogue.form.iconHint')}
      </p>
      {problem ? (
        <p id={`${id}-icon-error`} className={styles.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** A dialog holding a form: its Save button sends the form (Enter in a field too). */
export function FormDialog({
  title,
  pending,
  error,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  pending: boolean;
  /** Why the last attempt failed (the API's message), in the page's language. */
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const formId = useId();
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button type="submit" form={formId} disabled={pending}>
            {pending ? t('catalogue.saving') : t('catalogue.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('catalogue.cancel')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {error ? (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
