import { isLocationComplete, listingMessages } from '@domus/shared/contract';
import { z } from 'zod';

import { emptyPlace, type ListingPlace } from '../../../components/form/location-picker';

/** The fields a property and a project are posted with alike. */
export interface ListingFormValues {
  category_id: string;
  title: string;
  description: string;
  location: ListingPlace;
  gallery_images: File[];
  documents: File[];
  video_link: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

const requiredText = (message: string, max: number) =>
  z.string().trim().min(1, { error: message }).max(max, { error: 'validation.tooLong' });

const placeSchema = z
  .object({
    city: z.string(),
    state: z.string(),
    country: z.string(),
    address: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .refine((place) => isLocationComplete(place), { error: listingMessages.locationIncomplete });

const videoLinkSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), { error: 'validation.videoLink' });

export const fileList = z.array(z.instanceof(File));

/** The contract's rules for the fields of ListingFormValues; SEO limits are not here: they only warn. */
export const listingFieldRules = {
  category_id: z.string().min(1, { error: listingMessages.categoryRequired }),
  title: requiredText(listingMessages.titleRequired, 200),
  description: requiredText(listingMessages.descriptionRequired, 10_000),
  location: placeSchema,
  gallery_images: fileList,
  documents: fileList,
  video_link: videoLinkSchema,
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
};

/**
 * A listing needs a main photo: a new one, or on an edit the one already saved (which a new
 * one replaces). The field is named differently per listing, hence `path`.
 */
export function checkMainPhoto(
  ctx: z.RefinementCtx,
  { path, chosen, hasSaved }: { path: string; chosen: readonly File[]; hasSaved: boolean },
) {
  if (!hasSaved && chosen.length === 0) {
    ctx.addIssue({ code: 'custom', path: [path], message: listingMessages.titleImageRequired });
  }
}

export const emptyListingForm: ListingFormValues = {
  category_id: '',
  title: '',
  description: '',
  location: emptyPlace,
  gallery_images: [],
  documents: [],
  video_link: '',
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
};
