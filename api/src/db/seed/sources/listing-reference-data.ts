/** The parameters, categories and facilities every seeded site starts with (the demo's listings use them). */
export interface SeedParameter {
  key: string;
  name: string;
  /** The name in Arabic (the demo's second language). */
  ar: string;
  type: 'number' | 'dropdown' | 'radiobutton' | 'textbox';
  values?: string[];
  required?: boolean;
}

/** The choices of the demo's parameters in Arabic, by stored value. */
export const seedChoicesAr: Readonly<Record<string, string>> = {
  Furnished: 'مفروش',
  'Semi-furnished': 'مفروش جزئيًا',
  Unfurnished: 'غير مفروش',
  Yes: 'نعم',
  No: 'لا',
  Residential: 'سكني',
  Commercial: 'تجاري',
  Agricultural: 'زراعي',
  'Mixed use': 'متعدد الاستخدامات',
};

export const seedParameters: readonly SeedParameter[] = [
  { key: 'bedrooms', name: 'Bedrooms', ar: 'غرف النوم', type: 'number', required: true },
  { key: 'bathrooms', name: 'Bathrooms', ar: 'الحمامات', type: 'number', required: true },
  { key: 'area', name: 'Area (m²)', ar: 'المساحة (م²)', type: 'number', required: true },
  {
    key: 'furnishing',
    name: 'Furnishing',
    ar: 'التأثيث',
    type: 'dropdown',
    values: ['Furnished', 'Semi-furnished', 'Unfurnished'],
  },
  { key: 'parking', name: 'Parking spaces', ar: 'مواقف السيارات', type: 'number' },
  { key: 'floor', name: 'Floor', ar: 'الطابق', type: 'number' },
  { key: 'year_built', name: 'Year built', ar: 'سنة البناء', type: 'number' },
  { key: 'balcony', name: 'Balcony', ar: 'شرفة', type: 'radiobutton', values: ['Yes', 'No'] },
  { key: 'garden', name: 'Garden', ar: 'حديقة', type: 'radiobutton', values: ['Yes', 'No'] },
  { key: 'pool', name: 'Swimming pool', ar: 'مسبح', type: 'radiobutton', values: ['Yes', 'No'] },
  { key: 'plot_area', name: 'Plot area (m²)', ar: 'مساحة الأرض (م²)', type: 'number', required: true },
  {
    key: 'zoning',
    name: 'Zoning',
    ar: 'تصنيف الأرض',
    type: 'dropdown',
    values: ['Residential', 'Commercial', 'Agricultural', 'Mixed use'],
  },
  { key: 'road_access', name: 'Road access', ar: 'طريق وصول', type: 'radiobutton', values: ['Yes', 'No'] },
  { key: 'washrooms', name: 'Washrooms', ar: 'دورات المياه', type: 'number' },
  { key: 'frontage', name: 'Street frontage (m)', ar: 'الواجهة على الشارع (م)', type: 'number' },
  { key: 'ceiling_height', name: 'Ceiling height (m)', ar: 'ارتفاع السقف (م)', type: 'number' },
  { key: 'loading_docks', name: 'Loading docks', ar: 'أرصفة التحميل', type: 'number' },
];

export type ImageKind = 'house' | 'apartment' | 'villa' | 'plot' | 'office' | 'shop' | 'penthouse' | 'warehouse';

export interface SeedCategory {
  name: string;
  /** The name in Arabic. */
  ar: string;
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
    ar: 'منزل',
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
    ar: 'شقة',
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
    ar: 'فيلا',
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
    ar: 'بنتهاوس',
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
    ar: 'أرض',
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
    ar: 'مكتب',
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
    ar: 'محل تجاري',
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
    ar: 'مستودع',
    slug: 'warehouse',
    imageKind: 'warehouse',
    noun: 'warehouse',
    priceFactor: 0.45,
    areaRange: [400, 6000],
    forRent: false,
    parameters: ['area', 'ceiling_height', 'loading_docks', 'road_access'],
  },
];

export const seedFacilities: readonly { name: string; ar: string; slug: string }[] = [
  { name: 'Hospital', ar: 'مستشفى', slug: 'hospital' },
  { name: 'School', ar: 'مدرسة', slug: 'school' },
  { name: 'Metro station', ar: 'محطة مترو', slug: 'metro' },
  { name: 'Bus stop', ar: 'موقف حافلات', slug: 'bus' },
  { name: 'Supermarket', ar: 'سوبرماركت', slug: 'supermarket' },
  { name: 'Park', ar: 'حديقة عامة', slug: 'park' },
  { name: 'Airport', ar: 'مطار', slug: 'airport' },
  { name: 'Beach', ar: 'شاطئ', slug: 'beach' },
  { name: 'Gym', ar: 'نادٍ رياضي', slug: 'gym' },
  { name: 'Pharmacy', ar: 'صيدلية', slug: 'pharmacy' },
  { name: 'Bank', ar: 'بنك', slug: 'bank' },
  { name: 'Restaurant', ar: 'مطعم', slug: 'restaurant' },
];
