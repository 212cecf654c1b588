import type { Advertisement } from '@domus/shared/contract';
import { Button, Dialog } from '@domus/shared/ui';
import { useState, type ReactNode } from 'react';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';

import formStyles from './form/form.module.css';

export type AdvertisementType = Advertisement['type'];

/** What the owner's dialogs about one listing are given. */
interface ListingDialogProps {
  /** The listing's title. */
  title: string;
  pending: boolean;
  error: string | null;
  onClose: () => void;
}

/** Choose where a featured listing shows (slider or list) before sending it for approval. */
export function FeatureDialog({
  title,
  pending,
  error,
  onConfirm,
  onClose,
}: ListingDialogProps & { onConfirm: (type: AdvertisementType) => void }) {
  const { t } = useTranslation('listings');
  const [type, setType] = useState<AdvertisementType>('list');
  return (
    <ConfirmDialog
      title={t('manage.featureTitle', { title: isolate(title) })}
      confirmLabel={t('manage.featureConfirm')}
      pending={pending}
      error={error}
      onConfirm={() => onConfirm(type)}
      onClose={onClose}
    >
      <fieldset className={formStyles.choices}>
        <legend className={formStyles.label}>{t('manage.featureWhere')}</legend>
        {(['list', 'slider'] as const).map((option) => (
          <label key={option} className={formStyles.choice}>
            <input type="radio" name="advertisement-type" checked={type === option} onChange={() => setType(option)} />
            {t(`advertisement.type.${option}`)}
          </label>
        ))}
      </fieldset>
    </ConfirmDialog>
  );
}

/** "Delete <title>?" with Delete and Cancel. */
export function ConfirmDeleteDialog({
  title,
  pending,
  error,
  onConfirm,
  onClose,
}: ListingDialogProps & { onConfirm: () => void }) {
  const { t } = useTranslation('listings');
  return (
    <ConfirmDialog
      role="alertdialog"
      title={t('manage.deleteTitle', { title: isolate(title) })}
      confirmLabel={t('manage.deleteConfirm')}
      pending={pending}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{t('manage.deleteText')}</p>
    </ConfirmDialog>
  );
}

/** A question with Cancel and a confirming button, off while the answer is on its way, and why it failed. */
function ConfirmDialog({
  title,
  role,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
  children,
}: ListingDialogProps & { onConfirm: () => void; role?: 'alertdialog'; confirmLabel: string; children: ReactNode }) {
  const { t } = useTranslation('listings');
  return (
    <Dialog
      role={role}
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('manage.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error ? (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
