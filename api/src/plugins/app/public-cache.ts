import etag from '@fastify/etag';
import { calls, type CallSpec } from '@domus/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A GET call whose reply to a visitor depends on nothing but its URL: the same for every
 * visitor, so browsers and shared caches (a CDN) may keep it for a short while.
 */
interface PublicRead {
  call: CallSpec;
  cacheControl: string;
  /** When only some queries qualify: false for those that must reach the server every time. */
  cacheable?: (query: Record<string, unknown>) => boolean;
}

/** What an admin edits now and then: cities, report reasons, agents, homepage sections. */
const adminEdited = 'public, max-age=300, stale-while-revalidate=3600';
/**
 * What the console edits and an admin expects to see on the site at once: the site's settings and languages, the catalogue
 * (categories and their parameters, nearby-place types, packages, and the filters built of
 * them) and the content (articles, FAQs, the fixed pages). Caches keep a copy but ask again
 * before each use: the ETag (the body's hash) makes an unchanged reply a bodiless 304, and a
 * saved change changes it.
 */
export const consoleEdited = 'public, no-cache';
/** Listings change with every posting, approval and status change: a minute at most, one more while revalidating. */
const listings = 'public, max-age=60, stale-while-revalidate=60';

/** get_property of one listing (id or slug_id) counts a view: only the lists qualify. */
const notOneListingsPage = (query: Record<string, unknown>) =>
  (query.id === undefined && query.slug_id === undefined) || query.get_simiilar === true;

export const publicReads: PublicRead[] = [
  { call: calls.webSettings, cacheControl: consoleEdited },
  { call: calls.getLanguages, cacheControl: consoleEdited },
  { call: calls.getCategories, cacheControl: consoleEdited },
  { call: calls.getFacilities, cacheControl: consoleEdited },
  { call: calls.getFilterData, cacheControl: consoleEdited },
  { call: calls.getCitiesData, cacheControl: adminEdited },
  { call: calls.getReportReasons, cacheControl: adminEdited },
  { call: calls.getPackage, cacheControl: consoleEdited },
  { call: calls.faqs, cacheControl: consoleEdited },
  { call: calls.getArticles, cacheControl: consoleEdited },
  { call: calls.aboutUs, cacheControl: consoleEdited },
  { call: calls.privacyPolicy, cacheControl: consoleEdited },
  { call: calls.termsConditions, cacheControl: consoleEdited },
  { call: calls.agentList, cacheControl: adminEdited },
  { call: calls.getProperty, cacheControl: listings, cacheable: notOneListingsPage },
  { call: calls.getPropertyList, cacheControl: listings },
  { call: calls.getNearbyProperties, cacheControl: listings },
  // A listing no visitor may see answers 404, which is never stored.
  { call: calls.getPriceHistory, cacheControl: listings },
  { call: calls.homepageData, cacheControl: listings },
  { call: calls.getProjects, cacheControl: listings },
  { call: calls.agentProperties, cacheControl: listings },
  { call: calls.getMapClusters, cacheControl: listings },
  { call: calls.homepageSections, cacheControl: adminEdited },
  { call: calls.homepagePropertySections, cacheControl: listings },
  { call: calls.homepageProjectSections, cacheControl: listings },
  { call: calls.homepageOtherSections, cacheControl: listings },
  { call: calls.homepagePropertiesOnMap, cacheControl: listings },
  { call: calls.homepagePropertiesByCity, cacheControl: listings },
  { call: calls.adBanners, cacheControl: listings },
  { call: calls.propertyAdvanceFilterData, cacheControl: consoleEdited },
];

/** Replies to a signed-in reader: this browser only, and checked with the server before each use. */
export const privateRevalidated = 'private, no-cache';
/** Every other API reply: kept by no cache at all. */
export const notStored = 'no-store';

/** The public reads by route URL; a call that needs a signed-in user can never be one. */
export function publicReadsByRoute(reads: PublicRead[]): Map<string, PublicRead> {
  const byRoute = new Map<string, PublicRead>();
  for (const read of reads) {
    if (read.call.method !== 'GET' || read.call.auth === 'always') {
      throw new Error(`${read.call.path} answers per user or changes data: it cannot be cached publicly`);
    }
    byRoute.set(`/api/${read.call.path}`, read);
  }
  return byRoute;
}

/** The Cache-Control of an API reply that did not choose its own. */
function apiCacheControl(request: FastifyRequest, reply: FastifyReply, read: PublicRead | undefined): string {
  if (!read || (request.method !== 'GET' && request.method !== 'HEAD')) return notStored;
  // Any Authorization header, even one the API reads as "no token": the reply may be someone's own.
  if (request.headers.authorization !== undefined) return privateRevalidated;
  if (reply.statusCode !== 200) return notStored;
  const query = (request.query ?? {}) as Record<string, unknown>;
  return read.cacheable && !read.cacheable(query) ? notStored : read.cacheControl;
}

/**
 * HTTP caching of the whole app. API replies get a Cache-Control (`publicReads` public for
 * visitors, `private, no-cache` for signed-in readers, `no-store` otherwise) and the public
 * reads `Vary: Authorization, Content-Language, Accept-Encoding`, so no cache hands a visitor's copy to a
 * signed-in reader or the other way round. Every reply built in memory (API JSON, /remotes.json, sitemaps) gets a
 * strong ETag, the hash of its body, and a matching `If-None-Match` gets 304 without it;
 * files keep the ETag @fastify/static gives them. Register before the routes.
 */
export const publicCache = fp(
  async (app) => {
    const byRoute = publicReadsByRoute(publicReads);
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
      const read = request.routeOptions.url === undefined ? undefined : byRoute.get(request.routeOptions.url);
      void reply.header('Cache-Control', apiCacheControl(request, reply, read));
      // Accept-Encoding even when this reply goes out plain (small, or asked for without
      // compression): a shared cache must not hand that copy to browsers that accept brotli.
      // Lower case, as @fastify/compress looks for it before adding its own.
      if (read)
        void reply.header(
          'Vary',
          [reply.getHeader('vary'), 'Authorization, Content-Language, accept-encoding'].filter(Boolean).join(', '),
        );
      return payload;
    });
    // After the hook above, so a 304 keeps the Cache-Control and Vary of the 200 it stands for.
    await app.register(etag);
  },
  { name: 'public-cache' },
);
