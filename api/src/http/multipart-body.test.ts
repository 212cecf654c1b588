import { z } from 'zod';
import { fileShape, readMultipartBody } from './multipart-body';

const photo = Buffer.from('photo');
const plan = Buffer.from('plan');

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
        { title_image: '', gallery_images: Buffer.alloc(0) },
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

  it('refuses a name through __proto__', () => {
    expect(() => readMultipartBody({ '__proto__[x]': '1' }, {})).toThrow(/this field name is not allowed/);
  });
});

describe('fileShape', () => {
  it('reads absent files as none', () => {
    expect(z.object(fileShape({ image: 'one', documents: 'many' })).parse({})).toEqual({ documents: [] });
  });
});
