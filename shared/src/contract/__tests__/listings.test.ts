import {
  listingMessages,
  postProjectBody,
  postPropertyBody,
  seoWarnings,
  updatePostPropertyBody,
  updatePropertyStatusBody,
} from '../schemas/listings';

const place = {
  city: 'Lisbon',
  state: 'Lisbon',
  country: 'Portugal',
  address: '1 Rua Augusta',
  latitude: '38.7',
  longitude: '-9.1',
};
const property = {
  title: 'Plot',
  description: 'A plot',
  category_id: '5',
  property_type: 'sell',
  price: '1000',
  ...place,
};

describe('listing bodies', () => {
  it('take lists as JSON text or arrays, and treat missing lists as empty (calls default missing fields)', () => {
    const bare = postPropertyBody.parse(property);
    expect(bare.parameters).toEqual([]);
    expect(bare.facilities).toEqual([]);
    const filled = postPropertyBody.parse({
      ...property,
      parameters: '[{"parameter_id":"3","value":"900"}]',
      facilities: [{ facility_id: 2, distance: '1.5' }],
    });
    expect(filled.parameters).toEqual([{ parameter_id: 3, value: '900' }]);
    expect(filled.facilities).toEqual([{ facility_id: 2, distance: 1.5 }]);
    expect(
      postProjectBody.parse({
        ...place,
        location: '1 Rua Augusta',
        title: 'T',
        description: 'D',
        category_id: 1,
        type: 'upcoming',
      }).plans,
    ).toEqual([]);
  });

  it('need a rent duration for rent and the four place fields', () => {
    const rent = postPropertyBody.safeParse({ ...property, property_type: 'rent' });
    expect(rent.error?.issues.map((issue) => issue.message)).toEqual([listingMessages.rentDurationRequired]);
    const nowhere = postPropertyBody.safeParse({ ...property, city: '' });
    expect(nowhere.error?.issues.map((issue) => issue.message)).toEqual([listingMessages.locationIncomplete]);
  });

  it('leave absent fields of an update out rather than blank', () => {
    expect(updatePostPropertyBody.parse({ id: '4', price: '' })).toEqual({
      id: 4,
      action_type: '',
      price: null,
      latitude: null,
      longitude: null,
      remove_gallery_images: [],
      remove_documents: [],
      remove_three_d_image: false,
    });
  });

  it('read a status move as a word or its code, from text or a number', () => {
    for (const status of ['sold', '2', 2]) {
      expect(updatePropertyStatusBody.parse({ property_id: 1, status }).status).toBe('sold');
    }
    expect(updatePropertyStatusBody.safeParse({ property_id: 1, status: 'gone' }).success).toBe(false);
  });

  it('warn about SEO fields without refusing them', () => {
    expect(seoWarnings({ meta_title: 'x'.repeat(61), meta_description: 'short', meta_keywords: 'a,b' })).toEqual([
      'metaTitleTooLong',
      'metaDescriptionLength',
    ]);
    expect(seoWarnings({ meta_keywords: Array.from({ length: 11 }, (_, i) => `k${i}`).join(',') })).toEqual([
      'tooManyKeywords',
    ]);
    expect(seoWarnings({})).toEqual([]);
  });
});
