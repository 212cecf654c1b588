import { useTranslation } from '@domus/shared/i18n';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import { FileField, SavedFiles } from '../../../../components/form/file-field';
import { FormField } from '../../../../components/form/form-field';
import type { ListingFile, Property } from '../../../../types/listings';
import type { ListingFormValues } from '../listing-form-schema';
import type { SavedFileRemovals } from '../saved-file-removals';

type GalleryImage = Property['gallery'][number];

interface ChosenFiles {
  files: File[];
  onChange: (files: File[]) => void;
}

/** The one main photo; a saved one is only replaced, never removed (a listing always has one). */
export function MainPhotoField({
  label,
  savedLabel,
  saved,
  hint,
  error,
  ...chosen
}: ChosenFiles & { label: string; savedLabel: string; saved?: string | null; hint?: ReactNode; error?: string }) {
  return (
    <FileField
      label={label}
      kind="image"
      {...chosen}
      error={error}
      existing={
        saved ? (
          <SavedFiles
            label={savedLabel}
            files={[{ id: 0, url: saved, name: label, isImage: true }]}
            removed={[]}
            onToggle={() => undefined}
          />
        ) : null
      }
      hint={hint}
    />
  );
}

/** Gallery photos: new ones to add, saved ones to remove. */
export function GalleryField({
  saved,
  removals,
  ...chosen
}: ChosenFiles & { saved: readonly GalleryImage[]; removals: SavedFileRemovals }) {
  const { t } = useTranslation('listings');
  return (
    <FileField
      label={t('form.gallery')}
      kind="image"
      multiple
      {...chosen}
      existing={
        <SavedFiles
          label={t('form.savedGallery')}
          files={saved.map((image, index) => ({
            id: image.id,
            url: image.thumb_url || image.image_url || image.image || '',
            name: t('form.galleryPhoto', { number: index + 1 }),
            isImage: true,
          }))}
          removed={removals.removed}
          onToggle={removals.toggle}
        />
      }
    />
  );
}

/** PDF documents: new ones to add, saved ones to remove. */
export function DocumentsField({
  saved,
  removals,
  ...chosen
}: ChosenFiles & { saved: readonly ListingFile[]; removals: SavedFileRemovals }) {
  const { t } = useTranslation('listings');
  return (
    <FileField
      label={t('form.documents')}
      kind="pdf"
      multiple
      {...chosen}
      existing={
        <SavedFiles
          label={t('form.savedDocuments')}
          files={saved.map((document) => ({
            id: document.id,
            url: document.file ?? '',
            name: document.file_name || document.name || t('form.document', { number: document.id }),
            isImage: false,
          }))}
          removed={removals.removed}
          onToggle={removals.toggle}
        />
      }
    />
  );
}

export function VideoLinkField({
  register,
  errors,
}: {
  register: UseFormRegister<ListingFormValues>;
  errors: FieldErrors<ListingFormValues>;
}) {
  const { t } = useTranslation('listings');
  return (
    <FormField
      wide
      type="url"
      label={t('form.videoLink')}
      registration={register('video_link')}
      error={errors.video_link}
    />
  );
}
