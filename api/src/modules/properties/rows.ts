import type { Property } from '@domus/shared/contract';
import type { TableRow } from '../../db/kysely';
import type { SqlParams } from '../../db/sql';
import type { Translations } from '../../lib/translations';
import { promotedPropertyColumnSql } from '../listing-rules/promotion';
import { contactSettingKey, nearestTieMargin } from './constants';
import { propertyOrderBy, type MatchTable } from './criteria';
import type { NearestOrder, PropertyOrder } from './property-criteria';

/**
 * `Row` with some columns narrowed to the values the database holds them to (a CHECK
 * constraint, a JSON column's shape). Each narrowed type must fit the generated column type,
 * so a renamed or retyped column still fails typecheck.
 */
export type Narrowed<Row, Narrow extends { [K in keyof Narrow]: K extends keyof Row ? Row[K] : never }> = Omit<
  Row,
  keyof Narrow
> &
  Narrow;

/** A JSON translations column, as lib/translations reads it. */
export type Translated = { translations: Translations };

/** The listing's own columns the cards read (propertyCardsSql). */
type PropertyColumns = Narrowed<
  TableRow<
    'properties',
    | 'id'
    | 'slug_id'
    | 'user_id'
    | 'title'
    | 'description'
    | 'price'
    | 'category_id'
    | 'property_type'
    | 'rentduration'
    | 'title_image'
    | 'three_d_image'
    | 'address'
    | 'client_address'
    | 'city'
    | 'state'
    | 'country'
    | 'latitude'
    | 'longitude'
    | 'video_link'
    | 'meta_title'
    | 'meta_description'
    | 'meta_keywords'
    | 'meta_image'
    | 'created_at'
    | 'total_view'
    | 'status'
    | 'request_status'
    | 'is_premium'
    | 'total_likes'
  >,
  // The CHECK constraints of migration 001 hold these to the contract's words.
  Pick<Property, 'property_type' | 'rentduration' | 'request_status'>
>;

type CategoryOf = Narrowed<TableRow<'categories', 'category' | 'image' | 'slug_id' | 'translations'>, Translated>;
type OwnerOf = TableRow<'users', 'name' | 'slug_id' | 'profile' | 'email' | 'mobile'>;

/** The category and owner columns a listing's or a project's row carries, joined under these names. */
export interface CategoryAndOwner {
  category_name: CategoryOf['category'];
  category_translations: CategoryOf['translations'];
  category_image: CategoryOf['image'];
  category_slug_id: CategoryOf['slug_id'];
  owner_name: OwnerOf['name'];
  owner_slug_id: OwnerOf['slug_id'];
  owner_profile: OwnerOf['profile'];
  owner_email: OwnerOf['email'];
  owner_mobile: OwnerOf['mobile'];
  /** The owner is a verified agent. */
  owner_is_verified: boolean;
  /** A running advertisement features it. */
  promoted: boolean;
}

/** One property with its category and owner, as the list query returns it. */
export type PropertyRow = PropertyColumns &
  CategoryAndOwner & {
    total_interested_users: number;
    is_favourite: boolean;
    is_interested: boolean;
    is_reported: boolean;
    is_blocked_by_me: boolean;
    is_blocked_by_user: boolean;
    /** The stored value of the setting that shows owners' contacts to visitors (read with each page). */
    guest_contact_setting: TableRow<'settings', 'value'>['value'];
    /** The listing's children as property_children keeps them built (JSON arrays; see PropertyParameterRow). */
    gallery: PropertyImageRow[];
    documents: PropertyDocumentRow[];
    facilities: PropertyFacilityRow[];
    parameters: PropertyParameterRow[];
    /** listing_catalogue_version when read: the version of the parameters and facilities the rows are joined with. */
    definitions_version: number;
  };

// The children's rows as property_children_built (migration 023) puts them in its JSON arrays.
export type PropertyImageRow = TableRow<'property_images', 'id' | 'image'>;
export type PropertyDocumentRow = TableRow<'property_documents', 'id' | 'file_name' | 'file'>;
/** A facility of the listing: its name and picture are the facility's own (parameters-and-facilities.ts). */
export type PropertyFacilityRow = TableRow<'property_facilities', 'id' | 'facility_id' | 'distance'>;
/** A parameter's value for the listing, by parameter id: the rest is the parameter's own (parameters-and-facilities.ts). */
export type PropertyParameterRow = TableRow<'property_parameters', 'value'> & {
  id: TableRow<'property_parameters', 'parameter_id'>['parameter_id'];
};

/** Per-reader flags: computed for a signed-in reader ($2), constant false for a visitor. */
function readerFlags(reader: boolean): string {
  if (!reader) {
    return `false as is_favourite, false as is_interested, false as is_reported,
      false as is_blocked_by_me, false as is_blocked_by_user`;
  }
  return `exists (select 1 from favourites f where f.property_id = p.id and f.user_id = $2) as is_favourite,
    exists (select 1 from interests i where i.property_id = p.id and i.user_id = $2) as is_interested,
    exists (select 1 from reports r where r.property_id = p.id and r.user_id = $2) as is_reported,
    exists (select 1 from blocks b where b.blocker_id = $2 and b.blocked_user_id = p.user_id) as is_blocked_by_me,
    exists (select 1 from blocks b where b.blocker_id = p.user_id and b.blocked_user_id = $2) as is_blocked_by_user`;
}

/**
 * The ids of one page of listings, in order; `where` and `orderBy` come from criteria.ts
 * (alias p). Only ids: the page is cut on the indexes, no wide row read or sorted.
 *
 * `from`: where the matching runs (see matchTable() in criteria.ts), properties by default.
 * `collect` (the caller knows the matches are few): every match is read first and the page
 * is sorted out of them. `offset 0` keeps the planner from pushing the order and limit into
 * the matching (it plans that subquery on its own, for all its rows), so it cannot choose to
 * walk an ordered index over the whole table on a bad row estimate.
 */
export function propertyIdsSql(
  where: string,
  order: PropertyOrder,
  params: SqlParams,
  page: { limit: number; offset: number },
  options: { collect?: boolean; from?: MatchTable } = {},
): string {
  const from = options.from ?? 'properties';
  if (typeof order === 'object' && 'nearest' in order) return nearestIdsSql(where, order, params, page, from);
  const matches = options.collect ? `(select * from ${from} p where ${where} offset 0) p` : `${from} p where ${where}`;
  return `select p.id from ${matches}
   order by ${propertyOrderBy(order, params)}
   limit ${params.add(page.limit)} offset ${params.add(page.offset)}`;
}

/**
 * Nearest first, ties by id. The geo index hands listings out by distance, but only when
 * ordered by the distance alone, so the walk takes the page's rows and nearestTieMargin more,
 * and those are put in (distance, id) order: exact unless more than that many listings lie
 * at the very distance where the page ends. With a box, the walk keeps inside it (an index
 * condition of the same scan), so a place with few listings is not searched the world over.
 */
function nearestIdsSql(
  where: string,
  { nearest, within }: NearestOrder,
  params: SqlParams,
  page: { limit: number; offset: number },
  from: MatchTable,
): string {
  const point = `point(${params.add(nearest.longitude)}, ${params.add(nearest.latitude)})`;
  const box = within
    ? ` and p.geo <@ box(point(${params.add(within.minLng)}, ${params.add(within.minLat)}), point(${params.add(within.maxLng)}, ${params.add(within.maxLat)}))`
    : '';
  return `select near.id from (
     select p.id, p.geo <-> ${point} as distance from ${from} p where ${where}${box}
      order by p.geo <-> ${point}
      limit ${params.add(page.offset + page.limit + nearestTieMargin)}
   ) near
   order by near.distance, near.id
   limit ${params.add(page.limit)} offset ${params.add(page.offset)}`;
}

/**
 * The property cards of the listings whose ids are $1, in that order, with category, owner,
 * promotion, interest count, the reader's flags (the reader's id is $2) and the children, kept
 * built in property_children (migration 023).
 * The text is the same for every page, so the server plans it once per connection (a
 * prepared statement): planning this join and its seven subqueries cost as much as running it.
 */
export function propertyCardsSql(reader: boolean): string {
  return `select p.id, p.slug_id, p.user_id, p.title, p.description, p.price, p.category_id, p.property_type,
      p.rentduration, p.title_image, p.three_d_image, p.address, p.client_address, p.city, p.state, p.country,
      p.latitude, p.longitude, p.video_link, p.meta_title, p.meta_description, p.meta_keywords, p.meta_image,
      p.created_at, p.total_view, p.status, p.request_status, p.is_premium, p.total_likes,
      c.category as category_name, c.translations as category_translations, c.image as category_image, c.slug_id as category_slug_id,
      u.name as owner_name, u.slug_id as owner_slug_id, u.profile as owner_profile,
      u.email as owner_email, u.mobile as owner_mobile, u.verification_status = 'success' as owner_is_verified,
      ${promotedPropertyColumnSql('p')} as promoted,
      (select count(*) from interests ic where ic.property_id = p.id)::int as total_interested_users,
      ${readerFlags(reader)},
      (select s.value from settings s where s.key = '${contactSettingKey}') as guest_contact_setting,
      coalesce(pc.gallery, '[]') as gallery, coalesce(pc.documents, '[]') as documents,
      coalesce(pc.facilities, '[]') as facilities, coalesce(pc.parameters, '[]') as parameters,
      (select v.version from listing_catalogue_version v)::int as definitions_version
    from unnest($1::int[]) with ordinality as page(id, position)
    join properties p on p.id = page.id
    join categories c on c.id = p.category_id
    join users u on u.id = p.user_id
    left join property_children pc on pc.property_id = p.id
    order by page.position`;
}
