/** Parameter types, categories and facilities of the demo catalogue. */
export interface SeedParameter {
  key: string;
  name: string;
  type: 'number' | 'dropdown' | 'radiobutton' | 'textbox';
  values?: string[];
  required?: boolean;
}

export const seedParameters: readonly SeedParameter[] = [
  { key: 'bedrooms', name: 'Bedrooms', type: 'number', required: true },
  { key: 'bathrooms', name: 'Bathrooms', type: 'number', required: true },
  { key: 'area', name: 'Area (m²)', type: 'number', required: true },
  { key: 'furnishing', name: 'Furnishing', type: 'dropdown', values: ['Furnished', 'Semi-furnished', 'Unfurnished'] },
  { key: 'parking', name: 'Parking spaces', type: 'number' },
  { key: 'floor', name: 'Floor', type: 'number' },
  { key: 'year_built', name: 'Year built', type: 'number' },
  { key: 'balcony', name: 'Balcony', type: 'radiobutton', values: ['Yes', 'No'] },
  { key: 'garden', name: 'Garden', type: 'radiobutton', values: ['Yes', 'No'] },
  { key: 'pool', name: 'Swimming pool', type: 'radiobutton', values: ['Yes', 'No'] },
  { key: 'plot_area', name: 'Plot area (m²)', type: 'number', required: true },
  {
    key: 'zoning',
    name: 'Zoning',
    type: 'dropdown',
    values: ['Residential', 'Commercial', 'Agricultural', 'Mixed use'],
  },
  { key: 'road_access', name: 'Road access', type: 'radiobutton', values: ['Yes', 'No'] },
  { key: 'washrooms', name: 'Washrooms', type: 'number' },
  { key: 'frontage', name: 'Street frontage (m)', type: 'number' },
  { key: 'ceiling_height', name: 'Ceiling height (m)', type: 'number' },
  { key: 'loading_docks', name: 'Loading docks', type: 'number' },
];

export type ImageKind = 'house' | 'apartment' | 'villa' | 'plot' | 'office' | 'shop' | 'penthouse' | 'warehouse';

export interface SeedCategory {
  name: string;
  slug: string;
  /** Which generated exterior pictures fit the category. */
  imageKind: ImageKind;
  parameters: string[];
  /** Price relative to the city's level per m². */
  priceFactor: number;
  areaRange: [number, number];
  /** Plots and warehouses are not let by the month in this demo. */
  forRent: boolean;
  noun: string;
}

export const seedCategories: readonly SeedCategory[] = [
  {
    name: 'House',
    slug: 'house',
    imageKind: 'house',
    noun: 'house',
    priceFactor: 1,
    areaRange: [90, 320],
    forRent: true,
    parameters: ['bedrooms', 'bathrooms', 'area', 'furnishing', 'parking', 'year_built', 'garden'],
  },
  {
    name: 'Apartment',
    slug: 'apartment',
    imageKind: 'apartment',
    noun: 'apartment',
    priceFactor: 1.05,
    areaRange: [35, 160],
    forRent: true,
    parameters: ['bedrooms', 'bathrooms', 'area', 'furnishing', 'floor', 'balcony', 'parking'],
  },
  {
    name: 'Villa',
    slug: 'villa',
    imageKind: 'villa',
    noun: 'villa',
    priceFactor: 1.3,
    areaRange: [180, 650],
    forRent: true,
    parameters: ['bedrooms', 'bathrooms', 'area', 'plot_area', 'pool', 'garden', 'parking'],
  },
  {
    name: 'Penthouse',
    slug: 'penthouse',
    imageKind: 'penthouse',
    noun: 'penthouse',
    priceFactor: 1.6,
    areaRange: [110, 380],
    forRent: true,
    parameters: ['bedrooms', 'bathrooms', 'area', 'floor', 'balcony', 'pool', 'furnishing'],
  },
  {
    name: 'Plot',
    slug: 'plot',
    imageKind: 'plot',
    noun: 'plot',
    priceFactor: 0.3,
    areaRange: [250, 5000],
    forRent: false,
    parameters: ['plot_area', 'zoning', 'road_access'],
  },
  {
    name: 'Office',
    slug: 'office',
    imageKind: 'office',
    noun: 'office',
    priceFactor: 0.95,
    areaRange: [40, 900],
    forRent: true,
    parameters: ['area', 'floor', 'washrooms', 'parking', 'furnishing'],
  },
  {
    name: 'Shop',
    slug: 'shop',
    imageKind: 'shop',
    noun: 'shop',
    priceFactor: 1.1,
    areaRange: [25, 300],
    forRent: true,
    parameters: ['area', 'frontage', 'floor', 'parking'],
  },
  {
    name: 'Warehouse',
    slug: 'warehouse',
    imageKind: 'warehouse',
    noun: 'warehouse',
    priceFactor: 0.45,
    areaRange: [400, 6000],
    forRent: false,
    parameters: ['area', 'ceiling_height', 'loading_docks', 'road_access'],
  },
];

export const seedFacilities: readonly { name: string; slug: string }[] = [
  { name: 'Hospital', slug: 'hospital' },
  { name: 'School', slug: 'school' },
  { name: 'Metro station', slug: 'metro' },
  { name: 'Bus stop', slug: 'bus' },
  { name: 'Supermarket', slug: 'supermarket' },
  { name: 'Park', slug: 'park' },
  { name: 'Airport', slug: 'airport' },
  { name: 'Beach', slug: 'beach' },
  { name: 'Gym', slug: 'gym' },
  { name: 'Pharmacy', slug: 'pharmacy' },
  { name: 'Bank', slug: 'bank' },
  { name: 'Restaurant', slug: 'restaurant' },
];
