import type { PropertyReply } from '@domus/shared/contract';
import type { MockReply } from '@domus/shared/testing';

import type {
  Agent,
  Article,
  AssignedFacility,
  CategorySummary,
  Faq,
  HomepageData,
  Project,
  Property,
  PropertyParameter,
  WholeProject,
} from '../types/listings';

export const testSettings = {
  currency_symbol: '$',
  number_with_suffix: '1',
  selected_currency_data: { code: 'USD', symbol: '$', name: 'US Dollar' },
  web_placeholder_logo: 'https://example.test/placeholder.png',
  map_tile_url: '',
  map_tile_attribution: '',
};

/** A category as listings carry it; `translated_name` is `category` unless given. */
export function aCategory(overrides: Partial<CategorySummary> = {}): CategorySummary {
  const category = overrides.category ?? 'Villa';
  const slug = category.toLowerCase().replace(/\W+/g, '-');
  return { id: 3, category, name: category, translated_name: category, image: '', slug_id: slug, ...overrides };
}

/** A listing's parameter (a text box unless given); the translated texts are the stored ones unless given. */
export function aParameter(overrides: Partial<PropertyParameter> = {}): PropertyParameter {
  const name = overrides.name ?? 'Bedrooms';
  const value = overrides.value ?? '';
  return {
    id: 1,
    name,
    translated_name: name,
    type_of_parameter: 'textbox',
    type_values: [],
    translated_type_values: [],
    image: '',
    is_required: false,
    value,
    translated_value: value,
    ...overrides,
  };
}

/** A facility near a listing, `distance` km away. */
export function aFacility(overrides: Partial<AssignedFacility> = {}): AssignedFacility {
  const name = overrides.name ?? 'Metro station';
  return { id: 1, facility_id: overrides.id ?? 1, name, translated_name: name, image: '', distance: 1, ...overrides };
}

const villa = aCategory();

const picture = (id: number, url: string) => ({ id, image: url, image_url: url, thumb_url: url });

/** A public property as the API sends it (get_property), to a visitor. */
export function aProperty(overrides: Partial<Property> = {}): Property {
  const title = overrides.title ?? 'Sunny villa in Lisbon';
  const description = overrides.description ?? 'A bright villa with a garden.';
  return {
    id: 1,
    slug_id: 'sunny-villa-lisbon',
    title,
    description,
    translated_title: title,
    translated_description: description,
    price: 1500000,
    category: villa,
    category_id: villa.id,
    property_type: 'sell',
    rentduration: null,
    title_image: 'https://example.test/villa.jpg',
    title_image_thumb: 'https://example.test/villa-thumb.jpg',
    low_quality_title_image: 'https://example.test/villa-thumb.jpg',
    three_d_image: '',
    gallery: [
      picture(11, 'https://example.test/villa-kitchen.jpg'),
      picture(12, 'https://example.test/villa-garden.jpg'),
    ],
    documents: [],
    address: 'Rua Augusta 10',
    client_address: '',
    city: 'Lisbon',
    state: 'Lisbon',
    country: 'Portugal',
    latitude: 38.7101,
    longitude: -9.1366,
    video_link: '',
    meta_title: '',
    meta_description: '',
    meta_keywords: '',
    meta_image: '',
    post_created: '3 days ago',
    created_at: '2026-03-02T10:00:00.000Z',
    total_view: 0,
    status: 1,
    request_status: 'approved',
    is_premium: false,
    promoted: false,
    assign_facilities: [],
    parameters: [],
    customer_id: 9,
    added_by: 9,
    customer_name: 'Rita Fernandes',
    customer_slug_id: 'rita-fernandes',
    profile: '',
    email: '',
    mobile: '',
    is_verified: false,
    total_favourite_users: 0,
    total_interested_users: 0,
    is_favourite: 0,
    is_interested: 0,
    is_reported: 0,
    is_blocked_by_me: 0,
    is_blocked_by_user: 0,
    ...overrides,
  };
}

/** A project with every field, as its owner (or a member with project access) reads it. */
export function aWholeProject(overrides: Partial<WholeProject> = {}): WholeProject & { access: 'full' } {
  const title = overrides.title ?? 'Harbour Towers';
  return {
    id: 4,
    slug_id: 'harbour-towers',
    title,
    translated_title: title,
    description: 'Two towers by the river.',
    category: villa,
    category_id: villa.id,
    type: 'upcoming',
    image: 'https://example.test/towers.jpg',
    low_quality_title_image: 'https://example.test/towers-thumb.jpg',
    video_link: '',
    location: 'Avenida Infante D. Henrique 1',
    city: 'Lisbon',
    state: 'Lisbon',
    country: 'Portugal',
    latitude: 38.7071,
    longitude: -9.1355,
    meta_title: '',
    meta_description: '',
    meta_keywords: '',
    meta_image: '',
    status: 1,
    request_status: 'approved',
    promoted: false,
    created_at: '2026-03-02T10:00:00.000Z',
    customer: {
      id: 9,
      name: 'Rita Fernandes',
      slug_id: 'rita-fernandes',
      profile: '',
      email: 'rita@example.test',
      mobile: '',
      is_verified: false,
    },
    added_by: 9,
    plans: [],
    documents: [],
    gallery_images: [],
    gallary_images: [],
    ...overrides,
    access: 'full',
  };
}

/** A project's teaser, as a visitor reads it (`access: 'sign_in'`) or a member without project access ('package'). */
export function aProjectTeaser(overrides: Partial<Extract<Project, { access: 'sign_in' | 'package' }>> = {}): Project {
  const {
    id,
    slug_id,
    title,
    translated_title,
    image,
    low_quality_title_image,
    city,
    state,
    country,
    category,
    type,
    promoted,
    added_by,
  } = aWholeProject();
  return {
    ...{ id, slug_id, title, translated_title, image, low_quality_title_image, city, state, country, category, type },
    ...{ promoted, added_by, gallary_images: [], access: 'sign_in' },
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
    total_count: 16,
    is_verified: true,
    is_admin: false,
    facebook_id: '',
    instagram_id: '',
    twitter_id: '',
    youtube_id: '',
    ...overrides,
  };
}

export function anArticle(overrides: Partial<Article> = {}): Article {
  const title = overrides.title ?? 'How to read a floor plan';
  const description = overrides.description ?? 'Start with the scale.\n\nThen follow the walls room by room.';
  return {
    id: 3,
    slug_id: 'how-to-read-a-floor-plan',
    title,
    description,
    translated_title: title,
    translated_description: description,
    image: 'https://example.test/plan.jpg',
    category_id: 1,
    category: { id: 1, name: 'Buying', category: 'Buying', translated_name: 'Buying', slug_id: 'buying', image: '' },
    created_at: '2026-03-02T10:00:00.000Z',
    meta_title: 'Reading floor plans',
    meta_description: 'A short guide to reading the floor plan of a home before a viewing.',
    meta_keywords: '',
    ...overrides,
  };
}

/** A question with its answer; FAQs are written in one language, so the translated texts are the same. */
export function aFaq(overrides: Partial<Faq> = {}): Faq {
  const question = overrides.question ?? 'How do I post a property?';
  const answer = overrides.answer ?? 'Sign in and choose Add property.';
  return { id: 1, question, answer, translated_question: question, translated_answer: answer, ...overrides };
}

/** homepage-data with every section empty unless given (a visitor's: no nearby or recommended listings). */
export function aHomepage(overrides: Partial<HomepageData> = {}): HomepageData {
  return {
    slider_section: [],
    featured_section: [],
    most_viewed_properties: [],
    most_liked_properties: [],
    categories_section: [],
    project_section: [],
    project_featured_section: [],
    agents_list: [],
    article_section: [],
    faq_section: [],
    ...overrides,
  };
}

/** What get_property says besides its page of properties. */
type PropertyListExtras = Pick<
  PropertyReply,
  'total' | 'total_is_capped' | 'total_is_estimate' | 'pageable_total' | 'similar_properties'
>;

/**
 * get_property's reply as the API sends it: these properties, every match counted exactly and
 * pageable, unless `extras` says otherwise.
 */
export function propertyListReply(properties: Property[], extras: Partial<PropertyListExtras> = {}): MockReply {
  const total = extras.total ?? properties.length;
  return {
    body: {
      error: false,
      message: 'ok',
      data: properties,
      total,
      total_is_capped: false,
      total_is_estimate: false,
      pageable_total: total,
      ...extras,
    },
  };
}

export { aUser } from '@domus/shared/testing';
