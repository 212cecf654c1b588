import { accountMessages, isOperator, type MapPin, type Property } from '@domus/shared/contract';
import { ApiError } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { PackageService } from '../packages/service';

/*
 * A listing flagged is_premium opens whole for its owner, admins and members whose package
 * includes premium_properties: its page (get_property?id=) answers anyone else 401 (a visitor:
 * signing in may open it) or 403 (a member without the feature). Every other call that shows
 * listings keeps the same back, through here: such a reader gets the listing's card (a
 * teaser), never what only its page shows.
 */

/** A listing as these rules read it. */
type Listing = { user_id: number; is_premium: boolean };

const premiumFeature = 'premium_properties';

/** Why this reader may not open other people's premium listings (401 or 403), or undefined when they may. */
async function premiumRefusal(packages: PackageService, reader: AuthUser | undefined): Promise<ApiError | undefined> {
  if (!reader) return new ApiError('unauthorized', accountMessages.notSignedIn);
  if (isOperator(reader.role)) return undefined;
  return PackageService.refusal(await packages.check(reader.id, premiumFeature), premiumFeature);
}

const othersPremium = (listing: Listing, reader: AuthUser | undefined) =>
  listing.is_premium && listing.user_id !== reader?.id;

/** The page of a listing: throws the refusal for a premium listing the reader may not open. */
export async function requirePremiumAccess(packages: PackageService, listing: Listing, reader: AuthUser | undefined) {
  if (!othersPremium(listing, reader)) return;
  const refusal = await premiumRefusal(packages, reader);
  if (refusal) throw refusal;
}

/**
 * For a list: which of `listings` the reader may see whole. The reader's package is read once,
 * and only when the list holds someone else's premium listing.
 */
export async function premiumOpener(
  packages: PackageService,
  reader: AuthUser | undefined,
  listings: readonly Listing[],
): Promise<(listing: Listing) => boolean> {
  const refused = listings.some((listing) => othersPremium(listing, reader))
    ? (await premiumRefusal(packages, reader)) !== undefined
    : false;
  return (listing) => !refused || !othersPremium(listing, reader);
}

/**
 * Where a teaser puts a listing: its coordinates to two decimals (within about a kilometre),
 * enough for a pin on a map of the town, not enough to find the house.
 */
const nearby = (degrees: number) => Math.round(degrees * 100) / 100;

/**
 * The card of a premium listing for a reader who may not open it, in the property object's
 * shape (clients read every field): what a card shows, and empty values for what only its page
 * shows (the description, pictures beyond the title image, documents, the tour and the video, the
 * street address and exact place, the facts, the owner's name and contact). Every field is
 * written out, so a field added to the property object is kept back until it is named here.
 */
export function propertyTeaser(whole: Property): Property {
  return {
    id: whole.id,
    slug_id: whole.slug_id,
    title: whole.title,
    translated_title: whole.translated_title,
    price: whole.price,
    category: whole.category,
    category_id: whole.category_id,
    property_type: whole.property_type,
    rentduration: whole.rentduration,
    title_image: whole.title_image,
    title_image_thumb: whole.title_image_thumb,
    low_quality_title_image: whole.low_quality_title_image,
    city: whole.city,
    state: whole.state,
    country: whole.country,
    latitude: nearby(whole.latitude),
    longitude: nearby(whole.longitude),
    post_created: whole.post_created,
    created_at: whole.created_at,
    total_view: whole.total_view,
    status: whole.status,
    request_status: whole.request_status,
    is_premium: whole.is_premium,
    promoted: whole.promoted,
    customer_id: whole.customer_id,
    added_by: whole.added_by,
    is_verified: whole.is_verified,
    total_favourite_users: whole.total_favourite_users,
    total_interested_users: whole.total_interested_users,
    is_favourite: whole.is_favourite,
    is_interested: whole.is_interested,
    is_reported: whole.is_reported,
    is_blocked_by_me: whole.is_blocked_by_me,
    is_blocked_by_user: whole.is_blocked_by_user,
    description: '',
    translated_description: '',
    three_d_image: '',
    gallery: [],
    documents: [],
    video_link: '',
    address: '',
    client_address: '',
    meta_title: '',
    meta_description: '',
    meta_keywords: '',
    meta_image: '',
    assign_facilities: [],
    parameters: [],
    customer_name: '',
    customer_slug_id: '',
    profile: '',
    email: '',
    mobile: '',
  };
}

/** A map pin of a premium listing for a reader who may not open it: the card's fields, placed nearby. */
export const mapPinTeaser = (pin: MapPin): MapPin => ({
  id: pin.id,
  slug_id: pin.slug_id,
  title: pin.title,
  price: pin.price,
  property_type: pin.property_type,
  rentduration: pin.rentduration,
  city: pin.city,
  title_image: pin.title_image,
  latitude: nearby(pin.latitude),
  longitude: nearby(pin.longitude),
});
