import type { Agent, Article, Property } from '../types/listings';

export const testSettings = {
  currency_symbol: '$',
  number_with_suffix: '1',
  selected_currency_data: { code: 'USD', symbol: '$', name: 'US Dollar' },
  web_placeholder_logo: 'https://example.test/placeholder.png',
  map_tile_url: '',
  map_tile_attribution: '',
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

export function anAgent(overrides: Partial<Agent> = {}): Agent {
  return {
    id: 7,
    name: 'Rita Fernandes',
    email: 'rita@example.test',
    profile: 'https://example.test/rita.jpg',
    slug_id: 'rita-fernandes',
    property_count: 14,
    projects_count: 2,
    is_verified: true,
    is_admin: false,
    ...overrides,
  };
}

export function anArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: 3,
    slug_id: 'how-to-read-a-floor-plan',
    title: 'How to read a floor plan',
    description: 'Start with the scale.\n\nThen follow the walls room by room.',
    image: 'https://example.test/plan.jpg',
    created_at: '2026-03-02T10:00:00.000Z',
    category: { id: 1, name: 'Buying', slug_id: 'buying' },
    meta_title: 'Reading floor plans',
    meta_description: 'A short guide to reading the floor plan of a home before a viewing.',
    ...overrides,
  };
}

export { aUser } from '@domus/shared/testing';
