import { projectFileFields, propertyFileFields } from '@domus/shared/contract';
import { isUploadedFile, type UploadedFile } from '../../files/uploaded-file';
import type { FileParts } from '../../http/multipart-body';

/** post_property's and update_post_property's files: three single pictures, a gallery and documents. */
export const propertyFileParts = {
  [propertyFileFields.titleImage]: 'one',
  [propertyFileFields.threeDImage]: 'one',
  [propertyFileFields.metaImage]: 'one',
  [propertyFileFields.galleryImages]: 'many',
  [propertyFileFields.documents]: 'many',
} as const satisfies FileParts;

/** post_project's files; a plan's drawing comes inside its plan (`plans[<n>][document]`). */
export const projectFileParts = {
  [projectFileFields.image]: 'one',
  [projectFileFields.metaImage]: 'one',
  [projectFileFields.galleryImages]: 'many',
  [projectFileFields.documents]: 'many',
} as const satisfies FileParts;

/** A posting's files by field, as its route read them: none, one, or a list. */
export interface ListingForm {
  files(name: string): UploadedFile[];
}

export function listingFormOf(body: object): ListingForm {
  const sent = body as Record<string, unknown>;
  return {
    files: (name) => {
      const value = sent[name];
      if (isUploadedFile(value)) return [value];
      return Array.isArray(value) ? value.filter(isUploadedFile) : [];
    },
  };
}
