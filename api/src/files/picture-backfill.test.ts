import fs from 'node:fs';
import path from 'node:path';
import { testPicture } from '../../test/listing-fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { runAdminCommand } from '../admin/cli';
import { FileUrls } from './file-urls';
import { addMissingPictureVariants } from './picture-backfill';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const name = 'abcdef0123456789abcdef0123456789';
const oldKey = `properties/${name}.jpg`;
const onDisk = (key: string) => fs.existsSync(path.join(t.config.uploadsDir, key));
const write = (key: string, content: Buffer) => {
  fs.mkdirSync(path.dirname(path.join(t.config.uploadsDir, key)), { recursive: true });
  fs.writeFileSync(path.join(t.config.uploadsDir, key), content);
};

describe('pictures:variants', () => {
  it('gives photos uploaded before variants existed a sized name, variants and their thumbnail', async () => {
    write(oldKey, await testPicture(800, 600, 'jpeg'));
    write(`properties/thumbs/${name}.webp`, Buffer.from('thumbnail'));
    const [property] = await t.db.query<{ id: number; slug_id: string }>(
      `update properties set title_image = $1 where id = (select min(id) from properties where status = 1
          and request_status = 'approved' and not is_premium) returning id, slug_id`,
      [oldKey],
    );
    await t.db.query(
      'update property_images set image = $1 where id = (select min(id) from property_images where property_id = $2)',
      [oldKey, property!.id],
    );
    const missing = 'projects/0000000000000000000000000000ffff.png';
    await t.db.query('update projects set image = $1 where id = (select min(id) from projects)', [missing]);

    const printed: string[] = [];
    const deps = { ...t.app.deps, files: new FileUrls(t.config.publicUrl) };
    await runAdminCommand(['pictures:variants'], deps, (text) => printed.push(text));
    expect(printed).toEqual([
      '1 photos got their variants; 2 rows now name them.',
      `Left as they are (missing or unreadable): ${missing}`,
    ]);

    const sized = `properties/${name}-800x600.jpg`;
    expect([sized, `properties/thumbs/${name}-800x600.webp`].map(onDisk)).toEqual([true, true]);
    for (const width of [320, 640, 800]) {
      expect(onDisk(`properties/variants/${name}-800x600-${width}w.avif`)).toBe(true);
      expect(onDisk(`properties/variants/${name}-800x600-${width}w.webp`)).toBe(true);
    }
    const { body } = await t.get(`/api/get_property?slug_id=${property!.slug_id}`);
    expect(body.data[0].title_image).toBe(`http://localhost:8080/uploads/${sized}`);
    expect(body.data[0].gallery.map((photo: { image: string }) => photo.image)).toContain(
      `http://localhost:8080/uploads/${sized}`,
    );
    const [project] = await t.db.query<{ image: string }>('select image from projects where image = $1', [missing]);
    expect(project).toBeDefined();

    // a second run finds nothing left to do
    expect(await addMissingPictureVariants(t.db, t.config.uploadsDir)).toEqual({
      pictures: 0,
      rows: 0,
      unreadable: [missing],
    });
  });
});
