import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { isUniqueViolation } from '../../db/sql';

/** docs/SPEC.md §9: lower-cased, other characters stripped, hyphenated. */
export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

/**
 * A slug made from the title on creation, unique in `table`: the plain slug when it is free,
 * otherwise the first free `-2`, `-3`... It never changes afterwards (links stay valid).
 */
export async function uniqueSlug(
  db: Queryable,
  table: 'properties' | 'projects' | 'articles',
  title: string,
  fallback: string,
) {
  const base = slugify(title) || fallback;
  const taken = await kyselyOf(db)
    .selectFrom(table)
    .select('slug_id')
    .where((eb) => eb.or([eb('slug_id', '=', base), eb('slug_id', 'like', `${base}-%`)]))
    .execute();
  const used = new Set(taken.map((row) => row.slug_id));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A unique violation on a slug: another posting took it between the check and the insert. */
export const isSlugClash = (error: unknown) =>
  isUniqueViolation(error) &&
  /slug/.test(String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message));
