import { createHash } from 'node:crypto';

import { calls } from '@domus/shared/contract';
import type { RouteOptions } from 'fastify';

import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { notStored, privateRevalidated, publicReads, publicReadsByRoute } from './public-cache';

const adminEdited = 'public, max-age=300, stale-while-revalidate=3600';
const listings = 'public, max-age=60, stale-while-revalidate=60';
/** What the console edits (the catalogue, packages, content): asked again at each use. */
const consoleEdited = 'public, no-cache';

let t: TestApp;
let token: string;
const getRoutes = new Set<string>();
beforeAll(async () => {
  t = await startTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = ([] as string[]).concat(route.method);
      if (methods.includes('GET') && route.url.startsWith('/api/')) getRoutes.add(route.url);
    },
  });
  token = await t.signIn(seedAccounts.demo.email, seedAccounts.demo.password);
});
afterAll(() => t.close());

const visitor = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const signedIn = (url: string) => visitor(url, { authorization: `Bearer ${token}` });

/** A visitor's URL for every public read (ids and slugs from the seeded data). */
async function publicReadUrls(): Promise<Record<string, string>> {
  const agent = (await t.get('/api/agent-list?limit=1')).body.data[0];
  const listing = (await t.get('/api/get_property?limit=1')).body.data[0];
  return {
    [calls.webSettings.path]: '/api/web-settings',
    [calls.getLanguages.path]: '/api/get_languages',
    [calls.getCategories.path]: '/api/get_categories',
    [calls.getFacilities.path]: '/api/get_facilities',
    [calls.getFilterData.path]: '/api/get-filter-data',
    [calls.getCitiesData.path]: '/api/get-cities-data',
    [calls.getReportReasons.path]: '/api/get_report_reasons',
    [calls.getPackage.path]: '/api/get-package',
    [calls.faqs.path]: '/api/faqs',
    [calls.getArticles.path]: '/api/get_articles',
    [calls.aboutUs.path]: '/api/about-us',
    [calls.privacyPolicy.path]: '/api/privacy-policy',
    [calls.termsConditions.path]: '/api/terms-conditions',
    [calls.agentList.path]: '/api/agent-list',
    [calls.getProperty.path]: '/api/get_property?limit=12',
    [calls.getPropertyList.path]: '/api/get-property-list?limit=12',
    [calls.getNearbyProperties.path]: '/api/get_nearby_properties?city=Berlin',
    [calls.getPriceHistory.path]: `/api/get-price-history?property_id=${listing.id}`,
    [calls.homepageData.path]: '/api/homepage-data',
    [calls.getProjects.path]: '/api/get-projects?limit=6',
    [calls.agentProperties.path]: `/api/agent-properties?slug_id=${agent.slug_id}`,
    [calls.getMapClusters.path]: '/api/get-map-clusters?min_lat=-85&max_lat=85&min_lng=-180&max_lng=180&zoom=2',
    [calls.homepageSections.path]: '/api/homepage/sections-data',
    [calls.homepagePropertySections.path]: '/api/homepage/property-sections?latitude=52.52&longitude=13.4&radius=5',
    [calls.homepageProjectSections.path]: '/api/homepage/project-sections',
    [calls.homepageOtherSections.path]: '/api/homepage/other-sections',
    [calls.homepagePropertiesOnMap.path]: '/api/homepage/properties-on-map',
    [calls.homepagePropertiesByCity.path]: '/api/homepage/properties-by-city',
    [calls.adBanners.path]: '/api/ad-banners?page=homepage&platform=web',
    [calls.propertyAdvanceFilterData.path]: '/api/property-advance-filter-data',
  };
}

describe('public reads', () => {
  it('give a visitor a short public Cache-Control, Vary: Authorization and the hash of the body as ETag', async () => {
    const urls = await publicReadUrls();
    expect(Object.keys(urls).sort()).toEqual(publicReads.map((read) => read.call.path).sort());
    for (const read of publicReads) {
      const reply = await visitor(urls[read.call.path]!);
      expect({ url: urls[read.call.path], status: reply.statusCode }).toEqual({
        url: urls[read.call.path],
        status: 200,
      });
      expect(reply.headers['cache-control']).toBe(read.cacheControl);
      expect(reply.headers.vary).toBe('Authorization, Content-Language, accept-encoding');
      const sha1 = createHash('sha1').update(reply.rawPayload).digest('base64');
      expect(reply.headers.etag).toBe(`"${sha1}"`);
    }
  });

  it('keep settings longer than listings', async () => {
    expect((await visitor('/api/get-cities-data')).headers['cache-control']).toBe(adminEdited);
    expect((await visitor('/api/get_property?limit=3')).headers['cache-control']).toBe(listings);
  });

  it('ask again every time for the catalogue an admin edits in the console (a 304 when unchanged)', async () => {
    for (const path of ['/api/get_categories', '/api/get_facilities', '/api/get-package']) {
      expect({ [path]: (await visitor(path)).headers['cache-control'] }).toEqual({ [path]: consoleEdited });
    }
  });

  it('answer 304 with no body to a matching If-None-Match, and 200 once the data changed', async () => {
    const first = await visitor('/api/faqs');
    const etag = first.headers.etag as string;
    const again = await visitor('/api/faqs', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // FAQs are content an admin edits: revalidated before each use, so a change shows at once.
    expect(again.headers).toMatchObject({ etag, 'cache-control': consoleEdited });
    expect(again.headers.vary).toContain('Authorization');

    await t.db.query(`update faqs set question = question || ' (updated)' where id = (select min(id) from faqs)`);
    const changed = await visitor('/api/faqs', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('never cache publicly what a signed-in reader gets: private, revalidated, still 304 when unchanged', async () => {
    for (const url of ['/api/web-settings', '/api/get_property?limit=3', '/api/get_categories']) {
      const reply = await signedIn(url);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe(privateRevalidated);
      expect(reply.headers.vary).toContain('Authorization');
    }
    const settings = await signedIn('/api/web-settings');
    const again = await t.app.inject({
      url: '/api/web-settings',
      headers: { authorization: `Bearer ${token}`, 'if-none-match': settings.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(privateRevalidated);
  });

  it('treat any Authorization header as private, even a signed-out placeholder', async () => {
    const reply = await visitor('/api/get_categories', { authorization: 'Bearer null' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe(privateRevalidated);
  });

  it('leave out one listing’s page (it counts a view) and refusals', async () => {
    const listed = (await t.get('/api/get_property?limit=1')).body.data[0];
    const one = await visitor(`/api/get_property?slug_id=${listed.slug_id}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['cache-control']).toBe(notStored);
    const similar = await visitor(`/api/get_property?id=${listed.id}&get_simiilar=1`);
    expect(similar.headers['cache-control']).toBe(listings);
    const refused = await visitor('/api/get_property?limit=abc');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe(notStored);
    const unknownAgent = await visitor('/api/agent-properties?slug_id=no-such-agent');
    expect(unknownAgent.statusCode).toBe(404);
    expect(unknownAgent.headers['cache-control']).toBe(notStored);
    const [hidden] = await t.db.query<{ id: number }>(
      `select id from properties where request_status = 'pending' order by id limit 1`,
    );
    const hiddenHistory = await visitor(`/api/get-price-history?property_id=${hidden!.id}`);
    expect(hiddenHistory.statusCode).toBe(404);
    expect(hiddenHistory.headers['cache-control']).toBe(notStored);
  });
});

describe('every other API call', () => {
  it('is never cached: no-store (or its own private header) for visitors and signed-in readers alike', async () => {
    const publicRoutes = new Set(publicReads.map((read) => `/api/${read.call.path}`));
    const others = [...getRoutes].filter((url) => !publicRoutes.has(url));
    // The catalogue's signed-in reads are among them (guards against a test that checks nothing).
    expect(others).toEqual(expect.arrayContaining(['/api/get_favourite_property', '/api/get_chats', '/api/get-otp']));
    for (const url of others) {
      for (const reply of [await visitor(url), await signedIn(url)]) {
        const cacheControl = String(reply.headers['cache-control']);
        expect({ url, cacheControl }).toEqual({ url, cacheControl: expect.stringMatching(/no-store/) });
      }
    }
  });

  it('cannot be listed as public when it needs a signed-in user or changes data', () => {
    expect(() => publicReadsByRoute([{ call: calls.getFavouriteProperty, cacheControl: adminEdited }])).toThrow(
      /cannot be cached publicly/,
    );
    expect(() => publicReadsByRoute([{ call: calls.contactUs, cacheControl: adminEdited }])).toThrow(
      /cannot be cached publicly/,
    );
    expect(() => publicReadsByRoute(publicReads)).not.toThrow();
  });
});
