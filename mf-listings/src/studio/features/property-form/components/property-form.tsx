import { zodResolver } from '@hookform/resolvers/zod';
import { useSessionUser } from '@domus/shared/store';
import { listingMessages, rentDurations, type Category } from '@domus/shared/contract';
import { Button, ErrorState, Spinner } from '@domus/shared/ui';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from '@domus/shared/i18n';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { useFacilities, usePostingCategories } from '../../../../api/listing-options';
import { FileField, SavedFiles } from '../../../../components/form/file-field';
import { FormField, SelectField } from '../../../../components/form/form-field';
import styles from '../../../../components/form/form.module.css';
import { SeoFields } from '../../../../components/form/seo-fields';
import { StepList } from '../../../../components/form/step-list';
import { readDraft, useFormDraft } from '../../../../hooks/use-form-draft';
import type { Property } from '../../../../types/listings';
import { ListingBasicsFields } from '../../listing-form/components/listing-basics-fields';
import {
  DocumentsField,
  GalleryField,
  MainPhotoField,
  VideoLinkField,
} from '../../listing-form/components/listing-file-fields';
import { ListingFormNotices } from '../../listing-form/components/listing-form-notices';
import { ListingFormSection } from '../../listing-form/components/listing-form-section';
import { ListingLocationField } from '../../listing-form/components/listing-location-field';
import { updatedMessage, useEditGoesToReview } from '../../listing-form/edit-review';
import { useSavedFileRemovals } from '../../listing-form/saved-file-removals';
import { useSaveOutcome } from '../../listing-form/use-save-outcome';
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
  const user = useSessionUser();
  const save = useSaveProperty();
  const editing = property !== undefined;
  const formKey = editing ? `property-${property.id}` : 'property-new';
  const [step, setStep] = useState(0);
  const gallery = useSavedFileRemovals();
  const documents = useSavedFileRemovals();
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
  const goesToReview = useEditGoesToReview(property);
  const outcome = useSaveOutcome<PropertyFormValues, Property>({
    savedMessage: editing ? (saved) => updatedMessage('property', property, saved) : listingMessages.propertyPosted,
    listPath: pagePaths.myProperties,
    fields: allFields,
    setError,
    clearDraft,
    onFieldRefused: (field) => setStep(stepOfField(field)),
  });

  const goTo = async (next: number) => {
    if (next > step) {
      const valid = await trigger(propertySteps[step]!.fields as unknown as FieldPath<PropertyFormValues>[]);
      if (!valid) return;
    }
    setStep(next);
  };

  const submit = handleSubmit(
    (form) => {
      outcome.clearFailure();
      const body = propertyFormData(form, {
        parameters: category?.parameter_types ?? [],
        id: property?.id,
        removals: { galleryImages: gallery.removed, documents: documents.removed, threeDImage: removeThreeD },
      });
      save.mutate({ body, editing }, outcome.handlers);
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

  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={submit}
      aria-label={t(editing ? 'form.editProperty' : 'form.addProperty')}
    >
      <StepList steps={stepTitles} current={step} onSelect={(index) => void goTo(index)} label={t('form.stepsLabel')} />
      <ListingFormNotices restored={restored} failure={outcome.failure} goesToReview={goesToReview} />

      <ListingFormSection legend={stepTitles[step]!}>
        {step === 0 ? (
          <ListingBasicsFields
            categories={categories}
            kindField={
              <SelectField
                label={t('form.propertyType')}
                registration={register('property_type')}
                options={[
                  { value: 'sell', label: t('propertyType.sell') },
                  { value: 'rent', label: t('propertyType.rent') },
                ]}
              />
            }
            register={register}
            errors={errors}
          />
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
            <ListingLocationField
              value={values.location}
              setValue={setValue}
              errors={errors}
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
            <MainPhotoField
              label={t('form.titleImage')}
              savedLabel={t('form.savedTitleImage')}
              saved={property?.title_image}
              hint={property?.title_image ? t('form.replaceTitleImage') : undefined}
              files={values.title_image}
              onChange={(files) => setFiles('title_image', files)}
              error={errors.title_image?.message}
            />
            <GalleryField
              saved={property?.gallery ?? []}
              removals={gallery}
              files={values.gallery_images}
              onChange={(files) => setFiles('gallery_images', files)}
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
            <DocumentsField
              saved={property?.documents ?? []}
              removals={documents}
              files={values.documents}
              onChange={(files) => setFiles('documents', files)}
            />
            <VideoLinkField register={register} errors={errors} />
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
      </ListingFormSection>

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
