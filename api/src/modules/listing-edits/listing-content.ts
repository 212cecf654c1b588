import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import type { ListingKind } from '../listing-rules/listing-kind';
import { detailField, type EditedField, type FieldChange } from './review-rule';

/** One value of what readers see of a listing; gallery photos and documents are one entry per file. */
interface ContentEntry {
  field: EditedField;
  item: string;
  value: string;
}

/** A listing's content as an edit may change it, read inside the edit's transaction. */
export type ListingContent = ContentEntry[];

/** The listing's own columns an edit may change, by kind (never from input: they name SQL columns). */
const columns = {
  properties: [
    'title',
    'description',
    'address',
    'client_address',
    'city',
    'state',
    'country',
    'latitude',
    'longitude',
    'meta_title',
    'meta_description',
    'meta_keywords',
    'title_image',
    'three_d_image',
    'meta_image',
    'video_link',
    'price',
    'property_type',
    'rentduration',
    'category_id',
    'is_premium',
  ],
  projects: [
    'title',
    'description',
    'location',
    'city',
    'state',
    'country',
    'latitude',
    'longitude',
    'meta_title',
    'meta_description',
    'meta_keywords',
    'image',
    'meta_image',
    'video_link',
    'type',
    'category_id',
  ],
} as const satisfies Record<ListingKind['table'], readonly EditedField[]>;

/** Files are absent when empty; every other column is compared as the text it is stored as. */
const singleFiles = new Set<string>(['title_image', 'three_d_image', 'meta_image', 'image']);

/** Reads the listing's columns, files, details and plans: before an edit and after it, in its transaction. */
export async function listingContent(tx: Queryable, kind: ListingKind, id: number): Promise<ListingContent> {
  const own = columns[kind.table];
  const db = kyselyOf(tx);
  // Table and column names come from the listing kind and the lists above, never from input.
  const row: Record<string, string | null> | undefined = await db
    .selectFrom(db.dynamic.table(kind.table).as('l'))
    .select(own.map((column) => sql<string | null>`${sql.ref(`l.${column}`)}::text`.as(column)))
    .where('l.id', '=', id)
    .executeTakeFirst();
  const entries: ContentEntry[] = [];
  for (const field of own) {
    const value = row?.[field] ?? '';
    if (singleFiles.has(field) && value === '') continue;
    entries.push({ field, item: '', value });
  }
  const files = async (child: 'gallery' | 'documents') => {
    const { table, file } = kind.children[child];
    const rows = await db
      .selectFrom(db.dynamic.table(table).as('c'))
      .select(sql<string>`${sql.ref(`c.${file}`)}`.as('file'))
      .where(sql.ref(`c.${kind.owner}`), '=', id)
      .execute();
    for (const { file: value } of rows) entries.push({ field: child, item: '', value });
  };
  await files('gallery');
  await files('documents');

  if (kind.table === 'properties') {
    const details = await db
      .selectFrom('property_parameters as pp')
      .innerJoin('parameters as p', 'p.id', 'pp.parameter_id')
      .select(['p.name', 'p.type_of_parameter as type', sql<unknown>`p.type_values`.as('choices'), 'pp.value'])
      .where('pp.property_id', '=', id)
      .execute();
    for (const detail of details) {
      const choices = Array.isArray(detail.choices) ? detail.choices.length : 0;
      entries.push({ field: detailField(detail.type, choices), item: detail.name, value: detail.value });
    }
    const facilities = await db
      .selectFrom('property_facilities as pf')
      .innerJoin('facilities as f', 'f.id', 'pf.facility_id')
      .select(['f.name', sql<string>`pf.distance::text`.as('distance')])
      .where('pf.property_id', '=', id)
      .execute();
    for (const facility of facilities) {
      entries.push({ field: 'facility_distance', item: facility.name, value: facility.distance });
    }
  } else {
    const plans = await db
      .selectFrom('project_plans')
      .select(['id', 'title', 'document'])
      .where('project_id', '=', id)
      .execute();
    for (const plan of plans) {
      entries.push({ field: 'plan_title', item: `#${plan.id}`, value: plan.title });
      entries.push({ field: 'plan_drawing', item: `#${plan.id}`, value: plan.document });
    }
  }
  return entries;
}

/** Gallery photos and documents are sets of files; every other entry is one value per field and item. */
const manyFiles = new Set<EditedField>(['gallery', 'documents']);

/** What an edit changed: new and changed values first, then those gone; each file added or removed is a change. */
export function contentChanges(before: ListingContent, after: ListingContent): FieldChange[] {
  const keyOf = (entry: ContentEntry) =>
    manyFiles.has(entry.field) ? `${entry.field}\n${entry.value}` : `${entry.field}\n${entry.item}`;
  const old = new Map(before.map((entry) => [keyOf(entry), entry]));
  const now = new Map(after.map((entry) => [keyOf(entry), entry]));
  const changes: FieldChange[] = [];
  for (const [key, entry] of now) {
    const was = old.get(key);
    if (was?.value !== entry.value) {
      changes.push({ field: entry.field, item: entry.item, old: was?.value ?? null, new: entry.value });
    }
  }
  for (const [key, entry] of old) {
    if (!now.has(key)) changes.push({ field: entry.field, item: entry.item, old: entry.value, new: null });
  }
  return changes;
}
