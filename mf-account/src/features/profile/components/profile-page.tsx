import { zodResolver } from '@hookform/resolvers/zod';
import { useSessionUser } from '@domus/shared/store';
import { ApiError } from '@domus/shared/api';
import { missingProfileFields } from '@domus/shared/guards';
import { Button } from '@domus/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@domus/shared/i18n';
import { toast } from 'react-toastify';

import { AccountPage } from '../../../components/account-page';
import styles from '../../../components/account.module.css';
import { FormAlert, FormField } from '../../../components/form-field';
import { accountErrorText } from '../../../lib/error-text';
import { useSessionActions } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';
import {
  newContacts,
  profileForm,
  profileFormData,
  profileFormValues,
  type ContactField,
  type ProfileForm,
} from '../profile-form';
import { useContactConfirmation } from '../use-contact-confirmation';
import { ContactConfirmationDialog } from './contact-confirmation-dialog';
import { ProfilePictureField } from './profile-picture-field';

const textFields = [
  ['address', 'street-address'],
  ['city', 'address-level2'],
  ['state', 'address-level1'],
  ['country', 'country-name'],
] as const;
const socialFields = ['facebook_id', 'twiiter_id', 'instagram_id', 'youtube_id'] as const;

// update_profile refuses these when a proof kept for an address has expired or was used.
const refusedProof = new Set(['missing-verification-id', 'invalid-verification-id']);

/**
 * `/user/profile`: every field a user edits, the picture and the location. A new e-mail
 * address or phone number is confirmed with a code sent to it before the profile is saved.
 */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const user = useSessionUser();
  const { userUpdated } = useSessionActions();
  const update = useUpdateProfile();
  const [picture, setPicture] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const editAfterDialog = useRef<ContactField | null>(null);
  const confirmation = useContactConfirmation();
  const { register, handleSubmit, formState, setValue, reset, setFocus } = useForm<ProfileForm>({
    resolver: zodResolver(profileForm),
    defaultValues: profileFormValues(user ?? {}),
  });
  const missing = user ? missingProfileFields(user) : [];

  // After the dialog has closed, since closing gives the focus back to the Save button.
  useEffect(() => {
    if (confirmation.check || !editAfterDialog.current) return;
    setFocus(editAfterDialog.current, { shouldSelect: true });
    editAfterDialog.current = null;
  }, [confirmation.check, setFocus]);

  const save = handleSubmit((form) => {
    setFailure(null);
    confirmation.confirmThenSave(newContacts(user ?? {}, form), (tokens) =>
      update.mutate(profileFormData(form, picture, tokens), {
        onSuccess: ({ user: saved }) => {
          confirmation.forgetProofs();
          userUpdated(saved);
          reset(profileFormValues(saved));
          setPicture(null);
          toast.success(t('profile.saved'));
        },
        onError: (error) => {
          if (error instanceof ApiError && refusedProof.has(error.code)) confirmation.forgetProofs();
          setFailure(accountErrorText(error, t));
        },
      }),
    );
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
      {confirmation.check ? (
        <ContactConfirmationDialog
          key={confirmation.check.contact.field}
          check={confirmation.check}
          resendIn={confirmation.resendIn}
          sending={confirmation.sending}
          verifying={confirmation.verifying}
          failure={confirmation.failure}
          onResend={confirmation.resend}
          onVerify={confirmation.verify}
          onChangeAddress={() => {
            editAfterDialog.current = confirmation.check?.contact.field ?? null;
            confirmation.cancel();
          }}
          onCancel={confirmation.cancel}
        />
      ) : null}
    </AccountPage>
  );
}
