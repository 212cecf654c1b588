import type { CallSpec } from '@domus/shared/contract';

/*
 * The app's routes that are not calls of the catalogue, each with who may use it. A route the
 * app gains without a line here (or in the catalogue) fails ownership.test.ts.
 */
export type OtherRoute =
  /** Anyone; nothing private behind it (`reads`: URLs that show it). */
  | { kind: 'public'; why: string; reads?: string[] }
  /** Reached by a secret in the URL, not by a bearer token. */
  | { kind: 'capability'; why: string }
  /** A payment provider's; believed only once its signature is verified. */
  | { kind: 'provider'; why: string };

/** `METHOD url` as Fastify registers it. */
export const routeKey = (method: string, url: string) => `${method} ${url}`;
export const callKey = (call: CallSpec) => routeKey(call.method, `/api/${call.path}`);

export const otherRoutes: Record<string, OtherRoute> = {
  'OPTIONS *': { kind: 'public', why: 'CORS preflight' },
  'GET /api/docs': { kind: 'public', why: 'the OpenAPI document, browsable (Swagger UI)', reads: ['/api/docs'] },
  'HEAD /api/docs/': { kind: 'public', why: 'the same page' },
  'GET /api/docs/json': { kind: 'public', why: 'the OpenAPI document', reads: ['/api/docs/json'] },
  'GET /api/docs/yaml': { kind: 'public', why: 'the OpenAPI document as YAML', reads: ['/api/docs/yaml'] },
  'GET /api/docs/static/index.html': { kind: 'public', why: 'Swagger UI’s page' },
  'GET /api/docs/static/swagger-initializer.js': { kind: 'public', why: 'Swagger UI’s start script' },
  'GET /api/docs/static/*': { kind: 'public', why: 'Swagger UI’s files, from its package' },
  'GET /healthz': { kind: 'public', why: 'the process answers: a fixed reply', reads: ['/healthz'] },
  'GET /readyz': { kind: 'public', why: 'whether the database and Redis answer: names only', reads: ['/readyz'] },
  'GET /robots.txt': { kind: 'public', why: 'crawler rules', reads: ['/robots.txt'] },
  'GET /sitemap.xml': { kind: 'public', why: 'the sitemap index', reads: ['/sitemap.xml'] },
  'GET /sitemaps/:file': {
    kind: 'public',
    why: 'sitemaps of public listings, projects, articles and agents',
    reads: ['pages', 'properties-1', 'projects', 'articles', 'agents'].map((file) => `/sitemaps/${file}.xml`),
  },
  'GET /uploads/*': {
    kind: 'capability',
    why: 'stored files under random names: whoever has a file’s URL reads it',
  },
  'GET /api/payments/sandbox/:token': {
    kind: 'capability',
    why: 'the sandbox checkout page, keyed by the random reference of one transaction',
  },
  'POST /api/payments/sandbox/:token': {
    kind: 'capability',
    why: 'the buyer’s choice on the sandbox page, keyed by the same reference',
  },
  'GET /api/saved-search-unsubscribe': {
    kind: 'capability',
    why: 'an alert e-mail’s unsubscribe page: the HMAC-signed token names one saved search; GET only asks',
  },
  'POST /api/saved-search-unsubscribe/confirm': {
    kind: 'capability',
    why: 'the unsubscribe page’s button: pauses the saved search a valid signed token names',
  },
  'POST /api/webhooks/:provider': {
    kind: 'provider',
    why: 'payment events: signature verified by the provider’s adapter, handled once per event',
  },
};
