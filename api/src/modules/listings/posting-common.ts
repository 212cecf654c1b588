import type { Db, Queryable } from '../../db/db';
import { readSwitch } from '../web-settings/settings-store';
import { isSlugClash } from './slugs';

/** The setting that lets verified users' new listings skip review (off by default). */
export const autoApproveSettingKey = 'auto_approve_verified_users';

/** A new listing waits for the admin, unless the setting is on and the owner is a verified user. */
export async function initialRequestStatus(db: Queryable, userId: number): Promise<'approved' | 'pending'> {
  if (!(await readSwitch(db, autoApproveSettingKey, false))) return 'pending';
  const [owner] = await db.query<{ verified: boolean }>(
    `select verification_status = 'success' as verified from users where id = $1`,
    [userId],
  );
  return owner?.verified ? 'approved' : 'pending';
}

/** Runs a posting transaction again when a concurrent posting took the same slug first. */
export async function withSlugRetry<T>(db: Db, work: (tx: Queryable) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= 3 || !isSlugClash(error)) throw error;
    }
  }
}

/** `UPDATE ... SET` parts for the fields present in a change (absent fields stay as they are). */
export function changedColumns(params: { add(value: unknown): string }, changes: Record<string, unknown>): string[] {
  return Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => `${column} = ${params.add(value)}`);
}

/** The child tables of a listing that hold its gallery and documents. */
const childTables = {
  property: { images: 'property_images', documents: 'property_documents', owner: 'property_id' },
  project: { images: 'project_images', documents: 'project_documents', owner: 'project_id' },
} as const;

/**
 * Appends stored gallery photos (after the listing's last one) and documents (named
 * "Document N.pdf", numbered on from the listing's existing ones) to a property or project.
 */
export async function addGalleryAndDocuments(
  tx: Queryable,
  kind: keyof typeof childTables,
  listingId: number,
  stored: { gallery: readonly string[]; documents: readonly string[] },
) {
  const { images, documents, owner } = childTables[kind];
  if (stored.gallery.length) {
    await tx.query(
      `insert into ${images} (${owner}, image, sequence)
       select $1, image, (select coalesce(max(sequence), -1) from ${images} where ${owner} = $1) + n
         from unnest($2::text[]) with ordinality as added(image, n)`,
      [listingId, stored.gallery],
    );
  }
  if (stored.documents.length) {
    const [{ existing } = { existing: 0 }] = await tx.query<{ existing: number }>(
      `select count(*)::int as existing from ${documents} where ${owner} = $1`,
      [listingId],
    );
    await tx.query(
      `insert into ${documents} (${owner}, file_name, file)
       select $1, 'Document ' || ($3::int + n) || '.pdf', file from unnest($2::text[]) with ordinality as added(file, n)`,
      [listingId, stored.documents, existing],
    );
  }
}
