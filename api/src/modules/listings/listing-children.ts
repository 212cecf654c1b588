import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { boundArray, kyselyOf } from '../../db/kysely';
import { invalidInput } from '../../http/api-error';
import type { ChildName, ListingKind } from '../listing-rules/listing-kind';

const childNames = (kind: ListingKind) => Object.keys(kind.children) as ChildName[];

/**
 * The ids of `ids` that are children of the listing; any other id is a 400 naming its field.
 * A listing not created yet (`listingId` undefined) has no children, so any id is refused.
 */
export async function belonging(
  db: Queryable,
  kind: ListingKind,
  child: ChildName,
  listingId: number | undefined,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const { table, removeField } = kind.children[child]!;
  const rows =
    listingId === undefined
      ? []
      : await kyselyOf(db)
          .selectFrom(table)
          .select('id')
          .where(kind.owner, '=', listingId)
          .where((eb) => eb('id', '=', eb.fn.any(boundArray(ids, 'int'))))
          .execute();
  const found = new Set(rows.map((row) => row.id));
  const stranger = ids.find((id) => !found.has(id));
  if (stranger !== undefined) throw invalidInput(`${removeField}: ${stranger} is not ${kind.notPartOf}`);
  return ids;
}

/** How many files of each child table the listing has (all 0 for a listing not created yet). */
export async function childCounts(
  db: Queryable,
  kind: ListingKind,
  listingId: number | undefined,
): Promise<Record<ChildName, number>> {
  const none = { gallery: 0, documents: 0, plans: 0 };
  if (listingId === undefined) return none;
  const counts = await kyselyOf(db)
    .selectNoFrom((eb) =>
      childNames(kind).map((name) =>
        eb
          .selectFrom(kind.children[name]!.table)
          .select(sql<number>`count(*)::int`.as('n'))
          .where(kind.owner, '=', listingId)
          .as(name),
      ),
    )
    .executeTakeFirstOrThrow();
  return { ...none, ...(counts as Partial<Record<ChildName, number>>) };
}

/** Deletes the listed children of the listing; returns their files, to leave storage once committed. */
export async function deleteChildren(
  tx: Queryable,
  kind: ListingKind,
  child: ChildName,
  listingId: number,
  ids: number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const { table, file } = kind.children[child]!;
  const rows = await kyselyOf(tx)
    .deleteFrom(table)
    .where(kind.owner, '=', listingId)
    .where((eb) => eb('id', '=', eb.fn.any(boundArray(ids, 'int'))))
    .returning((eb) => eb.ref(file).as('file'))
    .execute();
  return rows.map((row) => row.file);
}

/** Every file of the listing's child tables. */
export async function childFiles(tx: Queryable, kind: ListingKind, listingId: number): Promise<string[]> {
  const k = kyselyOf(tx);
  const [first, ...rest] = childNames(kind).map((name) => {
    const { table, file } = kind.children[name]!;
    return k
      .selectFrom(table)
      .select((eb) => eb.ref(file).as('file'))
      .where(kind.owner, '=', listingId);
  });
  const rows = await rest.reduce((query, next) => query.unionAll(next), first!).execute();
  return rows.map((row) => row.file);
}

/**
 * Appends stored gallery photos (after the listing's last one) and documents (named
 * "Document N.pdf", numbered on from the listing's existing ones). One statement each,
 * whatever the number of files.
 */
export async function addGalleryAndDocuments(
  tx: Queryable,
  kind: ListingKind,
  listingId: number,
  stored: { gallery: readonly string[]; documents: readonly string[] },
) {
  const { owner } = kind;
  const images = kind.children.gallery.table;
  const documents = kind.children.documents.table;
  // Table and column names come from the listing kind, never from input. Both kinds' child
  // tables have the same columns but the owner's: typed as the property tables for the builder.
  const db = kyselyOf(tx);
  const ownedBy = sql.ref(owner);
  const ownerColumn = owner as 'property_id';
  if (stored.gallery.length) {
    await db
      .insertInto(images as 'property_images')
      .columns([ownerColumn, 'image', 'sequence'])
      .expression(
        sql`select ${listingId}, image,
                   (select coalesce(max(sequence), -1) from ${sql.table(images)} where ${ownedBy} = ${listingId}) + n
              from unnest(${stored.gallery}::text[]) with ordinality as added(image, n)`,
      )
      .execute();
  }
  if (stored.documents.length) {
    await db
      .insertInto(documents as 'property_documents')
      .columns([ownerColumn, 'file_name', 'file'])
      .expression(
        sql`select ${listingId},
                   'Document ' || ((select count(*) from ${sql.table(documents)} where ${ownedBy} = ${listingId}) + n) || '.pdf',
                   file
              from unnest(${stored.documents}::text[]) with ordinality as added(file, n)`,
      )
      .execute();
  }
}
