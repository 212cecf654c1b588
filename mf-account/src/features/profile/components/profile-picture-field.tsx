import { uploadRules } from '@domus/shared/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import styles from '../../../components/account.module.css';
import { checkProfileImage } from '../../../lib/image-check';

export interface ProfilePictureFieldProps {
  current: string | undefined;
  onChange: (file: File | null) => void;
}

/** Choose a picture: JPEG or PNG, at least 120x120, checked here before any upload. */
export function ProfilePictureField({ current, onChange }: ProfilePictureFieldProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    setProblem(null);
    if (!file) {
      onChange(null);
      setPreview(null);
      return;
    }
    const refusal = await checkProfileImage(file);
    if (refusal) {
      setProblem(
        t(`profile.picture.${refusal}`, {
          size: uploadRules.profileImageMinSize,
          megabytes: uploadRules.profileImageMaxBytes / (1024 * 1024),
        }),
      );
      onChange(null);
      setPreview(null);
      return;
    }
    onChange(file);
    setPreview(URL.createObjectURL(file));
  };

  const shown = preview ?? current;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('fields.profile')}</label>
      {shown ? <img className={styles.avatar} src={shown} alt={t('profile.picture.alt')} /> : null}
      <input
        id={id}
        type="file"
        accept={uploadRules.profileImageTypes.join(',')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('profile.picture.hint', { size: uploadRules.profileImageMinSize })}
      </p>
      {problem ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
