import type { CallName } from '@domus/shared/contract';
import { publicUrl } from './client';

/*
 * The fields existing clients read, call by call, with the kind of value they expect. The
 * route's reply schema says what Domus promises; this table says what such a client needs, so
 * a field renamed or retyped in both the schema and the reply still fails here.
 *
 * Paths: `a.b` is a field of an object, `a[].b` a field of every item of a list. A kind ending
 * in `?` may also be null.
 */

type Kind =
  /** A whole number. */
  | 'int'
  | 'number'
  | 'text'
  /** A stored file's URL: '' or absolute from the public URL. */
  | 'url'
  /** 0 or 1 (never true/false). */
  | 'flag'
  /** "0" or "1". */
  | 'switch'
  | 'boolean'
  | 'list'
  | 'object'
  /** Present, whatever it holds. */
  | 'any'
  /** Must not be there (a secret). */
  | 'absent';
export type FieldKind = Kind | `${Exclude<Kind, 'any' | 'absent'>}?` | readonly string[];
export type Fields = Readonly<Record<string, FieldKind>>;

export interface Reads {
  /** `data` is an object with these fields. */
  data?: Fields;
  /** `data` is a list; every item has these fields. */
  items?: Fields;
  /** Fields beside `data`. */
  top?: Fields;
}

/** The same fields inside another object or list: `within('featured_section[]', property)`. */
export const within = (prefix: string, fields: Fields): Fields =>
  Object.fromEntries(Object.entries(fields).map(([path, kind]) => [`${prefix}.${path}`, kind]));

const paged: Fields = { total: 'int' };
/** Chat lists page by `page` and `per_page`. */
const chatPaged: Fields = { total: 'int', total_page: 'int' };

export const categorySummary: Fields = {
  category: 'object',
  'category.id': 'int',
  'category.category': 'text',
  'category.image': 'url',
  'category.slug_id': 'text',
};

export const documentReads: Fields = {
  'documents[].id': 'int',
  'documents[].file_name': 'text',
  'documents[].file': 'url',
  'documents[].name': 'text',
  'documents[].type': 'text',
};

/** The property object of get_property and of every list built on it. */
export const propertyReads: Fields = {
  id: 'int',
  slug_id: 'text',
  title: 'text',
  description: 'text',
  price: 'number',
  ...categorySummary,
  property_type: ['sell', 'rent', 'sold', 'rented'],
  rentduration: 'text?',
  title_image: 'url',
  three_d_image: 'url',
  gallery: 'list',
  'gallery[].id': 'int',
  'gallery[].image': 'url',
  'gallery[].image_url': 'url',
  documents: 'list',
  ...documentReads,
  address: 'text',
  client_address: 'text',
  city: 'text',
  state: 'text',
  country: 'text',
  latitude: 'number',
  longitude: 'number',
  video_link: 'text',
  meta_title: 'text',
  meta_description: 'text',
  meta_keywords: 'text',
  meta_image: 'url',
  post_created: 'text',
  created_at: 'text',
  total_view: 'int',
  status: 'any',
  request_status: ['approved', 'pending', 'rejected'],
  is_premium: 'any',
  promoted: 'any',
  assign_facilities: 'list',
  'assign_facilities[].id': 'int',
  'assign_facilities[].facility_id': 'int',
  'assign_facilities[].name': 'text',
  'assign_facilities[].image': 'url',
  'assign_facilities[].distance': 'number',
  parameters: 'list',
  'parameters[].id': 'int',
  'parameters[].name': 'text',
  'parameters[].type_of_parameter': 'text',
  'parameters[].type_values': 'list',
  'parameters[].image': 'url',
  'parameters[].is_required': 'any',
  'parameters[].value': 'any',
  customer_name: 'text',
  customer_id: 'int',
  customer_slug_id: 'text',
  profile: 'url',
  email: 'text',
  mobile: 'text',
  is_favourite: 'flag',
  is_interested: 'flag',
  is_reported: 'any',
  is_blocked_by_me: 'any',
  is_blocked_by_user: 'any',
  total_favourite_users: 'int',
  total_interested_users: 'int',
};

/** A project as lists show it (cards). */
export const projectReads: Fields = {
  id: 'int',
  slug_id: 'text',
  title: 'text',
  ...categorySummary,
  type: 'text',
  image: 'url',
  city: 'text',
  state: 'text',
  country: 'text',
  promoted: 'any',
};

/** A whole project, as its owner reads it. */
export const projectDetailReads: Fields = {
  ...projectReads,
  description: 'text',
  gallery_images: 'list',
  'gallery_images[].image': 'url',
  plans: 'list',
  'plans[].document': 'url',
  documents: 'list',
  ...documentReads,
};

export const agentReads: Fields = {
  id: 'int',
  name: 'text',
  email: 'text',
  profile: 'url',
  slug_id: 'text',
  property_count: 'int',
  projects_count: 'int',
  total_count: 'int',
  is_verified: 'any',
  is_admin: 'any',
};

export const articleReads: Fields = {
  id: 'int',
  slug_id: 'text',
  title: 'text',
  description: 'text',
  image: 'url',
  category: 'object?',
  created_at: 'text',
  meta_title: 'text',
  meta_description: 'text',
  meta_keywords: 'text',
};

export const categoryReads: Fields = {
  id: 'int',
  category: 'text',
  image: 'url',
  slug_id: 'text',
  parameter_types: 'list',
  meta_title: 'text',
  meta_description: 'text',
  meta_keywords: 'text',
};

export const faqReads: Fields = { id: 'int', question: 'text', answer: 'text' };

/** The signed-in user (no password). */
export const userReads: Fields = {
  id: 'int',
  slug_id: 'text',
  name: 'text',
  email: 'text',
  mobile: 'text',
  address: 'text',
  auth_id: 'text',
  firebase_id: 'text',
  logintype: 'int?',
  type: 'text',
  profile: 'url',
  fcm_id: 'text',
  latitude: 'number?',
  longitude: 'number?',
  about_me: 'text',
  facebook_id: 'text',
  twiiter_id: 'text',
  instagram_id: 'text',
  youtube_id: 'text',
  notification: 'any',
  city: 'text',
  state: 'text',
  country: 'text',
  isActive: 'any',
  password: 'absent',
  re_password: 'absent',
  password_hash: 'absent',
};

export const webSettingsReads: Fields = {
  company_name: 'text',
  currency_symbol: 'text',
  number_with_suffix: 'any',
  'selected_currency_data.code': 'text',
  'selected_currency_data.symbol': 'text',
  'selected_currency_data.name': 'text',
  web_logo: 'url',
  web_placeholder_logo: 'url',
  svg_clr: 'any',
  system_color: 'text',
  verification_required_for_user: 'any',
  demo_mode: 'any',
  min_price: 'number',
  max_price: 'number',
  languages: 'list',
  'languages[].code': 'text',
  stripe_publishable_key: 'text',
  paystack_public_key: 'text',
  appstore_id: 'text',
  default_language: 'text',
  web_maintenance_mode: 'switch',
  email_password_login: 'switch',
  number_with_otp_login: 'switch',
  social_login: 'switch',
};

/** web-settings with a token: the reader's own state too. */
export const signedInSettingsReads: Fields = {
  ...webSettingsReads,
  verification_status: ['initial', 'pending', 'success', 'failed'],
  is_active: 'any',
  is_premium: 'any',
  subscription: 'object?',
};

export const languageReads: Fields = { id: 'int', code: 'text', name: 'text', rtl: 'flag' };

/** homepage-data's sections; each list holds at most 12 items (checked by the test). */
export const homepageSections = [
  'slider_section',
  'featured_section',
  'most_viewed_properties',
  'most_liked_properties',
  'categories_section',
  'project_section',
  'project_featured_section',
  'agents_list',
  'article_section',
  'faq_section',
] as const;

/** What clients read in the reply of each call's example requests. */
export const clientReads: Partial<Record<CallName, Reads>> = {
  userSignup: { data: userReads, top: { token: 'text' } },
  userRegister: { data: userReads, top: { token: 'text' } },
  updateProfile: { data: userReads },
  addFavourite: { data: { property_id: 'int', is_favourite: 'flag' } },
  interestedUsers: { data: { property_id: 'int', is_interested: 'flag' } },
  webSettings: { data: webSettingsReads },
  getLanguages: { items: languageReads },
  getCategories: { items: categoryReads, top: paged },
  getProperty: { items: propertyReads, top: paged },
  getPropertyList: { items: propertyReads, top: paged },
  getNearbyProperties: { items: propertyReads, top: paged },
  getFavouriteProperty: { items: propertyReads, top: paged },
  getAddedProperties: { items: propertyReads, top: paged },
  getUserRecommendation: { items: propertyReads, top: paged },
  getProjects: { items: projectReads, top: paged },
  getProjectDetail: { data: projectDetailReads },
  getAddedProjects: { items: projectReads, top: paged },
  homepageData: {
    data: {
      ...Object.fromEntries(homepageSections.map((section) => [section, 'list'])),
      'slider_section[].id': 'int',
      'slider_section[].image': 'url',
      ...within('featured_section[]', propertyReads),
      ...within('most_viewed_properties[]', propertyReads),
      ...within('most_liked_properties[]', propertyReads),
      ...within('categories_section[]', categoryReads),
      ...within('project_section[]', projectReads),
      ...within('agents_list[]', agentReads),
      ...within('article_section[]', articleReads),
      ...within('faq_section[]', faqReads),
    },
  },
  getCitiesData: { items: { City: 'text', Count: 'int', image: 'url' }, top: paged },
  checkPackageLimit: {
    data: { package_available: 'boolean', feature_available: 'boolean', limit_available: 'boolean' },
  },
  getPackage: {
    items: {
      id: 'int',
      name: 'text',
      package_type: ['free', 'paid'],
      price: 'number',
      duration: 'int',
      features: 'list',
      'features[].id': 'int',
      'features[].name': 'text',
      'features[].limit_type': ['limited', 'unlimited'],
      'features[].limit': 'int?',
    },
    top: {
      active_packages: 'list',
      'active_packages[].start_date': 'text',
      'active_packages[].end_date': 'text',
      'active_packages[].features[].used_limit': 'int',
      'active_packages[].features[].total_limit': 'int?',
      all_features: 'list',
    },
  },
  getChats: {
    items: {
      property_id: 'int',
      title: 'text',
      title_image: 'url',
      date: 'text',
      user_id: 'int',
      name: 'text',
      profile: 'url',
      unread_count: 'int',
      is_blocked_by_me: 'any',
      is_blocked_by_user: 'any',
    },
    top: chatPaged,
  },
  getMessages: {
    items: {
      id: 'int',
      sender_id: 'int',
      receiver_id: 'int',
      property_id: 'int',
      message: 'text',
      file: 'url',
      audio: 'url',
      created_at: 'text',
      chat_message_type: ['text', 'file', 'file_and_text', 'audio'],
      time_ago: 'text',
    },
    top: chatPaged,
  },
  getNotificationList: {
    items: {
      id: 'int',
      title: 'text',
      message: 'text',
      type: 'text',
      property_id: 'int?',
      created_at: 'text',
      notification_image: 'url',
      is_read: 'any',
    },
    top: paged,
  },
  mortgageCalculator: {
    data: {
      'main_total.principal_amount': 'number',
      'main_total.down_payment': 'number',
      'main_total.payable_interest': 'number',
      'main_total.monthly_emi': 'number',
      'main_total.total_amount': 'number',
    },
  },
  getFeaturedData: {
    items: {
      id: 'int',
      status: 'text',
      type: 'text',
      start_date: 'text',
      end_date: 'text?',
      property_id: 'int?',
      project_id: 'int?',
      property: 'object?',
      project: 'object?',
    },
    top: paged,
  },
  agentList: { items: agentReads, top: paged },
  agentProperties: {
    data: {
      ...within('customer_data', agentReads),
      properties: 'list',
      ...within('properties[]', propertyReads),
    },
    top: paged,
  },
  getArticles: { items: articleReads, top: paged },
  faqs: { items: faqReads, top: paged },
  getFacilities: { items: { id: 'int', name: 'text', image: 'url' }, top: paged },
  getReportReasons: { items: { id: 'int', reason: 'text' } },
};

// ---------------------------------------------------------------- the check

const kindProblem = (kind: FieldKind, value: unknown): string | undefined => {
  const shown = JSON.stringify(value);
  if (Array.isArray(kind))
    return kind.includes(value as string) ? undefined : `${shown} is not one of ${kind.join(', ')}`;
  if (kind === 'absent') return value === undefined ? undefined : 'must not be there';
  if (value === undefined) return 'missing';
  if (kind === 'any') return undefined;
  const base = (kind as string).replace(/\?$/, '');
  if (value === null) return (kind as string).endsWith('?') ? undefined : 'is null';
  const fits: Record<string, boolean> = {
    int: Number.isInteger(value),
    number: typeof value === 'number' && Number.isFinite(value),
    text: typeof value === 'string',
    url: typeof value === 'string' && (value === '' || value.startsWith(`${publicUrl}/`)),
    flag: value === 0 || value === 1,
    switch: value === '0' || value === '1',
    boolean: typeof value === 'boolean',
    list: Array.isArray(value),
    object: typeof value === 'object' && !Array.isArray(value),
  };
  return fits[base] ? undefined : `${shown} is not ${base === 'url' ? `'' or a URL from ${publicUrl}` : base}`;
};

/** Every value at a path (`a[].b`), with where it is; a missing step gives undefined there. */
function valuesAt(value: unknown, path: string[], where: string): [string, unknown][] {
  if (path.length === 0) return [[where, value]];
  const [step, ...rest] = path as [string, ...string[]];
  const list = step.endsWith('[]');
  const key = list ? step.slice(0, -2) : step;
  const at = where ? `${where}.${key}` : key;
  if (value === null && where) return []; // a nullable object: its kind is checked at its own path
  const child = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  if (!list) return valuesAt(child, rest, at);
  if (!Array.isArray(child)) return [[at, child === undefined ? undefined : `${JSON.stringify(child)} (not a list)`]];
  return child.flatMap((item, index) => valuesAt(item, rest, `${at}[${index}]`));
}

const fieldProblems = (value: unknown, fields: Fields, where: string) =>
  Object.entries(fields).flatMap(([path, kind]) =>
    valuesAt(value, path.split('.'), where).flatMap(([at, found]) => {
      const problem = kindProblem(kind, found);
      return problem ? [`${at}: ${problem}`] : [];
    }),
  );

/** The same problem in several items of a list, once: `data[].title: missing (3 times)`. */
const once = (problems: string[]) => {
  const counts = new Map<string, number>();
  for (const problem of problems) {
    const general = problem.replace(/\[\d+\]/g, '[]');
    counts.set(general, (counts.get(general) ?? 0) + 1);
  }
  return [...counts].map(([problem, count]) => (count > 1 ? `${problem} (${count} times)` : problem));
};

/** Where a reply body lacks what its readers read, as `path: problem` lines ([] when none). */
export function unreadFields(body: Record<string, unknown>, reads: Reads): string[] {
  const problems = fieldProblems(body, reads.top ?? {}, '');
  if (reads.data) problems.push(...fieldProblems(body.data, reads.data, 'data'));
  if (reads.items) {
    if (!Array.isArray(body.data)) problems.push('data: not a list');
    else body.data.forEach((item, index) => problems.push(...fieldProblems(item, reads.items!, `data[${index}]`)));
  }
  return once(problems);
}
