import { META_DESCRIPTION_LENGTH, pageMetaFrom } from '../page-meta';

describe('pageMetaFrom', () => {
  it('takes the SEO fields when the listing has them', () => {
    expect(
      pageMetaFrom(
        {
          title: 'Sunny villa',
          description: 'A bright villa.',
          meta_title: 'Villa with a garden in Lisbon',
          meta_description: 'Four bedrooms, a garden and a pool.',
          meta_keywords: 'villa, lisbon',
          meta_image: 'https://example.test/seo.jpg',
        },
        'https://example.test/villa.jpg',
      ),
    ).toEqual({
      title: 'Villa with a garden in Lisbon',
      description: 'Four bedrooms, a garden and a pool.',
      keywords: 'villa, lisbon',
      image: 'https://example.test/seo.jpg',
      type: 'website',
    });
  });

  it('falls back to the title, the start of the plain description and the main picture', () => {
    const long = `<p>${'Bright rooms &amp; a garden. '.repeat(12)}</p>`;
    const meta = pageMetaFrom(
      { title: 'Sunny villa', description: long, meta_title: ' ', meta_description: '' },
      'https://example.test/villa.jpg',
      'article',
    );
    expect(meta.title).toBe('Sunny villa');
    expect(meta.description).toHaveLength(META_DESCRIPTION_LENGTH);
    expect(meta.description).toMatch(/^Bright rooms & a garden\. Bright/);
    expect(meta.description?.endsWith('…')).toBe(true);
    expect(meta.image).toBe('https://example.test/villa.jpg');
    expect(meta.type).toBe('article');
  });
});
