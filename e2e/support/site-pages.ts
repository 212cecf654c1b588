import type { APIRequestContext } from '@playwright/test';

/** A page of the site as a person opens it: its path, and whether it needs a signed-in member. */
export interface SitePage {
  name: string;
  path: string;
  member?: boolean;
}

interface Envelope<T> {
  data: T;
}

/** The first item's slug of a list call (the seeded data has some of each). */
async function firstSlug(request: APIRequestContext, call: string): Promise<string> {
  const reply = (await (await request.get(`/api/${call}`)).json()) as Envelope<{ slug_id: string }[]>;
  const slug = reply.data[0]?.slug_id;
  if (!slug) throw new Error(`${call} gave no item with a slug`);
  return slug;
}

/**
 * Every screen of the site (docs/SPEC.md), with real listings, projects, agents and articles
 * from the seeded data: the pages a visitor sees, then the member's.
 */
export async function sitePages(request: APIRequestContext): Promise<SitePage[]> {
  const listing = await firstSlug(request, 'get_property?limit=1');
  const project = await firstSlug(request, 'get-projects?limit=1');
  const agent = await firstSlug(request, 'agent-list?limit=1');
  const article = await firstSlug(request, 'get_articles?limit=1');
  const visitor: [string, string][] = [
    ['home', '/'],
    ['properties', '/properties'],
    ['properties for rent', '/properties?property_type=rent'],
    ['property detail', `/properties-details/${listing}`],
    ['projects', '/projects'],
    ['project detail', `/project-details/${project}`],
    ['featured properties', '/featured-properties'],
    ['most viewed properties', '/most-viewed-properties'],
    ['most favourite properties', '/most-favourite-properties'],
    ['map', '/map'],
    ['compare', '/compare'],
    ['agents', '/agents'],
    ['agent detail', `/agent-details/${agent}`],
    ['cities', '/cities'],
    ['articles', '/articles'],
    ['article detail', `/article-details/${article}`],
    ['faqs', '/faqs'],
    ['about us', '/about-us'],
    ['privacy policy', '/privacy-policy'],
    ['terms and conditions', '/terms-and-conditions'],
    ['contact us', '/contact-us'],
    ['login', '/login'],
    ['register', '/register'],
    ['forgot password', '/forgot-password'],
    ['subscription plans', '/subscription-plan'],
    ['mortgage calculator', '/mortgage-calculator'],
    ['area converter', '/area-converter'],
  ];
  const member: [string, string][] = [
    ['dashboard', '/user/dashboard'],
    ['profile', '/user/profile'],
    ['my properties', '/user/my-properties'],
    ['add property', '/user/properties'],
    ['my projects', '/user/my-projects'],
    ['add project', '/user/add-project'],
    ['favourites', '/user/favorites-properties'],
    ['saved searches', '/user/saved-searches'],
    ['my advertisements', '/user/advertisement'],
    ['personalised feed', '/user/feed'],
    ['personalise feed', '/user/personalise-feed'],
    ['notifications', '/user/notifications'],
    ['agent verification', '/user/agent-verification'],
    ['chat', '/user/chat'],
    ['my subscription', '/user/subscription'],
    ['transaction history', '/user/transaction-history'],
    ['delete account', '/user/delete-account'],
  ];
  return [
    ...visitor.map(([name, path]) => ({ name, path })),
    ...member.map(([name, path]) => ({ name, path, member: true })),
  ];
}
