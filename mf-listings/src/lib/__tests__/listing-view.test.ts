import {
  addressLine,
  coordinatesOf,
  listingDocuments,
  shownParameterValue,
  projectImages,
  propertyImages,
} from '../listing-view';
import { aParameter } from '../../testing/fixtures';
import { plainText } from '../plain-text';

describe('coordinates', () => {
  it('reads latitude and longitude sent as text', () => {
    expect(coordinatesOf({ latitude: '38.71', longitude: '-9.13' })).toEqual({ lat: 38.71, lng: -9.13 });
  });

  it('has no position for missing, invalid or 0,0 coordinates', () => {
    expect(coordinatesOf({ latitude: '', longitude: '10' })).toBeUndefined();
    expect(coordinatesOf({ latitude: 'north', longitude: '10' })).toBeUndefined();
    expect(coordinatesOf({ latitude: 0, longitude: 0 })).toBeUndefined();
    expect(coordinatesOf({ latitude: 120, longitude: 10 })).toBeUndefined();
  });
});

describe('gallery images', () => {
  it('puts the title image first, keeps thumbnails and drops repeats', () => {
    expect(
      propertyImages({
        title_image: 'a.jpg',
        title_image_thumb: 'a-small.jpg',
        gallery: [
          { id: 1, image: 'b.jpg', image_url: 'b.jpg', thumb_url: '' },
          { id: 2, image: 'a.jpg', image_url: 'a.jpg', thumb_url: '' },
        ],
      }),
    ).toEqual([{ url: 'a.jpg', thumb: 'a-small.jpg' }, { url: 'b.jpg' }]);
  });

  it('puts the project cover first, then its gallery with thumbnails', () => {
    const gallery = [{ id: 1, image: 'q.jpg', image_url: 'q.jpg', thumb_url: 'q-small.jpg' }];
    expect(projectImages({ image: 'p.jpg', gallery_images: gallery })).toEqual([
      { url: 'p.jpg' },
      { url: 'q.jpg', thumb: 'q-small.jpg' },
    ]);
    expect(projectImages({ image: '', gallery_images: gallery })).toEqual([{ url: 'q.jpg', thumb: 'q-small.jpg' }]);
  });
});

describe('address line', () => {
  it('joins the parts and skips empty ones', () => {
    expect(addressLine({ address: 'Rua Augusta 10', city: 'Lisbon', state: '', country: 'Portugal' })).toBe(
      'Rua Augusta 10, Lisbon, Portugal',
    );
  });

  it('does not repeat a city the street address already names', () => {
    expect(addressLine({ address: 'Rua Augusta 10, Lisbon', city: 'Lisbon', country: 'Portugal' })).toBe(
      'Rua Augusta 10, Lisbon, Portugal',
    );
  });
});

describe('documents and parameters', () => {
  it('names a document by its file when the API gives no name', () => {
    const file = 'https://x.test/docs/floor%20plan.pdf?v=2';
    expect(listingDocuments([{ id: 1, file, file_name: '', name: '', type: 'pdf' }])).toEqual([
      { id: 1, name: 'floor plan.pdf', url: 'https://x.test/docs/floor%20plan.pdf?v=2' },
    ]);
  });

  it("shows a parameter value in the reader's language when translated, as written otherwise, nothing for none", () => {
    expect(shownParameterValue(aParameter({ value: 'North,East', translated_value: '' }))).toBe('North,East');
    expect(shownParameterValue(aParameter({ value: 'North,East', translated_value: 'شمال,شرق' }))).toBe('شمال,شرق');
    expect(shownParameterValue(undefined)).toBe('');
  });
});

describe('plain text', () => {
  it('drops tags and decodes entities so rich text shows as text', () => {
    expect(plainText('<p>Big&nbsp;garden</p><p>Tom &amp; Jerry <script>x</script></p>')).toBe(
      'Big garden\nTom & Jerry x',
    );
  });
});
