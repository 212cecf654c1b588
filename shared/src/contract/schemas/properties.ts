import { z } from 'zod';
import { searchTextMaxLength } from '../limits';
import { postedSinceCodes, postedSinceWindows } from '../posted-since';
import { categorySummarySchema, parameterSchema } from './categories';
import {
  fileUrl,
  isoDateTime,
  cappedListEnvelope,
  pagingQuery,
  queryChoice,
  queryDecimal,
  queryFlag,
  queryId,
  queryText,
} from './common';

/** Listing words (docs/ARCHITECTURE.md §3). */
export const propertyTypes = ['sell', 'rent', 'sold', 'rented'] as const;
export type PropertyType = (typeof propertyTypes)[number];
/** Filters also take the numeric codes of docs/api-shapes.md. */
export const propertyTypeCodes = { '0': 'sell', '1': 'rent', '2': 'sold', '3': 'rented' } as const;
export const rentDurations = ['daily', 'monthly', 'quarterly', 'yearly'] as const;
export const requestStatuses = ['approved', 'pending', 'rejected'] as const;
/** `status`: 1 active, 0 inactive. */
export const listingStatus = { active: 1, inactive: 0 } as const;

export { postedSinceCodes, postedSinceDays, postedSinceWindows } from '../posted-since';
export type { PostedSince } from '../posted-since';

/** Orders of get-property-list. */
export const propertySorts = ['newest', 'price_asc', 'price_desc', 'most_viewed'] as const;
export type PropertySort = (typeof propertySorts)[number];

const maxPrice = 1e12;

/** Every filter of get_property (docs/SPEC.md §7), spelled as the spec spells them. */
export const propertyFilterFields = {
  ...pagingQuery,
  id: queryId('id'),
  slug_id: queryText('slug_id', 200),
  category_id: queryId('category_id'),
  category_slug_id: queryText('category_slug_id', 200),
  city: queryText('city', 100),
  state: queryText('state', 100),
  country: queryText('country', 100),
  property_type: queryChoice('property_type', propertyTypes, propertyTypeCodes),
  min_price: queryDecimal('min_price', 0, maxPrice),
  max_price: queryDecimal('max_price', 0, maxPrice),
  posted_since: queryChoice('posted_since', postedSinceWindows, postedSinceCodes),
  search: queryText('search', searchTextMaxLength),
  userid: queryId('userid'),
  /** Only listings featured through an approved, running advertisement. */
  promoted: queryFlag('promoted'),
  /** The signed-in user's own featured listings (none for a visitor). */
  users_promoted: queryFlag('users_promoted'),
  /** Most viewed first. */
  top_rated: queryFlag('top_rated'),
  /** Most favourited first. */
  most_liked: queryFlag('most_liked'),
  /** With id or slug_id: the listings similar to that one instead of the listing itself. */
  get_simiilar: queryFlag('get_simiilar'),
  /**
   * Kept for older clients that send the reader's id. Per-reader flags come from the bearer
   * token only; this value is never trusted for them.
   */
  current_user: queryId('current_user'),
};

const {
  // Paging, orders and one listing's id: what a list of matches (the map, a saved search) does not take.
  offset: _offset,
  limit: _limit,
  top_rated: _topRated,
  most_liked: _mostLiked,
  get_simiilar: _similar,
  id: _id,
  slug_id: _slug,
  current_user: _currentUser,
  ...filters
} = propertyFilterFields;
/** get_property's filters alone: the rest of its query (paging, orders, one listing) left out. */
export const listingFilterFields = filters;

/** min_price at most max_price, when both are given. */
export const checkPriceRange = (query: { min_price?: number; max_price?: number }, ctx: z.RefinementCtx) => {
  if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
    ctx.addIssue({ code: 'custom', path: ['min_price'], message: 'min_price must not be more than max_price' });
  }
};

export const getPropertyQuery = z.object(propertyFilterFields).superRefine(checkPriceRange);

/** The map's bounding box: all four edges or none. */
export const boundingBoxFields = {
  min_lat: queryDecimal('min_lat', -90, 90),
  max_lat: queryDecimal('max_lat', -90, 90),
  min_lng: queryDecimal('min_lng', -180, 180),
  max_lng: queryDecimal('max_lng', -180, 180),
};

/** The map's bounding box: all four edges or none, each minimum below its maximum. */
export const checkBoundingBox = (
  query: { min_lat?: number; max_lat?: number; min_lng?: number; max_lng?: number },
  ctx: z.RefinementCtx,
) => {
  const edges = [query.min_lat, query.max_lat, query.min_lng, query.max_lng];
  const given = edges.filter((edge) => edge !== undefined).length;
  if (given !== 0 && given !== 4) {
    ctx.addIssue({
      code: 'custom',
      path: ['min_lat'],
      message: 'min_lat, max_lat, min_lng and max_lng must be given together',
    });
  } else if (given === 4 && (query.min_lat! > query.max_lat! || query.min_lng! > query.max_lng!)) {
    ctx.addIssue({
      code: 'custom',
      path: ['min_lat'],
      message: 'min_lat must not exceed max_lat, nor min_lng max_lng',
    });
  }
};

export const getPropertyListQuery = z
  .object({ ...propertyFilterFields, ...boundingBoxFields, sort: queryChoice('sort', propertySorts) })
  .superRefine(checkPriceRange)
  .superRefine(checkBoundingBox);

export const getNearbyPropertiesQuery = z
  .object({
    ...pagingQuery,
    city: queryText('city', 100),
    state: queryText('state', 100),
    type: queryChoice('type', propertyTypes, propertyTypeCodes),
  })
  .superRefine((query, ctx) => {
    if (query.city === undefined && query.state === undefined) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'city or state is required' });
    }
  });

const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

export const galleryImageSchema = z.object({
  id: z.number().int(),
  image: fileUrl,
  image_url: fileUrl,
  thumb_url: fileUrl,
});
/** A document: `name` repeats `file_name`, `type` is its kind by extension (pdf, docx... or ''). */
export const documentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  name: z.string(),
  type: z.string(),
  file: fileUrl,
});

export const assignedFacilitySchema = z.object({
  id: z.number().int(),
  facility_id: z.number().int(),
  name: z.string(),
  translated_name: z.string(),
  image: fileUrl,
  /** Kilometres from the listing. */
  distance: z.number(),
});

/** `translated_value`: the value in the request's language (each of a checkbox's comma-joined choices); other values as they are. */
export const propertyParameterSchema = parameterSchema.extend({ value: z.string(), translated_value: z.string() });

/** The property object of docs/api-shapes.md, used by every list built on get_property. */
export const propertySchema = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Owners write listings in one language: `title` and `description` again, for clients that read these. */
  translated_title: z.string(),
  translated_description: z.string(),
  price: z.number(),
  category: categorySummarySchema,
  category_id: z.number().int(),
  property_type: z.enum(propertyTypes),
  rentduration: z.enum(rentDurations).nullable(),
  title_image: fileUrl,
  title_image_thumb: fileUrl,
  /** `title_image_thumb` again: the small picture clients blur while the full one loads. */
  low_quality_title_image: fileUrl,
  three_d_image: fileUrl,
  gallery: z.array(galleryImageSchema),
  documents: z.array(documentSchema),
  address: z.string(),
  client_address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  video_link: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  meta_image: fileUrl,
  /** Relative English text ("3 days ago"); clients may format created_at themselves. */
  post_created: z.string(),
  created_at: isoDateTime,
  total_view: z.number().int(),
  status: zeroOrOne,
  request_status: z.enum(requestStatuses),
  /**
   * Its page opens for its owner, admins and members whose package has premium_properties.
   * Anyone else gets it in lists as its card: what only the page shows is empty ('', []), and
   * latitude/longitude are rounded to two decimals.
   */
  is_premium: z.boolean(),
  promoted: z.boolean(),
  assign_facilities: z.array(assignedFacilitySchema),
  parameters: z.array(propertyParameterSchema),
  customer_id: z.number().int(),
  /** `customer_id` again, under the name some clients read. */
  added_by: z.number().int(),
  customer_name: z.string(),
  customer_slug_id: z.string(),
  profile: fileUrl,
  /** Owner contact; '' where the settings hide it from visitors. */
  email: z.string(),
  mobile: z.string(),
  /** The owner is a verified agent (badge). */
  is_verified: z.boolean(),
  total_favourite_users: z.number().int(),
  total_interested_users: z.number().int(),
  /** Per-reader flags: 0 for a visitor. */
  is_favourite: zeroOrOne,
  is_interested: zeroOrOne,
  is_reported: zeroOrOne,
  is_blocked_by_me: zeroOrOne,
  is_blocked_by_user: zeroOrOne,
});

export const getPropertyReply = cappedListEnvelope(propertySchema).extend({
  /** With id or slug_id: listings like it (same category, nearest first). */
  similar_properties: z.array(propertySchema).optional(),
});
export const getPropertyListReply = cappedListEnvelope(propertySchema);
export const getNearbyPropertiesReply = cappedListEnvelope(propertySchema);

export type Property = z.infer<typeof propertySchema>;
export type GetPropertyQuery = z.output<typeof getPropertyQuery>;
export type GetPropertyListQuery = z.output<typeof getPropertyListQuery>;
export type GetNearbyPropertiesQuery = z.output<typeof getNearbyPropertiesQuery>;
export type PropertyReply = z.infer<typeof getPropertyReply>;
