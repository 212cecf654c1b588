import type { ListingFile, Property, PropertyParameter, WholeProject } from '../types/listings';

export interface Coordinates {
  lat: number;
  lng: number;
}

/** A valid map position, or undefined when the listing has none (0,0 counts as none). */
export function coordinatesOf(listing: {
  latitude?: number | string | null;
  longitude?: number | string | null;
}): Coordinates | undefined {
  const lat = Number(listing.latitude);
  const lng = Number(listing.longitude);
  if (listing.latitude === null || listing.latitude === undefined || listing.latitude === '') return undefined;
  if (listing.longitude === null || listing.longitude === undefined || listing.longitude === '') return undefined;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return undefined;
  return { lat, lng };
}

const unique = (urls: readonly (string | null | undefined)[]): string[] => [
  ...new Set(urls.filter((url): url is string => typeof url === 'string' && url.trim() !== '')),
];

/** A photo of a gallery, with its small version for thumbnails when the API made one. */
export interface GalleryPhoto {
  url: string;
  thumb?: string;
}

const photoOf = (url: string | null | undefined, thumb: string | null | undefined): GalleryPhoto[] =>
  url && url.trim() !== '' ? [thumb ? { url, thumb } : { url }] : [];

const withoutRepeats = (photos: GalleryPhoto[]): GalleryPhoto[] =>
  photos.filter((photo, index) => photos.findIndex((other) => other.url === photo.url) === index);

/** The title image first, then the gallery, without repeats. */
export function propertyImages(
  property: Pick<Property, 'title_image' | 'title_image_thumb' | 'gallery'>,
): GalleryPhoto[] {
  return withoutRepeats([
    ...photoOf(property.title_image, property.title_image_thumb),
    ...property.gallery.flatMap((item) => photoOf(item.image_url || item.image, item.thumb_url)),
  ]);
}

export function projectImages(project: Pick<WholeProject, 'image' | 'gallery_images'>): GalleryPhoto[] {
  return withoutRepeats([
    ...photoOf(project.image, undefined),
    ...project.gallery_images.flatMap((item) => photoOf(item.image_url || item.image, item.thumb_url)),
  ]);
}

export interface ListingDocument {
  id: number;
  name: string;
  url: string;
}

const fileNameOf = (url: string): string => decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? url);

/** Documents with a link, named by their file name when the API gives no name. */
export function listingDocuments(files: readonly ListingFile[]): ListingDocument[] {
  return files.flatMap((file) =>
    file.file ? [{ id: file.id, name: file.file_name || fileNameOf(file.file), url: file.file }] : [],
  );
}

/** "Street, City, State, Country" without empty or repeated parts. */
export function addressLine(listing: {
  address?: string | null;
  location?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
}): string {
  const street = listing.address || listing.location;
  const parts = unique([street, listing.city, listing.state, listing.country].map((part) => part?.trim()));
  return parts.filter((part, index) => index === 0 || !parts[0]?.includes(part)).join(', ');
}

/** A listing's parameter value as the reader sees it: in the page's language when it is one of the parameter's choices. */
/** A parameter's value as shown: in the reader's language when translated, '' when none. */
export const shownParameterValue = (parameter: PropertyParameter | undefined) =>
  parameter?.translated_value || parameter?.value || '';
