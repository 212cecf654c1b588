import { zodResolver } from '@hookform/resolvers/zod';
import { useSessionUser } from '@domus/shared/store';
import { listingMessages, projectTypes } from '@domus/shared/contract';
import { translatedName } from '@domus/shared/format';
import { useNavigate } from '@domus/shared/routing';
import { Button, ErrorState, Spinner } from '@domus/shared/ui';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';
import { toast } from 'react-toastify';

import { usePostingCategories } from '../../../../api/listing-options';
import { FileField, SavedFiles } from '../../../../components/form/file-field';
import { FormAlert, FormField, SelectField } from '../../../../components/form/form-field';
import styles from '../../../../components/form/form.module.css';
import { LocationPicker } from '../../../../components/form/location-picker';
import { SeoFields } from '../../../../components/form/seo-fields';
import { readDraft, useFormDraft } from '../../../../hooks/use-form-draft';
import { useMessageText } from '../../../../hooks/use-message-text';
import type { WholeProject } from '../../../../types/listings';
import { serverFailure } from '../../../../utils/server-error';
import { useSaveProject } from '../api/project-form-api';
import {
  canAddFloor,
  emptyProjectForm,
  projectDraft,
  projectFormData,
  projectFormSchema,
  projectFormValues,
  type ProjectFormValues,
} from '../project-form-schema';

const fieldNames = ['title', 'description', 'category_id', 'type', 'location', 'image', 'video_link'];
const toggle = (list: number[], id: number) =>
  list.includes(id) ? list.filter((other) => other !== id) : [...list, id];

/** The add / edit project form, floor plans included. */
export function ProjectForm({ project }: { project?: WholeProject }) {
  const { t } = useTranslation('listings');
  const categories = usePostingCategories();
  if (categories.isPending) return <Spinner label={t('state.loading')} />;
  if (categories.isError) {
    return (
      <ErrorState
        title={t('form.optionsFailed')}
        message={<ApiErrorText error={categories.error} />}
        onRetry={() => void categories.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  }
  return (
    <ProjectFormFields
      project={project}
      categories={categories.data.map((item) => ({
        value: String(item.id),
        label: translatedName(item),
        dir: 'auto' as const,
      }))}
    />
  );
}

function ProjectFormFields({
  project,
  categories,
}: {
  project?: WholeProject;
  categories: { value: string; label: string; dir?: 'auto' }[];
}) {
  const { t } = useTranslation('listings');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const user = useSessionUser();
  const save = useSaveProject();
  const editing = project !== undefined;
  const formKey = editing ? `project-${project.id}` : 'project-new';
  const [failure, setFailure] = useState<string | null>(null);
  const [removedGallery, setRemovedGallery] = useState<number[]>([]);
  const [removedDocuments, setRemovedDocuments] = useState<number[]>([]);
  const [removedPlans, setRemovedPlans] = useState<number[]>([]);

  const defaultValues = useMemo<ProjectFormValues>(() => {
    const base = project ? projectFormValues(project) : emptyProjectForm;
    const draft = readDraft<Partial<ProjectFormValues>>(user?.id, formKey);
    const plans = (draft?.plans ?? base.plans).map((plan) => ({ ...plan, document: [] }));
    return { ...base, ...draft, plans, image: [], gallery_images: [], documents: [] };
    // The defaults are read once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const form = useForm<ProjectFormValues>({
    resolver: zodResolver(
      projectFormSchema({ hasSavedImage: Boolean(project?.image) }),
    ) as unknown as Resolver<ProjectFormValues>,
    defaultValues,
  });
  const { register, handleSubmit, formState, setValue, setError, control } = form;
  const plans = useFieldArray({ control, name: 'plans' });
  const { restored, clearDraft } = useFormDraft(form, { userId: user?.id, formKey, toDraft: projectDraft });
  const values = useWatch({ control }) as ProjectFormValues;
  const errors = formState.errors;
  const setFiles = (name: 'image' | 'gallery_images' | 'documents', files: File[]) =>
    setValue(name, files, { shouldDirty: true, shouldValidate: Boolean(errors[name]) });

  const submit = handleSubmit((form) => {
    setFailure(null);
    const body = projectFormData(form, {
      id: project?.id,
      removals: { galleryImages: removedGallery, documents: removedDocuments, plans: removedPlans },
    });
    save.mutate(body, {
      onSuccess: () => {
        clearDraft();
        toast.success(messageText(editing ? listingMessages.projectUpdated : listingMessages.projectPosted));
        navigate('/user/my-projects');
      },
      onError: (error) => {
        const { message, field } = serverFailure(error, fieldNames);
        if (field) setError(field as FieldPath<ProjectFormValues>, { message });
        else setFailure(message);
      },
    });
  });

  const galleryOf = project?.gallery_images ?? [];
  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={submit}
      aria-label={t(editing ? 'form.editProject' : 'form.addProject')}
    >
      {restored ? (
        <p className={styles.notice} role="status">
          {t('form.draftRestored')}
        </p>
      ) : (
        <p className={styles.hint}>{t('form.draftNote')}</p>
      )}
      <FormAlert message={failure} />
      <fieldset className={styles.card}>
        <legend className={styles.legend}>{t('form.steps.project')}</legend>
        <div className={styles.grid}>
          <SelectField
            label={t('form.category')}
            registration={register('category_id')}
            error={errors.category_id}
            options={categories}
            placeholder={t('form.choose')}
          />
          <SelectField
            label={t('form.projectType')}
            registration={register('type')}
            options={projectTypes.map((type) => ({ value: type, label: t(`projectType.${type}`) }))}
          />
          <FormField wide label={t('form.title')} registration={register('title')} error={errors.title} />
          <FormField
            multiline
            label={t('form.description')}
            registration={register('description')}
            error={errors.description}
          />
        </div>
      </fieldset>
      <fieldset className={styles.card}>
        <legend className={styles.legend}>{t('form.steps.location')}</legend>
        <LocationPicker
          value={values.location}
          onChange={(place) =>
            setValue('location', place, { shouldDirty: true, shouldValidate: Boolean(errors.location) })
          }
          error={errors.location?.message ?? errors.location?.root?.message}
        />
      </fieldset>
      <fieldset className={styles.card}>
        <legend className={styles.legend}>{t('form.steps.projectMedia')}</legend>
        <p className={styles.notice}>{t('form.filesNotInDraft')}</p>
        <div className={styles.grid}>
          <FileField
            label={t('form.image')}
            kind="image"
            files={values.image}
            onChange={(files) => setFiles('image', files)}
            error={errors.image?.message}
            existing={
              project?.image ? (
                <SavedFiles
                  label={t('form.savedImage')}
                  files={[{ id: 0, url: project.image, name: t('form.image'), isImage: true }]}
                  removed={[]}
                  onToggle={() => undefined}
                />
              ) : null
            }
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
                files={galleryOf.map((image, index) => ({
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
            label={t('form.documents')}
            kind="pdf"
            multiple
            files={values.documents}
            onChange={(files) => setFiles('documents', files)}
            existing={
              <SavedFiles
                label={t('form.savedDocuments')}
                files={(project?.documents ?? []).map((document) => ({
                  id: document.id,
                  url: document.file ?? '',
                  name: document.file_name || document.name || t('form.document', { number: document.id }),
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
      </fieldset>
      <fieldset className={styles.card}>
        <legend className={styles.legend}>{t('form.steps.plans')}</legend>
        {plans.fields.length === 0 ? <p className={styles.hint}>{t('form.plans.none')}</p> : null}
        {plans.fields.map((field, index) => (
          <div key={field.id} className={styles.row} data-testid="floor-plan">
            <FormField
              label={t('form.plans.floorTitle', { number: index + 1 })}
              registration={register(`plans.${index}.title`)}
              error={errors.plans?.[index]?.title}
            />
            <FileField
              label={t('form.plans.floorDocument', { number: index + 1 })}
              kind="pdf"
              files={values.plans[index]?.document ?? []}
              onChange={(files) =>
                setValue(`plans.${index}.document`, files, { shouldDirty: true, shouldValidate: Boolean(errors.plans) })
              }
              existing={
                values.plans[index]?.saved_document ? (
                  <a href={values.plans[index]?.saved_document} target="_blank" rel="noopener noreferrer">
                    {t('form.plans.savedDocument')}
                    {values.plans[index]?.title}
                  </a>
                ) : null
              }
            />
            <Button
              variant="ghost"
              size="small"
              onClick={() => {
                const id = values.plans[index]?.id;
                if (id) setRemovedPlans((list) => [...list, id]);
                plans.remove(index);
              }}
            >
              {t('form.plans.removeFloor', { number: index + 1 })}
            </Button>
          </div>
        ))}
        {!canAddFloor(values.plans) ? (
          <p className={styles.hint}>{messageText(listingMessages.floorIncomplete)}</p>
        ) : null}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            disabled={!canAddFloor(values.plans)}
            onClick={() => plans.append({ title: '', document: [] })}
          >
            {t('form.plans.addFloor')}
          </Button>
        </div>
      </fieldset>
      <fieldset className={styles.card}>
        <legend className={styles.legend}>{t('form.steps.seo')}</legend>
        <SeoFields register={register} values={values} />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {t(editing ? 'form.saveChanges' : 'form.postProject')}
        </Button>
      </div>
    </form>
  );
}
