import { aProperty } from '../../testing/fixtures';
import {
  clearRecentlyViewed,
  recentlyViewedList,
  recordRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_LIMIT,
} from '../use-recently-viewed';

const property = (id: number) => aProperty({ id, slug_id: `home-${id}`, title: `Home ${id}` });
const ids = () => recentlyViewedList.read().map((entry) => entry.id);

describe('recently viewed', () => {
  beforeEach(() => localStorage.clear());

  it('puts the newest first, once each', () => {
    recordRecentlyViewed(property(1));
    recordRecentlyViewed(property(2));
    recordRecentlyViewed(property(1));
    expect(ids()).toEqual([1, 2]);
  });

  it('keeps the ten newest', () => {
    for (let id = 1; id <= 12; id += 1) recordRecentlyViewed(property(id));
    expect(ids()).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids()[0]).toBe(12);
    expect(ids()).not.toContain(2);
  });

  it('stores what a small card needs and clears it all', () => {
    recordRecentlyViewed(aProperty({ title_image_thumb: 'https://example.test/villa-thumb.jpg' }));
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]')).toEqual([
      {
        id: 1,
        slug_id: 'sunny-villa-lisbon',
        title: 'Sunny villa in Lisbon',
        title_image: 'https://example.test/villa-thumb.jpg',
        price: 1500000,
        property_type: 'sell',
        rentduration: null,
        city: 'Lisbon',
      },
    ]);
    clearRecentlyViewed();
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    expect(ids()).toEqual([]);
  });
});
