import { zodResolver } from '@hookform/resolvers/zod';
import { useSessionUser } from '@domus/shared/store';
import { listingMessages, projectTypes, type Category } from '@domus/shared/contract';
import { Button, ErrorState, Spinner } from '@domus/shared/ui';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { usePostingCategories } from '../../../../api/listing-options';
import { FileField } from '../../../../components/form/file-field';
import { FormField, SelectField } from '../../../../components/form/form-field';
import styles from '../../../../components/form/form.module.css';
import { SeoFields } from '../../../../components/form/seo-fields';
import { readDraft, useFormDraft } from '../../../../hooks/use-form-draft';
import { useMessageText } from '../../../../hooks/use-message-text';
import type { WholeProject } from '../../../../types/listings';
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
  return <ProjectFormFields project={project} categories={categories.data} />;
}

function ProjectFormFields({ project, categories }: { project?: WholeProject; categories: readonly Category[] }) {
  const { t } = useTranslation('listings');
  const messageText = useMessageText();
  const user = useSessionUser();
  const save = useSaveProject();
  const editing = project !== undefined;
  const formKey = editing ? `project-${project.id}` : 'project-new';
  const gallery = useSavedFileRemovals();
  const documents = useSavedFileRemovals();
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
  const goesToReview = useEditGoesToReview(project);
  const outcome = useSaveOutcome<ProjectFormValues, WholeProject>({
    savedMessage: editing ? (saved) => updatedMessage('project', project, saved) : listingMessages.projectPosted,
    listPath: pagePaths.myProjects,
    fields: fieldNames,
    setError,
    clearDraft,
  });
  const setFiles = (name: 'image' | 'gallery_images' | 'documents', files: File[]) =>
    setValue(name, files, { shouldDirty: true, shouldValidate: Boolean(errors[name]) });

  const submit = handleSubmit((form) => {
    outcome.clearFailure();
    const body = projectFormData(form, {
      id: project?.id,
      removals: { galleryImages: gallery.removed, documents: documents.removed, plans: removedPlans },
    });
    save.mutate(body, outcome.handlers);
  });

  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={submit}
      aria-label={t(editing ? 'form.editProject' : 'form.addProject')}
    >
      <ListingFormNotices restored={restored} failure={outcome.failure} goesToReview={goesToReview} />
      <ListingFormSection legend={t('form.steps.project')}>
        <ListingBasicsFields
          categories={categories}
          kindField={
            <SelectField
              label={t('form.projectType')}
              registration={register('type')}
              options={projectTypes.map((type) => ({ value: type, label: t(`projectType.${type}`) }))}
            />
          }
          register={register}
          errors={errors}
        />
      </ListingFormSection>
      <ListingFormSection legend={t('form.steps.location')}>
        <ListingLocationField value={values.location} setValue={setValue} errors={errors} />
      </ListingFormSection>
      <ListingFormSection legend={t('form.steps.projectMedia')}>
        <p className={styles.notice}>{t('form.filesNotInDraft')}</p>
        <div className={styles.grid}>
          <MainPhotoField
            label={t('form.image')}
            savedLabel={t('form.savedImage')}
            saved={project?.image}
            files={values.image}
            onChange={(files) => setFiles('image', files)}
            error={errors.image?.message}
          />
          <GalleryField
            saved={project?.gallery_images ?? []}
            removals={gallery}
            files={values.gallery_images}
            onChange={(files) => setFiles('gallery_images', files)}
          />
          <DocumentsField
            saved={project?.documents ?? []}
            removals={documents}
            files={values.documents}
            onChange={(files) => setFiles('documents', files)}
          />
          <VideoLinkField register={register} errors={errors} />
        </div>
      </ListingFormSection>
      <ListingFormSection legend={t('form.steps.plans')}>
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
      </ListingFormSection>
      <ListingFormSection legend={t('form.steps.seo')}>
        <SeoFields register={register} values={values} />
      </ListingFormSection>
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {t(editing ? 'form.saveChanges' : 'form.postProject')}
        </Button>
      </div>
    </form>
  );
}
