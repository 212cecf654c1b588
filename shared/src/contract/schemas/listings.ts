import { z } from 'zod';
import { searchTextMaxLength } from '../limits';
import { successEnvelope } from '../envelope';
import {
  fileUrl,
  isoDateTime,
  listEnvelope,
  pagingQuery,
  queryChoice,
  queryDecimal,
  queryId,
  queryText,
} from './common';
import { formFlag, formId, formIdList, formText, isBlankField, uploadedFilePart } from './form-fields';
import { ownProjectSchema, ownPropertySchema } from './listing-renewals';
import { projectSchema, projectTypes } from './projects';
import { propertySchema, rentDurations, requestStatuses } from './properties';
import { listingMessages, seoLimits, type SeoWarning } from '../rules/listings';

/*
 * Posting, editing and managing listings; favourites, interest, reports and featuring
 * (docs/SPEC.md §3 Property and Project, §4, §5, §7 "Listings", "Advertising and interest").
 * Posting calls are multipart: the fields below arrive as text (or bracketed names, see the
 * API's unflattenBrackets), files arrive beside them and are checked by content on the server.
 */

// ---------------------------------------------------------------- rules and texts

export { listingMessages, seoLimits, seoWarningMessages } from '../rules/listings';
export type { SeoWarning } from '../rules/listings';

/** The SEO warnings for a listing's meta fields (empty fields are not warned about). */
export function seoWarnings(meta: {
  meta_title?: string;
  meta_description?: string;
  meta_keywords?: string;
}): SeoWarning[] {
  const warnings: SeoWarning[] = [];
  const title = meta.meta_title?.trim() ?? '';
  const description = meta.meta_description?.trim() ?? '';
  const keywords = (meta.meta_keywords ?? '').split(',').filter((phrase) => phrase.trim() !== '');
  if (title.length > seoLimits.metaTitleMax) warnings.push('metaTitleTooLong');
  if (
    description &&
    (description.length < seoLimits.metaDescriptionMin || description.length > seoLimits.metaDescriptionMax)
  ) {
    warnings.push('metaDescriptionLength');
  }
  if (keywords.length > seoLimits.metaKeywordsMax) warnings.push('tooManyKeywords');
  return warnings;
}

/** Listing files: photos JPEG or PNG by content, documents PDF by content (docs/SPEC.md §5). */
export const listingUploadRules = {
  imageMaxBytes: 10 * 1024 * 1024,
  imageMinSize: 120,
  documentMaxBytes: 10 * 1024 * 1024,
  maxGalleryImages: 20,
  maxDocuments: 10,
  maxPlans: 30,
} as const;

/** Multipart names of a property's files. */
export const propertyFileFields = {
  titleImage: 'title_image',
  galleryImages: 'gallery_images',
  documents: 'documents',
  threeDImage: 'three_d_image',
  metaImage: 'meta_image',
} as const;
/** Multipart names of a project's files; a plan's document is `plans[<n>][document]`. */
export const projectFileFields = {
  image: 'image',
  galleryImages: 'gallery_images',
  documents: 'documents',
  metaImage: 'meta_image',
} as const;

// ---------------------------------------------------------------- field helpers

const requiredText = (name: string, maxLength: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(maxLength, { error: `${name} must be at most ${maxLength} characters` });

/** A decimal form field within [min, max]; '' or absent gives null. */
const formNumber = (name: string, min: number, max: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((value, ctx): number | null => {
      if (isBlankField(value)) return null;
      const number =
        typeof value === 'number' ? value : /^-?\d+(\.\d+)?$/.test(String(value).trim()) ? Number(value) : NaN;
      if (Number.isFinite(number) && number >= min && number <= max) return number;
      ctx.addIssue({ code: 'custom', message: `${name} must be a number from ${min} to ${max}` });
      return z.NEVER;
    });

/** A list sent as JSON text (multipart) or as an array (JSON body, bracketed names). */
const formList = <T extends z.ZodType>(name: string, item: T, maxItems: number) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): unknown[] => {
      if (isBlankField(value)) return [];
      if (Array.isArray(value)) return value;
      if (typeof value === 'object') return Object.values(value as object);
      try {
        const parsed: unknown = JSON.parse(String(value));
        if (Array.isArray(parsed)) return parsed;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: `${name} must be a list` });
      return z.NEVER;
    })
    .pipe(z.array(item).max(maxItems, { error: `${name} may hold at most ${maxItems} items` }));

/** An update's text field: absent stays as it is, '' clears it. */
const maybeText = (name: string, maxLength: number) =>
  z
    .string({ error: `${name} must be text` })
    .max(maxLength, { error: `${name} must be at most ${maxLength} characters` })
    .optional();

const videoLink = z
  .string()
  .trim()
  .max(500)
  .default('')
  .refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), { error: 'video_link must be an http(s) link' });

/** Posting takes sell or rent (or the codes 0 and 1); sold and rented come from update_property_status. */
export const postingPropertyTypes = ['sell', 'rent'] as const;
const postingType = z.union([z.string(), z.number()]).transform((value, ctx): (typeof postingPropertyTypes)[number] => {
  const word = String(value).trim().toLowerCase();
  if (word === 'sell' || word === '0') return 'sell';
  if (word === 'rent' || word === '1') return 'rent';
  ctx.addIssue({ code: 'custom', message: 'property_type must be sell or rent' });
  return z.NEVER;
});

export const parameterValueInput = z.object({
  parameter_id: formId('parameter_id'),
  value: z
    .union([z.string(), z.number(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value.join(',') : String(value)))
    .pipe(z.string().max(1000)),
});
export const facilityDistanceInput = z.object({
  facility_id: formId('facility_id'),
  /** Kilometres. */
  distance: formNumber('distance', 0, 10_000).transform((value) => value ?? 0),
});

// ---------------------------------------------------------------- properties

const locationFields = {
  city: formText('city', 100),
  state: formText('state', 100),
  country: formText('country', 100),
  latitude: formNumber('latitude', -90, 90),
  longitude: formNumber('longitude', -180, 180),
};

const propertyFields = {
  title: requiredText('title', 200, listingMessages.titleRequired),
  description: requiredText('description', 10_000, listingMessages.descriptionRequired),
  category_id: z
    .union([z.string(), z.number()], { error: listingMessages.categoryRequired })
    .pipe(formId('category_id')),
  property_type: postingType,
  price: formNumber('price', 0, 1e12),
  rentduration: z.union([z.enum(rentDurations), z.literal('')]).default(''),
  address: formText('address', 500),
  client_address: formText('client_address', 500),
  ...locationFields,
  video_link: videoLink,
  meta_title: formText('meta_title', 200),
  meta_description: formText('meta_description', 500),
  meta_keywords: formText('meta_keywords', 1000),
  is_premium: formFlag('is_premium'),
  parameters: formList('parameters', parameterValueInput, 100),
  facilities: formList('facilities', facilityDistanceInput, 100),
};

type LocationLike = {
  city?: string;
  state?: string;
  country?: string;
  address?: string;
  latitude?: number | null;
  longitude?: number | null;
};
/** Where a listing is: the four place fields and both coordinates (docs/SPEC.md §5). */
export const isLocationComplete = (place: LocationLike) =>
  [place.city, place.state, place.country, place.address].every((part) => (part ?? '').trim() !== '') &&
  typeof place.latitude === 'number' &&
  typeof place.longitude === 'number';

/** post_property (POST, auth, multipart): every field of docs/SPEC.md §3 Property; title_image is required. */
export const postPropertyBody = z.object(propertyFields).superRefine((body, ctx) => {
  if (body.price === null) ctx.addIssue({ code: 'custom', path: ['price'], message: listingMessages.priceRequired });
  if (body.property_type === 'rent' && body.rentduration === '') {
    ctx.addIssue({ code: 'custom', path: ['rentduration'], message: listingMessages.rentDurationRequired });
  }
  if (!isLocationComplete(body))
    ctx.addIssue({ code: 'custom', path: ['city'], message: listingMessages.locationIncomplete });
});
export type PostPropertyBody = z.input<typeof postPropertyBody>;
export type PostPropertyFields = z.output<typeof postPropertyBody>;

/**
 * update_post_property (POST, auth, multipart): `id` and any fields to change (absent ones
 * stay), new files added beside the old, and the remove_* lists. `action_type` is accepted
 * from older clients ('0' edit); the fields decide what changes.
 */
export const updatePostPropertyBody = z.object({
  id: formId('id'),
  action_type: formText('action_type', 10),
  title: propertyFields.title.optional(),
  description: propertyFields.description.optional(),
  category_id: propertyFields.category_id.optional(),
  property_type: propertyFields.property_type.optional(),
  /** null (absent or '') keeps the price, as for latitude and longitude. */
  price: propertyFields.price,
  rentduration: z.union([z.enum(rentDurations), z.literal('')]).optional(),
  address: maybeText('address', 500),
  client_address: maybeText('client_address', 500),
  city: maybeText('city', 100),
  state: maybeText('state', 100),
  country: maybeText('country', 100),
  latitude: locationFields.latitude,
  longitude: locationFields.longitude,
  video_link: maybeText('video_link', 500).refine((value) => !value || /^https?:\/\/\S+$/.test(value.trim()), {
    error: 'video_link must be an http(s) link',
  }),
  meta_title: maybeText('meta_title', 200),
  meta_description: maybeText('meta_description', 500),
  meta_keywords: maybeText('meta_keywords', 1000),
  is_premium: formFlag('is_premium').optional(),
  parameters: propertyFields.parameters.optional(),
  facilities: propertyFields.facilities.optional(),
  remove_gallery_images: formIdList('remove_gallery_images', 50),
  remove_documents: formIdList('remove_documents', 50),
  remove_three_d_image: formFlag('remove_three_d_image'),
});
export type UpdatePostPropertyFields = z.output<typeof updatePostPropertyBody>;

export const propertyReply = successEnvelope(propertySchema);

/** delete_property (POST, auth): `id`; its files are removed from storage. */
export const deletePropertyBody = z.object({ id: formId('id') });
export const emptyListingReply = successEnvelope(z.null());

/** change-property-status (POST, auth): an approved listing's owner switches it active (1) or inactive (0). */
export const changePropertyStatusBody = z.object({
  property_id: formId('property_id'),
  status: z
    .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)], { error: 'status must be 1 or 0' })
    .transform(Number),
});
/** update_property_status (POST, auth): sell -> sold, rent -> rented, and back ("mark as available for rent"). */
export const propertyTypeMoves = { sell: ['sold'], rent: ['rented'], sold: ['sell'], rented: ['rent'] } as const;
export const updatePropertyStatusBody = z.object({
  property_id: formId('property_id'),
  status: z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => (value === undefined ? undefined : String(value)))
    .pipe(
      queryChoice('status', ['sell', 'rent', 'sold', 'rented'] as const, {
        '0': 'sell',
        '1': 'rent',
        '2': 'sold',
        '3': 'rented',
      }),
    )
    .pipe(z.enum(['sell', 'rent', 'sold', 'rented'], { error: 'status must be sell, rent, sold or rented' })),
});

/** get-added-properties (GET, auth): the user's own listings, every status, newest first. */
export const getAddedPropertiesQuery = z.object({
  ...pagingQuery,
  request_status: queryChoice('request_status', requestStatuses),
  property_type: queryChoice('property_type', ['sell', 'rent', 'sold', 'rented'] as const),
  search: queryText('search', searchTextMaxLength),
});
/** Each with its renewal state (listing-renewals.ts). */
export const getAddedPropertiesReply = listEnvelope(ownPropertySchema);

// ---------------------------------------------------------------- projects

export const projectPlanInput = z.object({
  /** An existing plan to keep or retitle (update); absent for a new plan. */
  id: formId('id').optional(),
  title: requiredText('plan title', 200, listingMessages.floorIncomplete),
  /** The plan's drawing (a PDF, JPEG or PNG file part); a new plan needs one. */
  document: uploadedFilePart.optional(),
});

const projectFields = {
  title: requiredText('title', 200, listingMessages.titleRequired),
  description: requiredText('description', 10_000, listingMessages.descriptionRequired),
  category_id: z
    .union([z.string(), z.number()], { error: listingMessages.categoryRequired })
    .pipe(formId('category_id')),
  type: z.enum(projectTypes, { error: `type must be one of: ${projectTypes.join(', ')}` }),
  /** Street address of the site. */
  location: formText('location', 500),
  ...locationFields,
  video_link: videoLink,
  meta_title: formText('meta_title', 200),
  meta_description: formText('meta_description', 500),
  meta_keywords: formText('meta_keywords', 1000),
  /** Floor plans: a title each and a document `plans[<n>][document]` (every plan of a new project needs one). */
  plans: formList('plans', projectPlanInput, listingUploadRules.maxPlans),
};

/** post_project (POST, auth, multipart): a new project (pending until the admin enables it); with `id`, an update. */
export const postProjectBody = z
  .object({
    ...projectFields,
    id: formId('id').optional(),
    remove_documents: formIdList('remove_documents', 50),
    remove_gallery_images: formIdList('remove_gallery_images', 50),
    remove_plans: formIdList('remove_plans', 50),
  })
  .superRefine((body, ctx) => {
    if (!isLocationComplete({ ...body, address: body.location })) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: listingMessages.locationIncomplete });
    }
  });
export type PostProjectBody = z.input<typeof postProjectBody>;
export type PostProjectFields = z.output<typeof postProjectBody>;
export const projectReply = successEnvelope(projectSchema);

export const deleteProjectBody = z.object({ id: formId('id') });
/** change-project-status (POST, auth): an enabled project's owner switches it active (1) or inactive (0). */
export const changeProjectStatusBody = z.object({
  project_id: formId('project_id'),
  status: z
    .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)], { error: 'status must be 1 or 0' })
    .transform(Number),
});
/** get-added-projects (GET, auth): the user's own projects, every status. */
export const getAddedProjectsQuery = z.object({
  ...pagingQuery,
  request_status: queryChoice('request_status', requestStatuses),
});
/** Each with its renewal state (listing-renewals.ts). */
export const getAddedProjectsReply = listEnvelope(ownProjectSchema);

// ---------------------------------------------------------------- favourites, interest, reports

/** add_favourite (POST, auth): `type` 1 adds, 0 removes; absent toggles. */
export const addFavouriteBody = z.object({
  property_id: formId('property_id'),
  type: z.union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1), z.literal('')]).optional(),
});
export const favouriteStateSchema = z.object({
  property_id: z.number().int(),
  is_favourite: z.union([z.literal(0), z.literal(1)]),
  total_favourite_users: z.number().int(),
});
export const addFavouriteReply = successEnvelope(favouriteStateSchema);
export const getFavouritePropertyQuery = z.object({ ...pagingQuery });
export const getFavouritePropertyReply = listEnvelope(propertySchema);

/** interested_users (POST, auth): `type` 1 adds, 0 removes; absent toggles. */
export const interestedUsersBody = addFavouriteBody;
export const interestStateSchema = z.object({
  property_id: z.number().int(),
  is_interested: z.union([z.literal(0), z.literal(1)]),
  total_interested_users: z.number().int(),
});
export const interestedUsersReply = successEnvelope(interestStateSchema);

/** get_interested_users (GET, auth): the owner's view of who is interested in a listing. */
export const getInterestedUsersQuery = z.object({
  ...pagingQuery,
  property_id: queryId('property_id'),
  slug_id: queryText('slug_id', 200),
});
export const interestedUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  profile: fileUrl,
  created_at: isoDateTime,
});
export type InterestedUser = z.infer<typeof interestedUserSchema>;
export const getInterestedUsersReply = listEnvelope(interestedUserSchema);

/** `translated_reason`: `reason` in the request's Content-Language (the stored text when it has none there). */
export const reportReasonSchema = z.object({ id: z.number().int(), reason: z.string(), translated_reason: z.string() });
export type ReportReason = z.infer<typeof reportReasonSchema>;
export const getReportReasonsReply = successEnvelope(z.array(reportReasonSchema));
/** add_reports (POST, auth): a reason (reason_id) or a message (other_message) is required; one per user and listing. */
export const addReportsBody = z
  .object({
    property_id: formId('property_id'),
    reason_id: z
      .union([z.string(), z.number()])
      .optional()
      .transform((value) => (isBlankField(value) ? undefined : Number(value))),
    other_message: formText('other_message', 1000),
  })
  .superRefine((body, ctx) => {
    if (body.reason_id === undefined && body.other_message.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['reason_id'], message: listingMessages.reportReasonRequired });
    }
    if (body.reason_id !== undefined && (!Number.isSafeInteger(body.reason_id) || body.reason_id < 1)) {
      ctx.addIssue({ code: 'custom', path: ['reason_id'], message: 'reason_id must be a whole number from 1' });
    }
  });
export const addReportsReply = successEnvelope(z.object({ id: z.number().int(), property_id: z.number().int() }));

// ---------------------------------------------------------------- featuring

export const advertisementTypes = ['slider', 'list'] as const;
export const advertisementStatuses = ['approved', 'pending', 'rejected', 'expired'] as const;
export const featureTargets = ['property', 'project'] as const;

/** store_advertisement (POST, auth): feature one of the user's approved listings (uses property_feature / project_feature). */
export const storeAdvertisementBody = z
  .object({
    feature_for: z.enum(featureTargets, { error: 'feature_for must be property or project' }),
    property_id: formId('property_id').optional(),
    project_id: formId('project_id').optional(),
    type: z.union([z.enum(advertisementTypes), z.literal('')]).default('list'),
  })
  .superRefine((body, ctx) => {
    if (body.feature_for === 'property' && body.property_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['property_id'], message: 'property_id is required' });
    }
    if (body.feature_for === 'project' && body.project_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['project_id'], message: 'project_id is required' });
    }
  });

const featuredListingCard = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  title: z.string(),
  image: fileUrl,
  city: z.string(),
});

export const advertisementSchema = z.object({
  id: z.number().int(),
  status: z.enum(advertisementStatuses),
  type: z.enum(advertisementTypes),
  feature_for: z.enum(featureTargets),
  start_date: isoDateTime,
  end_date: isoDateTime.nullable(),
  created_at: isoDateTime,
  /** What is featured: a short card of the property or project. */
  listing: featuredListingCard,
  /** docs/api-shapes.md names: the id and card of the property or of the project (the other null). */
  property_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  property: featuredListingCard.nullable(),
  project: featuredListingCard.nullable(),
});
export type Advertisement = z.infer<typeof advertisementSchema>;
export const storeAdvertisementReply = successEnvelope(advertisementSchema);

/** get-featured-data (GET, auth): the user's advertisements, newest first; `type` slider or list. */
export const getFeaturedDataQuery = z.object({ ...pagingQuery, type: queryChoice('type', advertisementTypes) });
export const getFeaturedDataReply = listEnvelope(advertisementSchema);

// ---------------------------------------------------------------- places

/** A geocoded place (docs/SPEC.md §3); get-location answers null when nothing is found. */
export const geocodedPlaceSchema = z.object({
  city: z.string(),
  state: z.string(),
  country: z.string(),
  formatted_address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeocodedPlace = z.infer<typeof geocodedPlaceSchema>;
/** get-location (GET): `latitude` + `longitude` (reverse), or `search` text (forward). */
export const getLocationQuery = z
  .object({
    latitude: queryDecimal('latitude', -90, 90),
    longitude: queryDecimal('longitude', -180, 180),
    search: queryText('search', 200),
    /** Older clients: city and state to look up. */
    city: queryText('city', 100),
    state: queryText('state', 100),
    type: queryText('type', 20),
  })
  .superRefine((query, ctx) => {
    const reverse = query.latitude !== undefined && query.longitude !== undefined;
    if (!reverse && query.search === undefined && query.city === undefined) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'latitude and longitude, or search, are required' });
    }
  });
export const getLocationReply = successEnvelope(z.array(geocodedPlaceSchema));
