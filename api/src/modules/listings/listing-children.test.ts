import { listingUploadRules } from '@domus/shared/contract';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { removeUploadedFiles, uploadedFileOf } from '../../../test/uploaded-files';
import type { Queryable } from '../../db/db';
import type { ListingForm } from './form-fields';
import { addGalleryAndDocuments, belonging, childCounts, childFiles, deleteChildren } from './listing-children';
import { projectKind, propertyKind } from '../listing-rules/listing-kind';
import { checkFileLimits, replacedImages } from './listing-uploads';

let t: TestApp;
let projectId: number;
let propertyId: number;

beforeAll(async () => {
  t = await startTestApp();
  projectId = (await t.db.query<{ id: number }>('select min(id) as id from projects'))[0]!.id;
  propertyId = (await t.db.query<{ id: number }>('select min(id) as id from properties'))[0]!.id;
});
afterAll(() => t.close());

const rollback = new Error('rolled back');
/** Runs `work` in a transaction that is then rolled back, so the seeded listings stay as they were. */
async function inRolledBack(work: (tx: Queryable) => Promise<void>) {
  await expect(
    t.db.transaction(async (tx) => {
      await work(tx);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}

const idsOf = async (tx: Queryable, table: string, owner: string, id: number) =>
  (await tx.query<{ id: number }>(`select id from ${table} where ${owner} = $1 order by id`, [id])).map((r) => r.id);

describe('the child tables of a listing', () => {
  it('appends photos after the last one and numbers documents on from the existing ones', async () => {
    await inRolledBack(async (tx) => {
      await tx.query('delete from project_images where project_id = $1', [projectId]);
      await tx.query('delete from project_documents where project_id = $1', [projectId]);
      await addGalleryAndDocuments(tx, projectKind, projectId, { gallery: ['a.jpg', 'b.jpg'], documents: ['x.pdf'] });
      await addGalleryAndDocuments(tx, projectKind, projectId, { gallery: ['c.jpg'], documents: ['y.pdf', 'z.pdf'] });
      const photos = await tx.query<{ image: string; sequence: number }>(
        'select image, sequence from project_images where project_id = $1 order by sequence',
        [projectId],
      );
      expect(photos).toEqual([
        { image: 'a.jpg', sequence: 0 },
        { image: 'b.jpg', sequence: 1 },
        { image: 'c.jpg', sequence: 2 },
      ]);
      const documents = await tx.query<{ file_name: string; file: string }>(
        'select file_name, file from project_documents where project_id = $1 order by id',
        [projectId],
      );
      expect(documents).toEqual([
        { file_name: 'Document 1.pdf', file: 'x.pdf' },
        { file_name: 'Document 2.pdf', file: 'y.pdf' },
        { file_name: 'Document 3.pdf', file: 'z.pdf' },
      ]);
      expect(await childCounts(tx, projectKind, projectId)).toMatchObject({ gallery: 3, documents: 3 });
    });
  });

  it('counts every child table of the kind, and nothing for a listing not created yet', async () => {
    const [expected] = await t.db.query<{ gallery: number; documents: number }>(
      `select (select count(*) from property_images where property_id = $1)::int as gallery,
              (select count(*) from property_documents where property_id = $1)::int as documents`,
      [propertyId],
    );
    expect(await childCounts(t.db, propertyKind, propertyId)).toEqual({ ...expected, plans: 0 });
    expect(await childCounts(t.db, projectKind, undefined)).toEqual({ gallery: 0, documents: 0, plans: 0 });
  });

  it('accepts only ids of the listing’s own children, naming the field and the kind', async () => {
    await inRolledBack(async (tx) => {
      await addGalleryAndDocuments(tx, propertyKind, propertyId, { gallery: ['own.jpg'], documents: [] });
      const [own] = (await idsOf(tx, 'property_images', 'property_id', propertyId)).slice(-1);
      expect(await belonging(tx, propertyKind, 'gallery', propertyId, [own!])).toEqual([own]);
      await expect(belonging(tx, propertyKind, 'documents', propertyId, [own!])).rejects.toMatchObject({
        statusCode: 400,
        message: `remove_documents: ${own} is not a file of this listing`,
      });
      await expect(belonging(tx, projectKind, 'plans', undefined, [own!])).rejects.toMatchObject({
        statusCode: 400,
        message: `remove_plans: ${own} is not part of this project`,
      });
      expect(await belonging(tx, projectKind, 'plans', undefined, [])).toEqual([]);
    });
  });

  it('deletes the listed children and gives back their files; lists every file of the listing', async () => {
    await inRolledBack(async (tx) => {
      await tx.query('delete from project_plans where project_id = $1', [projectId]);
      await tx.query(
        `insert into project_plans (project_id, title, document) values ($1, 'A', 'a.pdf'), ($1, 'B', 'b.png')`,
        [projectId],
      );
      await addGalleryAndDocuments(tx, projectKind, projectId, { gallery: ['g.jpg'], documents: ['d.pdf'] });
      const files = await childFiles(tx, projectKind, projectId);
      expect(files).toEqual(expect.arrayContaining(['g.jpg', 'd.pdf', 'a.pdf', 'b.png']));
      const counts = await childCounts(tx, projectKind, projectId);
      expect(files).toHaveLength(counts.gallery + counts.documents + counts.plans);

      const [first] = await idsOf(tx, 'project_plans', 'project_id', projectId);
      expect(await deleteChildren(tx, projectKind, 'plans', projectId, [first!])).toEqual(['a.pdf']);
      expect(await deleteChildren(tx, projectKind, 'plans', projectId + 1_000_000, [first!])).toEqual([]);
      expect(await deleteChildren(tx, projectKind, 'plans', projectId, [])).toEqual([]);
      expect(await childCounts(tx, projectKind, projectId)).toMatchObject({ plans: 1 });
    });
  });
});

describe('the files of a posting', () => {
  afterAll(removeUploadedFiles);

  const formWith = (counts: Record<string, number>): ListingForm => ({
    files: (name) => Array.from({ length: counts[name] ?? 0 }, () => uploadedFileOf(Buffer.alloc(0))),
  });

  it('counts the files kept from before against the limits', () => {
    const { maxGalleryImages, maxDocuments } = listingUploadRules;
    const none = { gallery: 0, documents: 0 };
    expect(() => checkFileLimits(propertyKind, formWith({ gallery_images: maxGalleryImages }), none)).not.toThrow();
    expect(() =>
      checkFileLimits(projectKind, formWith({ gallery_images: 1 }), { gallery: maxGalleryImages, documents: 0 }),
    ).toThrow(`gallery_images: at most ${maxGalleryImages} photos`);
    expect(() => checkFileLimits(propertyKind, formWith({ documents: maxDocuments + 1 }), none)).toThrow(
      `documents: at most ${maxDocuments} documents`,
    );
  });

  it('replaces only the pictures that got a new file', () => {
    const row = { title_image: 'old-title.jpg', three_d_image: 'old-3d.jpg', meta_image: '' };
    const stored = { images: { title_image: 'new-title.jpg' }, gallery: [], documents: [] };
    expect(replacedImages(row, stored)).toEqual(['old-title.jpg']);
  });
});
