/*
 * Addresses of the site's pages: the links and navigations of the shell and the remotes, and what
 * the API writes into replies, e-mails, notices and sitemaps. The pages themselves are the
 * remotes' (remote-list.json routes them); a route table reads its patterns from here too.
 * No zod here: a remote or the shell imports this (`@domus/shared/contract/page-paths`) without
 * bringing the contract's schemas along. Path segments are encoded: a slug is the owner's text.
 */

/** The site's pages without parameters, by what they show. */
export const pagePaths = {
  home: '/',
  properties: '/properties',
  map: '/map',
  compare: '/compare',
  projects: '/projects',
  featuredProperties: '/featured-properties',
  mostViewedProperties: '/most-viewed-properties',
  mostFavouriteProperties: '/most-favourite-properties',
  agents: '/agents',
  articles: '/articles',
  cities: '/cities',
  faqs: '/faqs',
  aboutUs: '/about-us',
  privacyPolicy: '/privacy-policy',
  termsConditions: '/terms-and-conditions',
  contactUs: '/contact-us',
  mortgageCalculator: '/mortgage-calculator',
  areaConverter: '/area-converter',
  subscriptionPlans: '/subscription-plan',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  dashboard: '/user/dashboard',
  profile: '/user/profile',
  agentVerification: '/user/agent-verification',
  notifications: '/user/notifications',
  personaliseFeed: '/user/personalise-feed',
  deleteAccount: '/user/delete-account',
  chat: '/user/chat',
  favourites: '/user/favorites-properties',
  feed: '/user/feed',
  savedSearches: '/user/saved-searches',
  /** The operator console (mf-admin): operators only. */
  operatorConsole: '/admin',
  addProperty: '/user/properties',
  myProperties: '/user/my-properties',
  addProject: '/user/add-project',
  myProjects: '/user/my-projects',
  advertisements: '/user/advertisement',
  subscriptions: '/user/subscription',
  transactionHistory: '/user/transaction-history',
} as const;
export type PagePath = (typeof pagePaths)[keyof typeof pagePaths];

/** The prefixes of the pages of one listing, article or agent: `<prefix>/<slug>`. */
export const detailPagePrefixes = {
  property: '/properties-details',
  ownProperty: '/my-property',
  project: '/project-details',
  agent: '/agents',
  article: '/articles',
  editProperty: '/user/edit-property',
  editProject: '/user/edit-project',
  virtualTour: '/virtual-tour',
} as const;

const segment = (value: string | number) => encodeURIComponent(String(value));
const withQuery = (path: string, query: URLSearchParams) => (query.size ? `${path}?${query.toString()}` : path);

/** A property's public page. */
export const propertyPagePath = (slugId: string) => `${detailPagePrefixes.property}/${segment(slugId)}`;

/** The owner's own page of a property, with its management links. */
export const ownPropertyPagePath = (slugId: string) => `${detailPagePrefixes.ownProperty}/${segment(slugId)}`;

/** A project's page. */
export const projectPagePath = (slugId: string) => `${detailPagePrefixes.project}/${segment(slugId)}`;

/** An agent's page; the admin entry's says so (agent-properties is asked with is_admin=1 for it). */
export const agentPagePath = (slugId: string, isAdmin = false) =>
  `${detailPagePrefixes.agent}/${segment(slugId)}${isAdmin ? '?admin=1' : ''}`;

/** An article's page (by slug, or by id when it has none). */
export const articlePagePath = (slugOrId: string | number) => `${detailPagePrefixes.article}/${segment(slugOrId)}`;

/** The owner's form editing a property. */
export const editPropertyPath = (slugId: string) => `${detailPagePrefixes.editProperty}/${segment(slugId)}`;

/** The owner's form editing a project. */
export const editProjectPath = (slugId: string) => `${detailPagePrefixes.editProject}/${segment(slugId)}`;

/** A listing's virtual tour on a page of its own. */
export const virtualTourPath = (propertyId: number) => `${detailPagePrefixes.virtualTour}/${segment(propertyId)}`;

/** The owner's builder of a listing's virtual tour. */
export const tourBuilderPath = (propertyId: number) => `${virtualTourPath(propertyId)}/edit`;

/** The chat page open on one conversation, from the reader's side (user 0: the desk; property 0: none). */
export const conversationPath = (otherUserId: number, propertyId: number) =>
  `${pagePaths.chat}?user=${segment(otherUserId)}&property=${segment(propertyId)}`;

/** The property search with these filters in its query string (none: the bare page). */
export const propertySearchPath = (filters: Record<string, string> | URLSearchParams = {}) =>
  withQuery(pagePaths.properties, new URLSearchParams(filters));

/** The project search with these filters in its query string (none: the bare page). */
export const projectSearchPath = (filters: Record<string, string> | URLSearchParams = {}) =>
  withQuery(pagePaths.projects, new URLSearchParams(filters));

/** The map search with these filters in its query string (none: the bare page). */
export const mapSearchPath = (filters: Record<string, string> | URLSearchParams = {}) =>
  withQuery(pagePaths.map, new URLSearchParams(filters));

/** The sign-in page, coming back to `returnTo` once signed in (none: no redirect). */
export const loginPagePath = (returnTo?: string) =>
  returnTo ? `${pagePaths.login}?redirect=${encodeURIComponent(returnTo)}` : pagePaths.login;

/** The mortgage calculator filled in with a price. */
export const mortgageCalculatorPath = (price: number | string) =>
  `${pagePaths.mortgageCalculator}?price=${encodeURIComponent(String(price))}`;
