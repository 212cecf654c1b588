import { listingMessages, projectFileFields, projectTypes } from '@domus/shared/contract';
import { z } from 'zod';

import type { WholeProject } from '../../../types/listings';
import {
  checkMainPhoto,
  emptyListingForm,
  fileList,
  listingFieldRules,
  type ListingFormValues,
} from '../listing-form/listing-form-schema';

export interface FloorPlanValues {
  /** A saved plan (edit); absent for a new one. */
  id?: number;
  title: string;
  document: File[];
  /** The saved plan's document, when it has one. */
  saved_document?: string;
}

export interface ProjectFormValues extends ListingFormValues {
  type: (typeof projectTypes)[number];
  image: File[];
  plans: FloorPlanValues[];
}

/** A floor is complete with a title and a document (new or saved). */
export const isFloorComplete = (plan: Pick<FloorPlanValues, 'title' | 'document' | 'saved_document'>) =>
  plan.title.trim() !== '' && (plan.document.length > 0 || Boolean(plan.saved_document));

/** "Add floor" is enabled once every floor so far is complete (docs/SPEC.md §5). */
export const canAddFloor = (plans: readonly FloorPlanValues[]) => plans.every(isFloorComplete);

export const projectFormSchema = ({ hasSavedImage }: { hasSavedImage: boolean }) =>
  z
    .object({
      ...listingFieldRules,
      type: z.enum(projectTypes),
      image: fileList.max(1),
      plans: z.array(
        z.object({
          id: z.number().optional(),
          title: z.string(),
          document: fileList,
          saved_document: z.string().optional(),
        }),
      ),
    })
    .superRefine((form, ctx) => {
      checkMainPhoto(ctx, { path: 'image', chosen: form.image, hasSaved: hasSavedImage });
      form.plans.forEach((plan, index) => {
        if (!isFloorComplete(plan)) {
          ctx.addIssue({ code: 'custom', path: ['plans', index, 'title'], message: listingMessages.floorIncomplete });
        }
      });
    });

export const emptyProjectForm: ProjectFormValues = {
  ...emptyListingForm,
  type: 'upcoming',
  image: [],
  plans: [],
};

/** What a draft keeps: the text fields and plan titles, no files. */
export function projectDraft(values: ProjectFormValues): Record<string, unknown> {
  const { image: _image, gallery_images: _gallery, documents: _documents, ...text } = values;
  return { ...text, plans: (values.plans ?? []).map(({ document: _document, ...plan }) => plan) };
}

export interface ProjectRemovals {
  galleryImages: readonly number[];
  documents: readonly number[];
  plans: readonly number[];
}

/** The multipart body of post_project (with `id` and the remove_* lists for an edit). */
export function projectFormData(
  form: ProjectFormValues,
  { id, removals }: { id?: number; removals?: ProjectRemovals },
) {
  const data = new FormData();
  if (id !== undefined) data.append('id', String(id));
  const fields: Record<string, string> = {
    title: form.title.trim(),
    description: form.description.trim(),
    category_id: form.category_id,
    type: form.type,
    location: form.location.address,
    city: form.location.city,
    state: form.location.state,
    country: form.location.country,
    latitude: String(form.location.latitude ?? ''),
    longitude: String(form.location.longitude ?? ''),
    video_link: form.video_link.trim(),
    meta_title: form.meta_title.trim(),
    meta_description: form.meta_description.trim(),
    meta_keywords: form.meta_keywords.trim(),
  };
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append(
    'plans',
    JSON.stringify(
      form.plans.map((plan) => (plan.id ? { id: plan.id, title: plan.title.trim() } : { title: plan.title.trim() })),
    ),
  );
  form.plans.forEach((plan, index) => {
    const [document] = plan.document;
    if (document) data.append(`plans[${index}][document]`, document);
  });
  const [image] = form.image;
  if (image) data.append(projectFileFields.image, image);
  for (const file of form.gallery_images) data.append(projectFileFields.galleryImages, file);
  for (const file of form.documents) data.append(projectFileFields.documents, file);
  if (id !== undefined && removals) {
    data.append('remove_gallery_images', removals.galleryImages.join(','));
    data.append('remove_documents', removals.documents.join(','));
    data.append('remove_plans', removals.plans.join(','));
  }
  return data;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function projectFormValues(project: WholeProject): ProjectFormValues {
  const type = text(project.type);
  return {
    ...emptyProjectForm,
    title: project.title,
    description: text(project.description),
    category_id: text(project.category_id ?? project.category?.id),
    type: (projectTypes as readonly string[]).includes(type) ? (type as ProjectFormValues['type']) : 'upcoming',
    location: {
      city: text(project.city),
      state: text(project.state),
      country: text(project.country),
      address: text(project.location),
      latitude: project.latitude === null || project.latitude === undefined ? null : Number(project.latitude),
      longitude: project.longitude === null || project.longitude === undefined ? null : Number(project.longitude),
    },
    video_link: text(project.video_link),
    meta_title: text(project.meta_title),
    meta_description: text(project.meta_description),
    meta_keywords: text(project.meta_keywords),
    plans: (project.plans ?? []).map((plan) => ({
      id: plan.id,
      title: plan.title,
      document: [],
      saved_document: plan.document ?? undefined,
    })),
  };
}
