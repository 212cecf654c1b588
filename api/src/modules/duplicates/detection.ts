import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import type { PreparedUpload } from '../../files/listing-files';
import { publicPropertySql } from '../listing-rules/visibility';
import { pictureHash } from './picture-hash';
import { duplicateRule as rule } from './rule';

/** A picture of a listing with its pHash (as PostgreSQL's bigint, in decimal text: JSON numbers lose bits). */
export interface HashedPicture {
  image: string;
  hash: string;
}

/** The pHashes of a posting's new pictures, in the shape of its files: undefined where one could not be read. */
export interface UploadHashes<Image extends string> {
  images: Partial<Record<Image, string | undefined>>;
  gallery: (string | undefined)[];
}

const hashText = async (upload: PreparedUpload) => {
  const hash = await pictureHash(upload.content);
  return hash === undefined ? undefined : hash.toString();
};

/**
 * The hashes of the pictures a duplicate can be told by (the title image and the gallery), from
 * the re-encoded files a posting holds before its transaction. A picture sharp cannot read gets
 * none (the upload checks let no such file through; hashing never fails a posting).
 */
export async function hashUploads<Image extends string>(
  uploads: { images: Partial<Record<Image, PreparedUpload>>; gallery: PreparedUpload[] },
  columns: readonly Image[],
): Promise<UploadHashes<Image>> {
  const images: Partial<Record<Image, string | undefined>> = {};
  for (const column of columns) {
    const upload = uploads.images[column];
    if (upload) images[column] = await hashText(upload);
  }
  return { images, gallery: await Promise.all(uploads.gallery.map(hashText)) };
}

/** The stored files of a posting paired with their hashes. */
export function hashedPictures<Image extends string>(
  hashes: UploadHashes<Image>,
  stored: { images: Partial<Record<Image, string>>; gallery: readonly string[] },
): HashedPicture[] {
  const pictures: HashedPicture[] = [];
  for (const [column, hash] of Object.entries(hashes.images) as [Image, string | undefined][]) {
    const image = stored.images[column];
    if (hash && image) pictures.push({ image, hash });
  }
  hashes.gallery.forEach((hash, index) => {
    const image = stored.gallery[index];
    if (hash && image) pictures.push({ image, hash });
  });
  return pictures;
}

/**
 * Stores the property's new picture hashes and forgets those of pictures it no longer has (a
 * replaced title image, removed gallery photos). Called in the posting's transaction, once its
 * gallery rows are written.
 */
export async function savePictureHashes(tx: Queryable, propertyId: number, added: readonly HashedPicture[]) {
  const db = kyselyOf(tx);
  await db
    .deleteFrom('property_picture_hashes as h')
    .where('h.property_id', '=', propertyId)
    .where('h.image', 'not in', (eb) =>
      eb
        .selectFrom('properties')
        .select('title_image as image')
        .where('id', '=', propertyId)
        .unionAll(eb.selectFrom('property_images').select('image').where('property_id', '=', propertyId)),
    )
    .execute();
  if (added.length === 0) return;
  const images = added.map((picture) => picture.image);
  const hashes = added.map((picture) => picture.hash);
  await db
    .insertInto('picture_hashes')
    .columns(['hash'])
    .expression(sql`select distinct h from unnest(${hashes}::bigint[]) h`)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await db
    .insertInto('property_picture_hashes')
    .columns(['property_id', 'image', 'hash'])
    .expression(
      sql`select ${propertyId}, image, hash from unnest(${images}::text[], ${hashes}::bigint[]) as added(image, hash)`,
    )
    .onConflict((conflict) =>
      conflict.columns(['property_id', 'image']).doUpdateSet({ hash: (eb) => eb.ref('excluded.hash') }),
    )
    .execute();
}

/** What the duplicate check compares: taken before an edit and after it, a change of any one re-checks. */
export interface Fingerprint {
  latitude: number;
  longitude: number;
  price: number;
  size: number | null;
}

/** SQL: the size of the listing `alias` (see duplicateRule.SIZE_PARAMETER_PATTERN), null when it has none. */
export const sizeSql = (alias: string) => `(
  select pp.value::numeric from property_parameters pp join parameters pa on pa.id = pp.parameter_id
   where pp.property_id = ${alias}.id and pa.type_of_parameter = 'number'
     and pa.name ~* '${rule.SIZE_PARAMETER_PATTERN}' and pp.value ~ '^[0-9]{1,12}([.][0-9]{1,6})?$'
   order by pa.id limit 1)`;

export async function fingerprintOf(db: Queryable, propertyId: number): Promise<Fingerprint | undefined> {
  return kyselyOf(db)
    .selectFrom('properties as p')
    .select([
      'p.latitude',
      'p.longitude',
      sql<number>`p.price::float8`.as('price'),
      sql<number | null>`${sql.raw(sizeSql('p'))}::float8`.as('size'),
    ])
    .where('p.id', '=', propertyId)
    .executeTakeFirst();
}

export const sameFingerprint = (a: Fingerprint, b: Fingerprint) =>
  a.latitude === b.latitude && a.longitude === b.longitude && a.price === b.price && a.size === b.size;

/** What a suspicion records of the match (duplicate_suspicions.evidence). */
export interface Evidence {
  /** 'pictures': a shared picture and close or alike; 'place': same building, category, offer, price and size. */
  rule: 'pictures' | 'place';
  /** The listing's pictures with a near one in the other listing (stock pictures left out). */
  pictures: number;
  /** The smallest distance (bits of 64) between such pictures; null without any. */
  picture_bits: number | null;
  metres: number;
  /** The listing's price against the original's: +3 = 3 % higher. */
  price_difference_percent: number;
  /** The same for the size; null when either has none. */
  size_difference_percent: number | null;
  same_owner: boolean;
}

export interface Suspect {
  original_id: number;
  title: string;
  /** The original is public (approved and active): its title may be named to anyone. */
  visible: boolean;
  evidence: Evidence;
}

const percent = (share: number) => `${share / 100}`;
const EARTH_METRES = 6_371_000;
const METRES_PER_DEGREE = 111_320;

/**
 * The duplicate check of one listing ($1), one statement: its picture hashes' near hashes through
 * the bands (picture_hashes), how many other listings' pictures are near each (a stock picture:
 * more than STOCK_PICTURE_LISTINGS, no evidence), the listings carrying the others, and the
 * listings within SAME_PLACE_METRES (the GiST index of properties.geo); the rule of rule.ts on
 * each (read by primary key from an array of their ids: as a join, the planner cannot tell how few
 * they are and scans properties), the strongest first. No SQL comments: pgbench runs it as one line. Never the listing itself, a rejected one, or a pair a moderator
 * dismissed.
 */
export const duplicateCheckStatement = `
with subject as materialized (
  select p.id, p.user_id, p.latitude, p.longitude, p.price, p.category_id,
         p.property_type in ('rent', 'rented') as for_rent, ${sizeSql('p')} as size
    from properties p where p.id = $1
),
mine as (select distinct hash from property_picture_hashes where property_id = $1),
masks as (
  select 0 as mask
  union all select 1 << i from generate_series(0, 15) i
  union all select (1 << i) | (1 << j) from generate_series(0, 15) i, generate_series(0, 15) j where i < j
),
probes as (
  select m.hash, b.band, (((m.hash >> (48 - 16 * b.band)) & 65535)::int) # k.mask as value
    from mine m, generate_series(0, 3) b(band), masks k
),
near_any as (
  select q.hash as mine, h.hash as theirs from probes q join picture_hashes h on h.band0 = q.value where q.band = 0
  union select q.hash, h.hash from probes q join picture_hashes h on h.band1 = q.value where q.band = 1
  union select q.hash, h.hash from probes q join picture_hashes h on h.band2 = q.value where q.band = 2
  union select q.hash, h.hash from probes q join picture_hashes h on h.band3 = q.value where q.band = 3
),
near as (
  select mine, theirs, bit_count((mine # theirs)::bit(64))::int as bits
    from near_any where bit_count((mine # theirs)::bit(64)) <= ${rule.NEAR_PICTURE_BITS}
),
carried as (
  select m.hash, (select count(*) from (
           select 1 from near n join property_picture_hashes c on c.hash = n.theirs
            where n.mine = m.hash and c.property_id <> $1
            limit ${rule.STOCK_PICTURE_LISTINGS + 1}) x) as times
    from mine m
),
by_pictures as (
  select c.property_id as id, count(distinct n.mine)::int as pictures, min(n.bits)::int as bits
    from carried k
    join near n on n.mine = k.hash
    join property_picture_hashes c on c.hash = n.theirs
   where k.times <= ${rule.STOCK_PICTURE_LISTINGS} and c.property_id <> $1
   group by c.property_id
),
candidates as (
  select id from by_pictures
  union
  select p.id from properties p, subject s
   where p.geo <@ box(
           point(s.longitude - ${rule.SAME_PLACE_METRES} / (${METRES_PER_DEGREE} * greatest(cos(radians(s.latitude)), 0.01)),
                 s.latitude - ${rule.SAME_PLACE_METRES}.0 / ${METRES_PER_DEGREE}),
           point(s.longitude + ${rule.SAME_PLACE_METRES} / (${METRES_PER_DEGREE} * greatest(cos(radians(s.latitude)), 0.01)),
                 s.latitude + ${rule.SAME_PLACE_METRES}.0 / ${METRES_PER_DEGREE}))
     and p.id <> $1
),
compared as materialized (
  select p.id, p.title, p.user_id = s.user_id as same_owner, ${publicPropertySql('p')} as visible,
         coalesce(b.pictures, 0) as pictures, b.bits,
         ${EARTH_METRES} * 2 * asin(sqrt(power(sin(radians(p.latitude - s.latitude) / 2), 2)
           + cos(radians(s.latitude)) * cos(radians(p.latitude))
             * power(sin(radians(p.longitude - s.longitude) / 2), 2))) as metres,
         p.category_id = s.category_id and (p.property_type in ('rent', 'rented')) = s.for_rent as same_kind,
         s.price as price, p.price as original_price, s.size as size, ${sizeSql('p')} as original_size
    from properties p
    cross join subject s
    left join by_pictures b on b.id = p.id
   where p.id = any(array(select id from candidates))
     and p.request_status <> 'rejected'
     and not exists (select 1 from duplicate_suspicions d
                      where d.state = 'dismissed'
                        and ((d.property_id = $1 and d.original_id = p.id) or (d.property_id = p.id and d.original_id = $1)))
),
gaps as (
  select *,
         abs(price - original_price) / nullif(greatest(price, original_price), 0) as price_gap,
         abs(size - original_size) / nullif(greatest(size, original_size), 0) as size_gap
    from compared
)
select id, title, same_owner, visible, pictures, bits, round(metres)::int as metres,
       case when pictures > 0 then 'pictures' else 'place' end as rule,
       round(100 * (price - original_price) / nullif(original_price, 0), 1)::float8 as price_difference_percent,
       round(100 * (size - original_size) / nullif(original_size, 0), 1)::float8 as size_difference_percent
  from gaps
 where (pictures > 0
        and (metres <= ${rule.PICTURES_NEARBY_METRES}
             or (coalesce(price_gap, 0) <= ${percent(rule.SAME_PERCENT)} and size_gap <= ${percent(rule.SAME_PERCENT)})))
    or (metres <= ${rule.SAME_PLACE_METRES} and same_kind
        and coalesce(price_gap, 0) <= ${percent(rule.CLOSE_PERCENT)} and size_gap <= ${percent(rule.CLOSE_PERCENT)})
 order by pictures desc, metres, id
 limit ${rule.MAX_SUSPECTS}`;

interface SuspectRow {
  id: number;
  title: string;
  visible: boolean;
  same_owner: boolean;
  pictures: number;
  bits: number | null;
  metres: number;
  rule: Evidence['rule'];
  price_difference_percent: number | null;
  size_difference_percent: number | null;
}

/** The listings the property likely duplicates, the strongest first (at most MAX_SUSPECTS). */
export async function findSuspects(db: Queryable, propertyId: number): Promise<Suspect[]> {
  const rows = await db.query<SuspectRow>(duplicateCheckStatement, [propertyId]);
  return rows.map((row) => ({
    original_id: row.id,
    title: row.title,
    visible: row.visible,
    evidence: {
      rule: row.rule,
      pictures: row.pictures,
      picture_bits: row.bits,
      metres: row.metres,
      price_difference_percent: row.price_difference_percent ?? 0,
      size_difference_percent: row.size_difference_percent,
      same_owner: row.same_owner,
    },
  }));
}

const SAME = 0.5;
const difference = (value: number, more: string, less: string) =>
  `${Math.abs(value) < 10 ? Math.abs(value).toFixed(1).replace(/\.0$/, '') : Math.round(Math.abs(value))}% ${value > 0 ? more : less}`;

/** The evidence in words for the owner and the moderator: "same photos, 40 m away, same price and size". */
export function evidenceText(evidence: Evidence): string {
  const parts: string[] = [];
  if (evidence.pictures > 0) parts.push(evidence.pictures === 1 ? 'the same photo' : 'the same photos');
  parts.push(evidence.metres < 1000 ? `${evidence.metres} m away` : `${(evidence.metres / 1000).toFixed(1)} km away`);
  const price = evidence.price_difference_percent;
  const size = evidence.size_difference_percent;
  const samePrice = Math.abs(price) < SAME;
  const sameSize = size !== null && Math.abs(size) < SAME;
  if (samePrice && sameSize) parts.push('same price and size');
  else {
    parts.push(samePrice ? 'same price' : `price ${difference(price, 'higher', 'lower')}`);
    if (size !== null) parts.push(sameSize ? 'same size' : `size ${difference(size, 'larger', 'smaller')}`);
  }
  return parts.join(', ');
}
