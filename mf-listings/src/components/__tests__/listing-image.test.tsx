import { fireEvent } from '@testing-library/react';

import { renderPage } from '../../testing/render-page';
import { ListingImage } from '../listing-image';

const sized = 'http://localhost:8080/uploads/properties/0123456789abcdef0123456789abcdef-1200x800.jpg';
const unsized = 'http://localhost:8080/uploads/properties/0123456789abcdef0123456789abcdef.jpg';
const thumb = 'http://localhost:8080/uploads/properties/thumbs/0123456789abcdef0123456789abcdef.webp';

describe('ListingImage', () => {
  it('offers AVIF and WebP variants up to the photo width, with its real size and the slot sizes', () => {
    const { container } = renderPage(<ListingImage src={sized} thumb={thumb} sizes="300px" alt="A house" />);
    const sources = [...container.querySelectorAll('picture source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      [320, 640, 1024, 1200]
        .map(
          (width) =>
            `http://localhost:8080/uploads/properties/variants/0123456789abcdef0123456789abcdef-1200x800-${width}w.avif ${width}w`,
        )
        .join(', '),
    );
    expect(sources[1]!.getAttribute('srcset')).toContain('-1200x800-640w.webp 640w');
    expect(sources.every((source) => source.getAttribute('sizes') === '300px')).toBe(true);
    const img = container.querySelector('picture img')!;
    expect(img.getAttribute('src')).toBe(sized);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '800']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the page’s main photo at once and first', () => {
    const { container } = renderPage(<ListingImage src={sized} sizes="100vw" priority alt="" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the thumbnail of a photo stored without variants', () => {
    const { container } = renderPage(<ListingImage src={unsized} thumb={thumb} sizes="300px" alt="" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe(thumb);
  });

  it('falls back to the thumbnail when the variants fail to load', () => {
    const { container } = renderPage(<ListingImage src={sized} thumb={thumb} sizes="300px" alt="" />);
    fireEvent.error(container.querySelector('picture img')!);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe(thumb);
  });
});
