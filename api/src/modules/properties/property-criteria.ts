import type { PostedSince, PropertySort, PropertyType } from '@domus/shared/contract';

/** What a property query may ask for, already validated by the contract. */
export interface PropertyCriteria {
  id?: number;
  /** Any of these listings (homepage slider). */
  ids?: number[];
  slug_id?: string;
  category_id?: number;
  category_slug_id?: string;
  city?: string;
  state?: string;
  country?: string;
  property_type?: PropertyType;
  min_price?: number;
  max_price?: number;
  posted_since?: PostedSince;
  search?: string;
  userid?: number;
  promoted?: boolean;
  users_promoted?: boolean;
  /** Only listings somebody marked as favourite. */
  liked?: boolean;
  /** Only premium listings (their page opens with the premium_properties feature). */
  premium?: boolean;
  /** Map viewport, in degrees. */
  box?: { minLat: number; maxLat: number; minLng: number; maxLng: number };
  /** Listings like this one: same category, itself left out. */
  similarTo?: { id: number; categoryId: number };
  /** Same city or, failing that, same state. */
  near?: { city?: string; state?: string };
  /** Every listing whatever its state (an owner's own list, a listing just posted): no visibility filter. */
  anyState?: boolean;
  request_status?: 'approved' | 'pending' | 'rejected';
}

/**
 * Nearest a point first; `within`: only listings inside this box (the same box as the
 * criteria's), so that the walk outward from the point stops at its edge.
 */
export interface NearestOrder {
  nearest: { latitude: number; longitude: number };
  within?: PropertyCriteria['box'];
}

export type PropertyOrder = PropertySort | 'most_liked' | NearestOrder | { sameCityFirst: string };
