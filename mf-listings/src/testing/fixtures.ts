import type { Property } from '../types/listings';

export const testSettings = {
  currency_symbol: '$',
  number_with_suffix: '1',
  selected_currency_data: { code: 'USD', symbol: '$', name: 'US Dollar' },
  web_placeholder_logo: 'https://example.test/placeholder.png',
  map_tile_url: '',
};

export function aProperty(overrides: Partial<Property> = {}): Property {
  return {
    id: 1,
    slug_id: 'sunny-villa-lisbon',
    title: 'Sunny villa in Lisbon',
    description: 'A bright villa with a garden.',
    price: 1500000,
    category: { id: 3, category: 'Villa', image: null, slug_id: 'villa' },
    property_type: 'sell',
    rentduration: null,
    title_image: 'https://example.test/villa.jpg',
    gallery: [
      { id: 11, image_url: 'https://example.test/villa-kitchen.jpg' },
      { id: 12, image_url: 'https://example.test/villa-garden.jpg' },
    ],
    city: 'Lisbon',
    state: 'Lisbon',
    country: 'Portugal',
    address: 'Rua Augusta 10',
    latitude: '38.7101',
    longitude: '-9.1366',
    ...overrides,
  };
}

export { aUser } from '@domus/shared/testing';
