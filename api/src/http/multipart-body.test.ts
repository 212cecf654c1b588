import { z } from 'zod';
import { projectPlanInput } from '@domus/shared/contract';
import { UploadedFile } from '../files/uploaded-file';
import { fileShape, readMultipartBody } from './multipart-body';

const photo = new UploadedFile('/tmp/photo', 5, 'photo.jpg', 'image/jpeg');
const plan = new UploadedFile('/tmp/plan', 4, 'plan.pdf', 'application/pdf');

describe('readMultipartBody', () => {
  it('nests bracketed names and turns indexed ones into lists, in index order', () => {
    expect(
      readMultipartBody({ 'plans[1][title]': 'B', 'plans[0][title]': 'A', 'plans[0][document]': plan, name: 'x' }, {}),
    ).toEqual({ plans: [{ title: 'A', document: plan }, { title: 'B' }], name: 'x' });
  });

  it('keeps objects whose keys are not indexes', () => {
    expect(readMultipartBody({ 'meta[0]': 'a', 'meta[lang]': 'en' }, {})).toEqual({ meta: { 0: 'a', lang: 'en' } });
  });

  it('gives a one-file field its file and a many-file field a list, from any naming', () => {
    const files = { title_image: 'one', gallery_images: 'many' } as const;
    expect(readMultipartBody({ title_image: photo, 'gallery_images[]': [photo, plan] }, files)).toEqual({
      title_image: photo,
      gallery_images: [photo, plan],
    });
    expect(readMultipartBody({ 'gallery_images[0]': photo }, files)).toEqual({ gallery_images: [photo] });
    expect(readMultipartBody({ gallery_images: photo }, files)).toEqual({ gallery_images: [photo] });
  });

  it('drops file fields sent empty, as a form with no file chosen sends them', () => {
    expect(
      readMultipartBody(
        { title_image: '', gallery_images: new UploadedFile('/tmp/empty', 0, '', 'application/octet-stream') },
        { title_image: 'one', gallery_images: 'many' },
      ),
    ).toEqual({});
  });

  it('leaves two files under a one-file field, and text under a file field, for the schema to refuse', () => {
    const files = { title_image: 'one' } as const;
    const schema = z.object(fileShape(files));
    expect(readMultipartBody({ title_image: [photo, plan] }, files).title_image).toEqual([photo, plan]);
    expect(schema.safeParse(readMultipartBody({ title_image: [photo, plan] }, files)).error?.issues[0]).toMatchObject({
      path: ['title_image'],
      message: 'send one file',
    });
    expect(
      schema.safeParse(readMultipartBody({ title_image: 'https://example.test/a.jpg' }, files)).error?.issues[0],
    ).toMatchObject({
      message: 'must be sent as a file part, not as text',
    });
  });

  it('takes only files the parser made, never an object that looks like one (a JSON body naming a path)', () => {
    const lookalike = { path: '/etc/passwd', size: 1, filename: 'passwd', mimetype: 'image/png' };
    const schema = z.object(fileShape({ profile: 'one' }));
    const read = schema.safeParse(readMultipartBody({ profile: lookalike }, { profile: 'one' }));
    expect(Object.keys(z.treeifyError(read.error!).properties ?? {})).toEqual(['profile']);
    const plan = projectPlanInput.safeParse({ title: 'Ground floor', document: lookalike });
    expect(z.treeifyError(plan.error!).properties?.document?.errors).toEqual([
      'must be sent as a file part, not as text',
    ]);
    expect(projectPlanInput.safeParse({ title: 'Ground floor', document: photo }).success).toBe(true);
  });

  it('refuses a name through __proto__', () => {
    expect(() => readMultipartBody({ '__proto__[x]': '1' }, {})).toThrow(/this field name is not allowed/);
  });
});

describe('fileShape', () => {
  it('reads absent files as none', () => {
    expect(z.object(fileShape({ image: 'one', documents: 'many' })).parse({})).toEqual({ documents: [] });
  });
});
