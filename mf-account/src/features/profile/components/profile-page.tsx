import { zodResolver } from '@hookform/resolvers/zod';
import { missingProfileFields } from '@domus/shared/guards';
import { Button } from '@domus/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

import { AccountPage } from '../../../components/account-page';
import styles from '../../../components/account.module.css';
import { FormAlert, FormField } from '../../../components/form-field';
import { accountErrorText } from '../../../lib/error-text';
import { useSessionActions, useSessionUser } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { profileForm, profileFormData, profileFormValues, type ProfileForm } from '../profile-form';
import { ProfilePictureField } from './profile-picture-field';

const textFields = [
  ['address', 'street-address'],
  ['city', 'address-level2'],
  ['state', 'address-level1'],
  ['country', 'country-name'],
] as const;
const socialFields = ['facebook_id', 'twiiter_id', 'instagram_id', 'youtube_id'] as const;

/** `/user/profile`: every field a user edits, the picture and the location. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const user = useSessionUser();
  const { userUpdated } = useSessionActions();
  const update = useUpdateProfile();
  const [picture, setPicture] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const { register, handleSubmit, formState, setValue, reset } = useForm<ProfileForm>({
    resolver: zodResolver(profileForm),
    defaultValues: profileFormValues(user ?? {}),
  });
  const missing = user ? missingProfileFields(user) : [];

  const save = handleSubmit((form) => {
    setFailure(null);
    update.mutate(profileFormData(form, picture), {
      onSuccess: ({ user: saved }) => {
        userUpdated(saved);
        reset(profileFormValues(saved));
        setPicture(null);
        toast.success(t('profile.saved'));
      },
      onError: (error) => setFailure(accountErrorText(error)),
    });
  });

  const fillMyPosition = () => {
    if (!('geolocation' in navigator)) {
      toast.error(t('profile.noGeolocation'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setValue('latitude', coords.latitude.toFixed(6), { shouldDirty: true, shouldValidate: true });
        setValue('longitude', coords.longitude.toFixed(6), { shouldDirty: true, shouldValidate: true });
        setLocating(false);
      },
      () => {
        toast.error(t('profile.positionDenied'));
        setLocating(false);
      },
    );
  };

  const field = (name: Exclude<keyof ProfileForm, 'notification'>, extra: Record<string, string> = {}) => (
    <FormField
      key={name}
      label={t(`fields.${name}`)}
      registration={register(name)}
      error={formState.errors[name]}
      {...extra}
    />
  );

  return (
    <AccountPage title={t('profile.title')}>
      {missing.length > 0 ? (
        <p className={styles.formAlert} role="status">
          {t('profile.incomplete', { fields: missing.map((name) => t(`fields.${name}`)).join(', ') })}
        </p>
      ) : null}
      <form className={styles.card} noValidate onSubmit={save}>
        <ProfilePictureField current={user?.profile || undefined} onChange={setPicture} />
        <div className={styles.grid}>
          {field('name', { autoComplete: 'name' })}
          {field('email', { type: 'email', autoComplete: 'email' })}
          {field('mobile', { type: 'tel', autoComplete: 'tel' })}
          {textFields.map(([name, autoComplete]) => field(name, { autoComplete }))}
        </div>
        <fieldset className={styles.card}>
          <legend className={styles.legend}>{t('profile.location')}</legend>
          <div className={styles.grid}>
            {field('latitude', { inputMode: 'decimal' })}
            {field('longitude', { inputMode: 'decimal' })}
          </div>
          <div className={styles.actions}>
            <Button variant="secondary" size="small" disabled={locating} onClick={fillMyPosition}>
              {t('profile.useMyPosition')}
            </Button>
          </div>
        </fieldset>
        <FormField
          label={t('fields.about_me')}
          multiline
          registration={register('about_me')}
          error={formState.errors.about_me}
        />
        <div className={styles.grid}>{socialFields.map((name) => field(name))}</div>
        <label className={styles.choice}>
          <input type="checkbox" {...register('notification')} />
          {t('fields.notification')}
        </label>
        <FormAlert message={failure} />
        <div className={styles.actions}>
          <Button type="submit" disabled={update.isPending}>
            {t('profile.save')}
          </Button>
        </div>
      </form>
    </AccountPage>
  );
}
