import type { PropertyType } from '@domus/shared/contract';
import type { AuthUser } from '../../http/auth';
import type { SqlParams } from '../../db/sql';
import { promotedPropertySql } from '../advertisements/sql';

/** One property with its category and owner, as the list query returns it. */
export interface PropertyRow {
  id: number;
  slug_id: string;
  user_id: number;
  title: string;
  description: string;
  price: number;
  category_id: number;
  property_type: PropertyType;
  rentduration: 'daily' | 'monthly' | 'quarterly' | 'yearly' | null;
  title_image: string;
  three_d_image: string;
  address: string;
  client_address: string;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  video_link: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  meta_image: string;
  created_at: Date;
  total_view: number;
  status: number;
  request_status: 'approved' | 'pending' | 'rejected';
  is_premium: boolean;
  total_likes: number;
  category_name: string;
  category_image: string;
  category_slug_id: string;
  owner_name: string;
  owner_slug_id: string;
  owner_profile: string;
  owner_email: string | null;
  owner_mobile: string;
  promoted: boolean;
  total_interested_users: number;
  is_favourite: boolean;
  is_interested: boolean;
  is_reported: boolean;
  is_blocked_by_me: boolean;
  is_blocked_by_user: boolean;
}

/** Per-reader flags: computed for a signed-in reader, constant false for a visitor. */
function readerFlags(reader: AuthUser | undefined, params: SqlParams): string {
  if (!reader) {
    return `false as is_favourite, false as is_interested, false as is_reported,
      false as is_blocked_by_me, false as is_blocked_by_user`;
  }
  const me = params.add(reader.id);
  return `exists (select 1 from favourites f where f.property_id = p.id and f.user_id = ${me}) as is_favourite,
    exists (select 1 from interests i where i.property_id = p.id and i.user_id = ${me}) as is_interested,
    exists (select 1 from reports r where r.property_id = p.id and r.user_id = ${me}) as is_reported,
    exists (select 1 from blocks b where b.blocker_id = ${me} and b.blocked_user_id = p.user_id) as is_blocked_by_me,
    exists (select 1 from blocks b where b.blocker_id = p.user_id and b.blocked_user_id = ${me}) as is_blocked_by_user`;
}

/**
 * The SELECT of property cards; `where` and `orderBy` come from criteria.ts (alias p).
 * The page is cut first on ids alone (inner query, served by the indexes; no wide rows to
 * sort), then only its rows are read, joined and enriched.
 */
export function propertyRowsSql(
  where: string,
  orderBy: string,
  reader: AuthUser | undefined,
  params: SqlParams,
  page: { limit: number; offset: number },
): string {
  return `select p.id, p.slug_id, p.user_id, p.title, p.description, p.price, p.category_id, p.property_type,
      p.rentduration, p.title_image, p.three_d_image, p.address, p.client_address, p.city, p.state, p.country,
      p.latitude, p.longitude, p.video_link, p.meta_title, p.meta_description, p.meta_keywords, p.meta_image,
      p.created_at, p.total_view, p.status, p.request_status, p.is_premium, p.total_likes,
      c.category as category_name, c.image as category_image, c.slug_id as category_slug_id,
      u.name as owner_name, u.slug_id as owner_slug_id, u.profile as owner_profile,
      u.email as owner_email, u.mobile as owner_mobile,
      ${promotedPropertySql('p')} as promoted,
      (select count(*) from interests ic where ic.property_id = p.id)::int as total_interested_users,
      ${readerFlags(reader, params)}
    from (
      select p.id from properties p
       where ${where}
       order by ${orderBy}
       limit ${params.add(page.limit)} offset ${params.add(page.offset)}
    ) page
    join properties p on p.id = page.id
    join categories c on c.id = p.category_id
    join users u on u.id = p.user_id
    order by ${orderBy}`;
}
