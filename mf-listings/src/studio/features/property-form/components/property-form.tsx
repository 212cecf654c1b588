import { zodResolver } from '@hookform/resolvers/zod';
import { useSessionUser } from '@domus/shared/store';
import { listingMessages, rentDurations, type Category } from '@domus/shared/contract';
import { translatedName } from '@domus/shared/format';
import { useNavigate } from '@domus/shared/routing';
import { Button, ErrorState, Spinner } from '@domus/shared/ui';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from '@domus/shared/i18n';
import { toast } from 'react-toastify';

import { useFacilities, usePostingCategories } from '../../../../api/listing-options';
import { FileField, SavedFiles } from '../../../../components/form/file-field';
import { FormAlert, FormField, SelectField } from '../../../../components/form/form-field';
import styles from '../../../../components/form/form.module.css';
import { LocationPicker } from '../../../../components/form/location-picker';
import { SeoFields } from '../../../../components/form/seo-fields';
import { StepList } from '../../../../components/form/step-list';
import { readDraft, useFormDraft } from '../../../../hooks/use-form-draft';
import { useMessageText } from '../../../../hooks/use-message-text';
import type { Property } from '../../../../types/listings';
import { serverFailure } from '../../../../utils/server-error';
import { useSaveProperty } from '../api/save-property';
import { propertyFormData, propertyFormValues } from '../property-form-data';
import {
  emptyPropertyForm,
  propertyDraft,
  propertyFormSchema,
  propertySteps,
  type PropertyFormValues,
} from '../property-form-schema';
import { FacilityFields, ParameterFields } from './parameter-fields';

const allFields = propertySteps.flatMap((step) => step.fields as readonly string[]);
const stepOfField = (field: string) =>
  Math.max(
    0,
    propertySteps.findIndex((step) => (step.fields as readonly string[]).includes(field.split('.')[0]!)),
  );

export interface PropertyFormProps {
  /** The property being edited; none for a new one. */
  property?: Property;
}

/** The add / edit property form, in the steps of propertySteps. */
export function PropertyForm({ property }: PropertyFormProps) {
  const { t } = useTranslation('listings');
  const categories = usePostingCategories();
  const facilities = useFacilities();
  if (categories.isPending || facilities.isPending) return <Spinner label={t('state.loading')} />;
  if (categories.isError || facilities.isError) {
    return (
      <ErrorState
        title={t('form.optionsFailed')}
        message={(categories.error ?? facilities.error)?.message}
        onRetry={() => {
          void categories.refetch();
          void facilities.refetch();
        }}
        retryLabel={t('state.retry')}
      />
    );
  }
  return <PropertyFormSteps property={property} categories={categories.data} facilities={facilities.data} />;
}

function PropertyFormSteps({
  property,
  categories,
  facilities,
}: PropertyFormProps & {
  categories: readonly Category[];
  facilities: NonNullable<ReturnType<typeof useFacilities>['data']>;
}) {
  const { t } = useTranslation('listings');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const user = useSessionUser();
  const save = useSaveProperty();
  const editing = property !== undefined;
  const formKey = editing ? `property-${property.id}` : 'property-new';
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [removedGallery, setRemovedGallery] = useState<number[]>([]);
  const [removedDocuments, setRemovedDocuments] = useState<number[]>([]);
  const [removeThreeD, setRemoveThreeD] = useState(false);

  const defaultValues = useMemo<PropertyFormValues>(() => {
    const base = property ? propertyFormValues(property) : emptyPropertyForm;
    const draft = readDraft<Partial<PropertyFormValues>>(user?.id, formKey);
    return { ...base, ...draft, title_image: [], gallery_images: [], three_d_image: [], documents: [] };
    // The defaults are read once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const categoryOf = (id: string) => categories.find((category) => String(category.id) === id);
  const hasSavedTitleImage = Boolean(property?.title_image);
  // The schema depends on the chosen category (its required parameters), so it is built per validation.
  const resolver: Resolver<PropertyFormValues> = (values, context, options) =>
    (
      zodResolver(
        propertyFormSchema({ parameters: categoryOf(values.category_id)?.parameter_types ?? [], hasSavedTitleImage }),
      ) as unknown as Resolver<PropertyFormValues>
    )(values, context, options);

  const form = useForm<PropertyFormValues>({ resolver, defaultValues });
  const { register, handleSubmit, formState, control, setValue, trigger, setError } = form;
  const { restored, clearDraft } = useFormDraft(form, { userId: user?.id, formKey, toDraft: propertyDraft });
  const values = useWatch({ control }) as PropertyFormValues;
  const category = categoryOf(values.category_id);
  const errors = formState.errors;

  const goTo = async (next: number) => {
    if (next > step) {
      const valid = await trigger(propertySteps[step]!.fields as unknown as FieldPath<PropertyFormValues>[]);
      if (!valid) return;
    }
    setStep(next);
  };

  const submit = handleSubmit(
    (form) => {
      setFailure(null);
      const body = propertyFormData(form, {
        parameters: category?.parameter_types ?? [],
        id: property?.id,
        removals: { galleryImages: removedGallery, documents: removedDocuments, threeDImage: removeThreeD },
      });
      save.mutate(
        { body, editing },
        {
          onSuccess: () => {
            clearDraft();
            toast.success(messageText(editing ? listingMessages.propertyUpdated : listingMessages.propertyPosted));
            navigate('/user/my-properties');
          },
          onError: (error) => {
            const { message, field } = serverFailure(error, allFields);
            if (field) {
              setError(field as FieldPath<PropertyFormValues>, { message });
              setStep(stepOfField(field));
            } else setFailure(message);
          },
        },
      );
    },
    (invalid) => {
      const first = allFields.find((field) => field in invalid);
      if (first) setStep(stepOfField(first));
    },
  );

  const stepTitles = propertySteps.map((item) => t(`form.steps.${item.id}`));
  const last = step === propertySteps.length - 1;
  const setFiles = (name: 'title_image' | 'gallery_images' | 'three_d_image' | 'documents', files: File[]) =>
    setValue(name, files, { shouldDirty: true, shouldValidate: Boolean(errors[name]) });
  const toggle = (list: number[], id: number) =>
    list.includes(id) ? list.filter((other) => other !== id) : [...list, id];

  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={submit}
      aria-label={t(editing ? 'form.editProperty' : 'form.addProperty')}
    >
      <StepList steps={stepTitles} current={step} onSelect={(index) => void goTo(index)} label={t('form.stepsLabel')} />
      {restored ? (
        <p className={styles.notice} role="status">
          {t('form.draftRestored')}
        </p>
      ) : (
        <p className={styles.hint}>{t('form.draftNote')}</p>
      )}
      <FormAlert message={failure} />

      <fieldset className={styles.card}>
        <legend className={styles.legend}>{stepTitles[step]}</legend>
        {step === 0 ? (
          <div className={styles.grid}>
            <SelectField
              label={t('form.category')}
              registration={register('category_id')}
              error={errors.category_id}
              options={categories.map((item) => ({
                value: String(item.id),
                label: translatedName(item),
                dir: 'auto' as const,
              }))}
              placeholder={t('form.choose')}
            />
            <SelectField
              label={t('form.propertyType')}
              registration={register('property_type')}
              options={[
                { value: 'sell', label: t('propertyType.sell') },
                { value: 'rent', label: t('propertyType.rent') },
              ]}
            />
            <FormField wide label={t('form.title')} registration={register('title')} error={errors.title} />
            <FormField
              multiline
              label={t('form.description')}
              registration={register('description')}
              error={errors.description}
            />
          </div>
        ) : null}
        {step === 1 ? (
          category ? (
            <ParameterFields
              parameters={category.parameter_types}
              values={values.parameters}
              register={register}
              setValue={setValue}
              errors={errors}
            />
          ) : (
            <p className={styles.hint}>{t('form.chooseCategoryFirst')}</p>
          )
        ) : null}
        {step === 2 ? (
          <FacilityFields facilities={facilities} values={values.facilities} register={register} errors={errors} />
        ) : null}
        {step === 3 ? (
          <>
            <LocationPicker
              value={values.location}
              onChange={(place) =>
                setValue('location', place, { shouldDirty: true, shouldValidate: Boolean(errors.location) })
              }
              error={errors.location?.message ?? errors.location?.root?.message}
              fallbackCenter={
                user && Number.isFinite(Number(user.latitude)) && (user.latitude || user.longitude)
                  ? { lat: Number(user.latitude), lng: Number(user.longitude) }
                  : undefined
              }
            />
            <FormField
              label={t('form.clientAddress')}
              registration={register('client_address')}
              error={errors.client_address}
              hint={t('form.clientAddressHint')}
            />
          </>
        ) : null}
        {step === 4 ? (
          <div className={styles.grid}>
            <p className={`${styles.notice} ${styles.wide}`}>{t('form.filesNotInDraft')}</p>
            <FileField
              label={t('form.titleImage')}
              kind="image"
              files={values.title_image}
              onChange={(files) => setFiles('title_image', files)}
              error={errors.title_image?.message}
              existing={
                property?.title_image ? (
                  <SavedFiles
                    label={t('form.savedTitleImage')}
                    files={[{ id: 0, url: property.title_image, name: t('form.titleImage'), isImage: true }]}
                    removed={[]}
                    onToggle={() => undefined}
                  />
                ) : null
              }
              hint={property?.title_image ? t('form.replaceTitleImage') : undefined}
            />
            <FileField
              label={t('form.gallery')}
              kind="image"
              multiple
              files={values.gallery_images}
              onChange={(files) => setFiles('gallery_images', files)}
              existing={
                <SavedFiles
                  label={t('form.savedGallery')}
                  files={(property?.gallery ?? []).map((image, index) => ({
                    id: image.id,
                    url: image.thumb_url || image.image_url || image.image || '',
                    name: t('form.galleryPhoto', { number: index + 1 }),
                    isImage: true,
                  }))}
                  removed={removedGallery}
                  onToggle={(id) => setRemovedGallery((list) => toggle(list, id))}
                />
              }
            />
            <FileField
              label={t('form.threeDImage')}
              kind="image"
              files={values.three_d_image}
              onChange={(files) => setFiles('three_d_image', files)}
              existing={
                property?.three_d_image ? (
                  <SavedFiles
                    label={t('form.savedThreeDImage')}
                    files={[{ id: 1, url: property.three_d_image, name: t('form.threeDImage'), isImage: true }]}
                    removed={removeThreeD ? [1] : []}
                    onToggle={() => setRemoveThreeD((value) => !value)}
                  />
                ) : null
              }
            />
            <FileField
              label={t('form.documents')}
              kind="pdf"
              multiple
              files={values.documents}
              onChange={(files) => setFiles('documents', files)}
              existing={
                <SavedFiles
                  label={t('form.savedDocuments')}
                  files={(property?.documents ?? []).map((document) => ({
                    id: document.id,
                    url: document.file ?? '',
                    name: document.file_name || t('form.document', { number: document.id }),
                    isImage: false,
                  }))}
                  removed={removedDocuments}
                  onToggle={(id) => setRemovedDocuments((list) => toggle(list, id))}
                />
              }
            />
            <FormField
              wide
              type="url"
              label={t('form.videoLink')}
              registration={register('video_link')}
              error={errors.video_link}
            />
          </div>
        ) : null}
        {step === 5 ? <SeoFields register={register} values={values} /> : null}
        {step === 6 ? (
          <div className={styles.grid}>
            <FormField
              label={t('form.price')}
              inputMode="decimal"
              registration={register('price')}
              error={errors.price}
            />
            {values.property_type === 'rent' ? (
              <SelectField
                label={t('form.rentDuration')}
                registration={register('rentduration')}
                error={errors.rentduration}
                options={rentDurations.map((duration) => ({ value: duration, label: t(`rentDuration.${duration}`) }))}
                placeholder={t('form.choose')}
              />
            ) : null}
            <label className={`${styles.choice} ${styles.wide}`}>
              <input type="checkbox" {...register('is_premium')} />
              {t('form.isPremium')}
            </label>
          </div>
        ) : null}
      </fieldset>

      <div className={styles.actions}>
        {step > 0 ? (
          <Button variant="secondary" onClick={() => setStep(step - 1)}>
            {t('form.back')}
          </Button>
        ) : null}
        {last ? (
          <Button type="submit" disabled={save.isPending}>
            {t(editing ? 'form.saveChanges' : 'form.postProperty')}
          </Button>
        ) : (
          <Button onClick={() => void goTo(step + 1)}>{t('form.next')}</Button>
        )}
      </div>
    </form>
  );
}
