import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { testPicture } from '../../test/listing-fixtures';
import { removeUploadedFiles, uploadedFileOf } from '../../test/uploaded-files';
import { ApiError } from '../http/api-error';
import { FileUrls } from './file-urls';
import { prepareListingImage, removeListingFiles, UploadBatch } from './listing-files';
import { LocalFileStorage, uploadedKeyPattern } from './storage';

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('listing photo variants', () => {
  afterAll(removeUploadedFiles);

  it('makes AVIF and WebP variants at the standard widths of a large photo, with the real size in the key', async () => {
    const upload = await prepareListingImage(
      uploadedFileOf(await testPicture(3000, 2000, 'jpeg')),
      'title_image',
      'properties',
    );
    // re-encoded to at most 2048 px
    expect(upload.key).toMatch(/^properties\/[0-9a-f]{32}-2048x1365\.jpg$/);
    const stored = await sharp(upload.content).metadata();
    expect([stored.width, stored.height]).toEqual([2048, 1365]);
    const variants = upload.variants ?? [];
    expect(variants.map((variant) => `${variant.format}@${variant.width}`).sort()).toEqual(
      ['avif@1024', 'avif@1600', 'avif@320', 'avif@640', 'webp@1024', 'webp@1600', 'webp@320', 'webp@640'].sort(),
    );
    for (const variant of variants) {
      expect(uploadedKeyPattern.test(variant.key)).toBe(true);
      const meta = await sharp(variant.content).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(variant.width);
      // the same shape, to the pixel
      expect(Math.abs(meta.height! - (variant.width * 1365) / 2048)).toBeLessThanOrEqual(1);
      expect(variant.contentType).toBe(`image/${variant.format}`);
    }
  });

  it('never upscales a small photo', async () => {
    const upload = await prepareListingImage(uploadedFileOf(await testPicture(500, 300)), 'gallery_images', 'projects');
    expect(upload.key).toMatch(/^projects\/[0-9a-f]{32}-500x300\.png$/);
    const widths = await Promise.all(
      (upload.variants ?? []).map(async (variant) => (await sharp(variant.content).metadata()).width),
    );
    expect(widths.sort((a, b) => a! - b!)).toEqual([320, 320, 500, 500]);
  });

  it('names a turned photo by its upright size', async () => {
    const sideways = await sharp(await testPicture(400, 200, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const upload = await prepareListingImage(uploadedFileOf(sideways), 'title_image', 'properties');
    expect(upload.key).toMatch(/-200x400\.jpg$/);
    const largest = upload.variants?.find((variant) => variant.width === 200 && variant.format === 'webp');
    expect(await sharp(largest?.content).metadata()).toMatchObject({ width: 200, height: 400 });
  });

  it('refuses what is not a readable JPEG or PNG, or too small, without variants', async () => {
    const text = await refusal(
      prepareListingImage(uploadedFileOf(Buffer.from('not a picture')), 'title_image', 'properties'),
    );
    expect(text.message).toBe('title_image: photos must be JPEG or PNG images.');
    const jpeg = await testPicture(400, 300, 'jpeg');
    const broken = await refusal(
      prepareListingImage(uploadedFileOf(jpeg.subarray(0, 200)), 'title_image', 'properties'),
    );
    expect(broken.message).toBe('title_image: the photo could not be read as a JPEG or PNG image.');
    const small = await refusal(
      prepareListingImage(uploadedFileOf(await testPicture(100, 300)), 'gallery_images', 'properties'),
    );
    expect(small.message).toBe('gallery_images: the photo must be at least 120x120 pixels.');
  });

  it('writes the variants with the photo and removes them with it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-variants-'));
    try {
      const storage = new LocalFileStorage(dir, new FileUrls('http://localhost:8080'));
      const upload = await prepareListingImage(
        uploadedFileOf(await testPicture(800, 600, 'jpeg')),
        'title_image',
        'properties',
      );
      const stored = await new UploadBatch(storage).write(upload);
      const files = () =>
        fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.\w+$/.test(name));
      const name = path.basename(stored, '.jpg');
      expect(files().sort()).toEqual(
        [
          stored,
          `properties/thumbs/${name}.webp`,
          ...['320w', '640w', '800w'].flatMap((width) =>
            ['avif', 'webp'].map((format) => `properties/variants/${name}-${width}.${format}`),
          ),
        ].sort(),
      );
      await removeListingFiles(storage, [stored]);
      expect(files()).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
