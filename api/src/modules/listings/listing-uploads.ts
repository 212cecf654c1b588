import { listingUploadRules } from '@domus/shared/contract';
import {
  prepareListingDocument,
  prepareListingImage,
  type PreparedUpload,
  type UploadBatch,
} from '../../files/listing-files';
import { invalidInput } from '../../http/api-error';
import type { ListingForm } from './form-fields';
import type { ListingKind, ListingTable } from '../listing-rules/listing-kind';

/** The new files of a posting or an edit, checked and re-encoded but not yet written. */
export interface ListingUploads<Image extends string> {
  images: Partial<Record<Image, PreparedUpload>>;
  gallery: PreparedUpload[];
  documents: PreparedUpload[];
}

/** What the database keeps of the written files: single pictures by their column. */
export interface StoredListingFiles<Image extends string> {
  images: Partial<Record<Image, string>>;
  gallery: string[];
  documents: string[];
}

/** Gallery photos and documents a listing keeps from before (none when it is new). */
export interface KeptFiles {
  gallery: number;
  documents: number;
}

/** Refuses a form whose gallery or documents would go over the listing's limits. */
export function checkFileLimits(kind: ListingKind, form: ListingForm, kept: KeptFiles) {
  const { maxGalleryImages, maxDocuments } = listingUploadRules;
  if (kept.gallery + form.files(kind.galleryField).length > maxGalleryImages) {
    throw invalidInput(`${kind.galleryField}: at most ${maxGalleryImages} photos`);
  }
  if (kept.documents + form.files(kind.documentsField).length > maxDocuments) {
    throw invalidInput(`${kind.documentsField}: at most ${maxDocuments} documents`);
  }
}

/** Checks and re-encodes the form's pictures, gallery and documents; nothing is written yet. */
export async function prepareListingFiles<Image extends string>(
  kind: ListingKind<ListingTable, Image>,
  form: ListingForm,
): Promise<ListingUploads<Image>> {
  const images: Partial<Record<Image, PreparedUpload>> = {};
  for (const [column, field] of Object.entries(kind.images) as [Image, string][]) {
    const [file] = form.files(field);
    if (file) images[column] = await prepareListingImage(file, field, kind.folder);
  }
  const gallery: PreparedUpload[] = [];
  for (const file of form.files(kind.galleryField)) {
    gallery.push(await prepareListingImage(file, kind.galleryField, kind.folder));
  }
  const documents: PreparedUpload[] = [];
  for (const file of form.files(kind.documentsField)) {
    documents.push(await prepareListingDocument(file, kind.documentsField, kind.folder));
  }
  return { images, gallery, documents };
}

/** Writes the prepared files through the batch, which takes them back if the change fails. */
export async function writeListingFiles<Image extends string>(
  batch: UploadBatch,
  uploads: ListingUploads<Image>,
): Promise<StoredListingFiles<Image>> {
  const stored: StoredListingFiles<Image> = { images: {}, gallery: [], documents: [] };
  for (const [column, upload] of Object.entries(uploads.images) as [Image, PreparedUpload][]) {
    stored.images[column] = await batch.write(upload);
  }
  for (const upload of uploads.gallery) stored.gallery.push(await batch.write(upload));
  for (const upload of uploads.documents) stored.documents.push(await batch.write(upload));
  return stored;
}

/** The files a change replaces: the old picture of every column that got a new one. */
export function replacedImages<Image extends string>(
  row: Record<Image, string>,
  stored: StoredListingFiles<Image>,
): string[] {
  return (Object.keys(stored.images) as Image[]).map((column) => row[column]);
}
