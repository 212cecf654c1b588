import { pictureSizeOf, pictureVariantsOf, variantWidthsFor } from '../pictures';

describe('picture variant names', () => {
  it('reads the size from a sized name, for keys and absolute URLs alike', () => {
    expect(pictureSizeOf('seed/properties/house-01-960x640.jpg')).toEqual({ width: 960, height: 640 });
    expect(pictureSizeOf('https://cdn.example.com/properties/0123456789abcdef0123456789abcdef-2048x1536.png')).toEqual({
      width: 2048,
      height: 1536,
    });
    expect(pictureSizeOf('properties/0123456789abcdef0123456789abcdef.jpg')).toBeUndefined();
    expect(pictureSizeOf('seed/brochure-10x10.pdf')).toBeUndefined();
    expect(pictureSizeOf('seed/properties/house-0x640.jpg')).toBeUndefined();
  });

  it('never goes wider than the picture and always includes one as wide as it (up to 1600)', () => {
    expect(variantWidthsFor(2048)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidthsFor(1600)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidthsFor(960)).toEqual([320, 640, 960]);
    expect(variantWidthsFor(200)).toEqual([200]);
  });

  it('names AVIF and WebP variants beside the picture, none for names without a size', () => {
    expect(pictureVariantsOf('https://cdn.example.com/p/properties/abc-700x500.jpg')).toEqual([
      { key: 'https://cdn.example.com/p/properties/variants/abc-700x500-320w.avif', width: 320, format: 'avif' },
      { key: 'https://cdn.example.com/p/properties/variants/abc-700x500-320w.webp', width: 320, format: 'webp' },
      { key: 'https://cdn.example.com/p/properties/variants/abc-700x500-640w.avif', width: 640, format: 'avif' },
      { key: 'https://cdn.example.com/p/properties/variants/abc-700x500-640w.webp', width: 640, format: 'webp' },
      { key: 'https://cdn.example.com/p/properties/variants/abc-700x500-700w.avif', width: 700, format: 'avif' },
      { key: 'https://cdn.example.com/p/properties/variants/abc-700x500-700w.webp', width: 700, format: 'webp' },
    ]);
    expect(pictureVariantsOf('properties/0123456789abcdef0123456789abcdef.jpg')).toEqual([]);
  });
});
