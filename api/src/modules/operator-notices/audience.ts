import type { NoticeSegment } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { invalidInput } from '../../http/api-error';

/** Who a notice goes to: a segment, and the city's name as the site keeps it for the city segment. */
export interface NoticeAudienceOf {
  segment: NoticeSegment;
  city: string | null;
}

/**
 * The accounts a segment reaches: active ones only (a deactivated account gets nothing). Members
 * are the role user accounts (agents too, operators not); agents the verified ones; a city's, the
 * accounts whose profile says that city (any case: users_city_idx).
 */
export const recipientsOf = (db: Queryable, audience: NoticeAudienceOf) =>
  kyselyOf(db)
    .selectFrom('users as u')
    .where('u.is_active', '=', true)
    .$if(audience.segment === 'members', (qb) => qb.where('u.role', '=', 'user'))
    .$if(audience.segment === 'agents', (qb) => qb.where('u.verification_status', '=', 'success'))
    .$if(audience.segment === 'city', (qb) => qb.where(sql`lower(u.city)`, '=', audience.city!.toLowerCase()));

/** The city named (any case) as the site's cities list spells it; a clear refusal when it has none. */
export async function cityNamed(db: Queryable, name: string): Promise<string> {
  const city = await kyselyOf(db)
    .selectFrom('cities')
    .select('name')
    .where(sql`lower(name)`, '=', name.trim().toLowerCase())
    .orderBy('id')
    .executeTakeFirst();
  if (!city) throw invalidInput(`city: the site has no city named "${name.trim()}"`);
  return city.name;
}

/** The segment as asked, its city checked against the site's cities. */
export async function audienceOf(
  db: Queryable,
  asked: { segment: NoticeSegment; city?: string | null },
): Promise<NoticeAudienceOf> {
  if (asked.segment !== 'city') return { segment: asked.segment, city: null };
  if (!asked.city?.trim()) throw invalidInput('city is required');
  return { segment: 'city', city: await cityNamed(db, asked.city) };
}

/** How many accounts the audience reaches now. */
export async function countRecipients(db: Queryable, audience: NoticeAudienceOf): Promise<number> {
  const row = await recipientsOf(db, audience)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirst();
  return row?.n ?? 0;
}
