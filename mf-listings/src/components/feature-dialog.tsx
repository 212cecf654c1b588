import type { Advertisement } from '@domus/shared/contract';
import { Button, Dialog } from '@domus/shared/ui';
import { useState } from 'react';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';

import formStyles from './form/form.module.css';

export type AdvertisementType = Advertisement['type'];

/** Choose where a featured listing shows (slider or list) before sending it for approval. */
export function FeatureDialog({
  title,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  pending: boolean;
  error: string | null;
  onConfirm: (type: AdvertisementType) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('listings');
  const [type, setType] = useState<AdvertisementType>('list');
  return (
    <Dialog
      title={t('manage.featureTitle', { title: isolate(title) })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('manage.cancel')}
          </Button>
          <Button onClick={() => onConfirm(type)} disabled={pending}>
            {t('manage.featureConfirm')}
          </Button>
        </>
      }
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
      {error ? (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

/** "Delete <title>?" with Delete and Cancel. */
export function ConfirmDeleteDialog({
  title,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('listings');
  return (
    <Dialog
      role="alertdialog"
      title={t('manage.deleteTitle', { title: isolate(title) })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('manage.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            {t('manage.deleteConfirm')}
          </Button>
        </>
      }
    >
      <p>{t('manage.deleteText')}</p>
      {error ? (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
