import fs from 'node:fs/promises';
import path from 'node:path';
import type { Selectable } from 'kysely';
import sharp from 'sharp';
import type { Db } from '../db/db';
import type { TableRow } from '../db/kysely';
import type { Database } from '../db/schema';
import { thumbnailKey } from './file-urls';
import { encodePictureVariants, sizedPictureKey } from './picture-variants';

/** A column of a table with ids. */
type IdTableColumn = {
  [T in keyof Database]: 'id' extends keyof Database[T] ? { table: T; column: keyof Database[T] & string } : never;
}[keyof Database];

/** The columns of listing photos that lists and galleries show. */
const pictureColumns = [
  { table: 'properties', column: 'title_image' },
  { table: 'property_images', column: 'image' },
  { table: 'projects', column: 'image' },
  { table: 'project_images', column: 'image' },
] as const satisfies readonly IdTableColumn[];

type PictureColumn = (typeof pictureColumns)[number];
/** The stored key's type in the photo's column. */
type StoredOf<C> = C extends { table: infer T extends keyof Database; column: infer K }
  ? Selectable<Database[T]>[K & keyof Selectable<Database[T]>]
  : never;
/** A row naming a photo: its id and the stored key. */
type PictureRow = TableRow<PictureColumn['table'], 'id'> & { stored: StoredOf<PictureColumn> };

/** An uploaded listing photo stored before variants existed: a generated name without a size. */
const unsizedUpload = '^(properties|projects)/[0-9a-f]{32}\\.(jpg|png)$';

export interface PictureBackfillReport {
  /** Photos given their sized name, thumbnail and variants. */
  pictures: number;
  /** Rows that now name the sized photo. */
  rows: number;
  /** Photos the rows name but the uploads folder does not hold (or not as a picture): left as they are. */
  unreadable: string[];
}

const writeFile = async (file: string, content: Buffer) => {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
};

/**
 * Gives listing photos uploaded before variants existed what new uploads get: a copy under
 * their sized name, its thumbnail and its AVIF / WebP variants, then points the rows at it
 * (one transaction). The old file stays, as other fields (meta_image...) may name it. Local
 * uploads folder only; safe to run again (done photos no longer match).
 */
export async function addMissingPictureVariants(db: Db, uploadsDir: string): Promise<PictureBackfillReport> {
  const rows = (
    await Promise.all(
      pictureColumns.map(async ({ table, column }) =>
        // Kept as SQL: the table and column are the photo's, checked against the schema in pictureColumns.
        (
          await db.query<PictureRow>(`select id, ${column} as stored from ${table} where ${column} ~ $1`, [
            unsizedUpload,
          ])
        ).map((row) => ({ table, column, ...row })),
      ),
    )
  ).flat();

  const renamed = new Map<string, string>();
  const unreadable: string[] = [];
  for (const stored of new Set(rows.map((row) => row.stored))) {
    const file = path.join(uploadsDir, stored);
    let picture: Buffer;
    let size: { width: number; height: number };
    try {
      picture = await fs.readFile(file);
      const meta = await sharp(picture, { failOn: 'error' }).metadata();
      size = { width: meta.width, height: meta.height };
    } catch {
      unreadable.push(stored);
      continue;
    }
    const sized = sizedPictureKey(stored, size);
    for (const variant of await encodePictureVariants(picture, sized)) {
      await writeFile(path.join(uploadsDir, variant.key), variant.content);
    }
    const thumbnail = await fs.readFile(path.join(uploadsDir, thumbnailKey(stored))).catch(() => undefined);
    if (thumbnail) await writeFile(path.join(uploadsDir, thumbnailKey(sized)), thumbnail);
    await writeFile(path.join(uploadsDir, sized), picture);
    renamed.set(stored, sized);
  }

  let updated = 0;
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const sized = renamed.get(row.stored);
      if (!sized) continue;
      const changed = await tx.query(
        `update ${row.table} set ${row.column} = $1 where id = $2 and ${row.column} = $3 returning id`,
        [sized, row.id, row.stored],
      );
      updated += changed.length;
    }
  });
  return { pictures: renamed.size, rows: updated, unreadable };
}
