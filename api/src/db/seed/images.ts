import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { thumbnailKey } from '../../files/file-urls';
import { encodePictureVariants } from '../../files/picture-variants';
import { seedCategories, seedFacilities, type ImageKind } from './sources/listing-reference-data';
import { Random } from './random';
import * as scenes from './svg-scenes';
import { drawPlantedFiles, plantedCopyKey, plantedOriginalKey, plantedPictures } from './duplicates';
import { poolPictureHashes } from './picture-hashes';
import { seedImages } from './image-keys';

interface Job {
  key: string;
  draw: () => string;
  thumb: boolean;
}

/** The pictures to draw: the reference data's (any site's starting point), and the demo listings' when `listings`. */
function jobs(listings: boolean): Job[] {
  const list: Job[] = [
    { key: seedImages.logo, draw: scenes.logo, thumb: false },
    { key: seedImages.placeholder, draw: scenes.placeholder, thumb: false },
  ];
  const add = (keys: string[], draw: (random: Random) => string, thumb = true) =>
    keys.forEach((key) => list.push({ key, draw: () => draw(new Random(key)), thumb }));
  if (listings) {
    for (const [kind, keys] of Object.entries(seedImages.exteriors)) add(keys, scenes[kind as ImageKind]);
    add(seedImages.interiors, scenes.interior);
    add(seedImages.panoramas, scenes.panorama);
    add(seedImages.avatars, scenes.avatar);
    add(seedImages.projects, scenes.projectScene);
    add(seedImages.plans, scenes.floorPlan);
  }
  add(Object.values(seedImages.cities), scenes.skyline);
  for (const category of seedCategories)
    add([seedImages.categories[category.slug]!], (r) => scenes.icon(r, category.imageKind), false);
  for (const facility of seedFacilities)
    add([seedImages.facilities[facility.slug]!], (r) => scenes.icon(r, facility.slug), false);
  return list;
}

/** A one-page PDF with a title line, so document links open something real. */
function pdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const writeFile = (file: string, content: Buffer) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

async function render(uploadsDir: string, job: Job) {
  const source = Buffer.from(job.draw());
  const image = sharp(source);
  const picture = await (
    job.key.endsWith('.png') ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 82, mozjpeg: true })
  ).toBuffer();
  await store(uploadsDir, job.key, picture, job.thumb ? source : undefined);
}

/** A drawn picture with its thumbnail (from `thumbSource`, when given) and variants. */
async function store(uploadsDir: string, key: string, picture: Buffer, thumbSource?: Buffer) {
  if (thumbSource) {
    writeFile(
      path.join(uploadsDir, thumbnailKey(key)),
      await sharp(thumbSource).resize({ width: 360 }).webp({ quality: 72 }).toBuffer(),
    );
  }
  for (const variant of await encodePictureVariants(picture, key, 'quick')) {
    writeFile(path.join(uploadsDir, variant.key), variant.content);
  }
  // the picture last: a start cut short leaves it missing, so the next start draws it again
  writeFile(path.join(uploadsDir, key), picture);
}

/** The first `groups` planted duplicates' pictures (duplicates.ts): each original and its copy. */
async function drawPlanted(uploadsDir: string, groups: number): Promise<number> {
  if (groups === 0) return 0;
  const missing = (group: number) =>
    [plantedOriginalKey(group), plantedCopyKey(group)].some((key) => !fs.existsSync(path.join(uploadsDir, key)));
  if (!Array.from({ length: groups }, (_, group) => group).some(missing)) return 0;
  const pool = [...new Set((await poolPictureHashes()).values())];
  let drawn = 0;
  for (const planted of await plantedPictures(groups, pool)) {
    if (!missing(planted.group)) continue;
    for (const file of await drawPlantedFiles(planted)) {
      await store(uploadsDir, file.key, file.content, file.content);
      drawn += 1;
    }
  }
  return drawn;
}

/**
 * Draws the seed's pictures (with their thumbnails and variants) into uploads/seed once: the
 * reference data's, and with `listings` every demo picture and those of the first `plantedGroups`
 * planted duplicates. Pictures already there are kept, so a second start costs nothing.
 * Returns how many pictures it drew.
 */
export async function generateSeedImages(
  uploadsDir: string,
  { listings = true, plantedGroups = 0 }: { listings?: boolean; plantedGroups?: number } = {},
): Promise<number> {
  const pending = jobs(listings).filter((job) => !fs.existsSync(path.join(uploadsDir, job.key)));
  const parallel = 4;
  for (let start = 0; start < pending.length; start += parallel) {
    await Promise.all(pending.slice(start, start + parallel).map((job) => render(uploadsDir, job)));
  }
  if (!listings) return pending.length;
  for (const [key, title] of [
    [seedImages.brochure, 'Domus project brochure'],
    [seedImages.priceList, 'Domus price list'],
  ] as const) {
    const file = path.join(uploadsDir, key);
    if (fs.existsSync(file)) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pdf(title));
  }
  return pending.length + (await drawPlanted(uploadsDir, plantedGroups));
}
