import { projectFileFields, propertyFileFields, type PackageFeatureKey } from '@domus/shared/contract';
import type { ListingFolder } from '../../files/listing-files';

export type ListingTable = 'properties' | 'projects';

/** A table of a listing's files beside its row: gallery photos, documents, floor plans. */
export interface ChildFiles {
  table: 'property_images' | 'property_documents' | 'project_images' | 'project_documents' | 'project_plans';
  /** The column that keeps the stored file. */
  file: 'image' | 'file' | 'document';
  /** The form field listing the ids to remove, named in the refusal of a stranger id. */
  removeField: 'remove_gallery_images' | 'remove_documents' | 'remove_plans';
}

export type ChildName = 'gallery' | 'documents' | 'plans';

/**
 * What posting needs to know of one kind of listing. Both kinds share the rules of their
 * files, ownership, packages and review; the differences of their own fields stay in
 * property-posting.ts and project-posting.ts.
 */
export interface ListingKind<Table extends ListingTable = ListingTable, Image extends string = string> {
  table: Table;
  /** The column of the child tables that points at the listing. */
  owner: 'property_id' | 'project_id';
  folder: ListingFolder;
  /** The package feature a new listing uses up. */
  packageFeature: PackageFeatureKey;
  slugFallback: string;
  /** How a refused remove_* id is described: "<field>: <id> is not <notPartOf>". */
  notPartOf: string;
  /** Single pictures by the column that keeps each, with their form field; checked in this order. */
  images: Readonly<Record<Image, string>>;
  galleryField: string;
  documentsField: string;
  children: Readonly<{ gallery: ChildFiles; documents: ChildFiles; plans?: ChildFiles }>;
  /** How the stale-listing sweep names it to its owner, and the picture its notices show. */
  renewal: Readonly<{ noun: 'property' | 'project'; ownPage: string; picture: Image }>;
}

export const propertyKind: ListingKind<'properties', 'title_image' | 'three_d_image' | 'meta_image'> = {
  table: 'properties',
  owner: 'property_id',
  folder: 'properties',
  packageFeature: 'property_list',
  slugFallback: 'property',
  notPartOf: 'a file of this listing',
  images: {
    title_image: propertyFileFields.titleImage,
    three_d_image: propertyFileFields.threeDImage,
    meta_image: propertyFileFields.metaImage,
  },
  galleryField: propertyFileFields.galleryImages,
  documentsField: propertyFileFields.documents,
  children: {
    gallery: { table: 'property_images', file: 'image', removeField: 'remove_gallery_images' },
    documents: { table: 'property_documents', file: 'file', removeField: 'remove_documents' },
  },
  renewal: { noun: 'property', ownPage: 'My properties', picture: 'title_image' },
};

export const projectKind: ListingKind<'projects', 'image' | 'meta_image'> = {
  table: 'projects',
  owner: 'project_id',
  folder: 'projects',
  packageFeature: 'project_list',
  slugFallback: 'project',
  notPartOf: 'part of this project',
  images: { image: projectFileFields.image, meta_image: projectFileFields.metaImage },
  galleryField: projectFileFields.galleryImages,
  documentsField: projectFileFields.documents,
  children: {
    gallery: { table: 'project_images', file: 'image', removeField: 'remove_gallery_images' },
    documents: { table: 'project_documents', file: 'file', removeField: 'remove_documents' },
    plans: { table: 'project_plans', file: 'document', removeField: 'remove_plans' },
  },
  renewal: { noun: 'project', ownPage: 'My projects', picture: 'image' },
};
