import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { buildRemoteMap } from '../../site/remote-map';

/** The origin of an absolute URL; undefined for a path on this site or a malformed value. */
const originOf = (url: string): string | undefined => {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/** The stored settings the policy allows too (the console's Settings). */
interface StoredPolicySources {
  tileUrl: string;
  stripe: boolean;
}

const present = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => !!value))];

/**
 * Origins the shell may load remote code from: exactly those /remotes.json names (this site
 * when a remote is served here), plus REMOTE_PREVIEW_ORIGINS for the per-tab override that
 * tries a squad's build against this site.
 */
const remoteOrigins = (config: Pick<Config, 'remoteOverrides' | 'remotePreviewOrigins'>) =>
  present([...Object.values(buildRemoteMap(config.remoteOverrides)).map(originOf), ...config.remotePreviewOrigins]);

/**
 * The Content-Security-Policy of every reply, built from configuration and the map and Stripe
 * keys stored in the console's Settings: scripts from this
 * site and the remotes' origins (never inline), pictures and media from this site, the file
 * storage and the map tiles, calls to this API (and its sockets), the virtual-tour API and the
 * remotes, the payment and sign-in providers that are switched on; frames of those providers and
 * of blob: URLs (a PDF the page fetched itself); nobody may frame the site.
 */
function contentSecurityPolicy(config: Config, stored: () => StoredPolicySources | undefined) {
  const self = "'self'";
  // What the console's Settings stored (a map, Stripe's keys) is added for each reply.
  const storedTiles = () => originOf(stored()?.tileUrl.replace(/\{[^}]+\}/g, 'x') ?? '');
  const storedStripe = (origin: string) => () => (stored()?.stripe ? origin : undefined);
  const withStored = (fixed: string[], ...more: (() => string | undefined)[]) => [
    () => present([...fixed, ...more.map((source) => source())]).join(' '),
  ];
  const remotes = remoteOrigins(config);
  const stripe = config.payments.stripe ? ['https://js.stripe.com'] : [];
  const stripeApi = config.payments.stripe ? ['https://api.stripe.com'] : [];
  const firebase = config.firebase
    ? {
        scripts: ['https://apis.google.com'],
        calls: ['https://*.googleapis.com', 'https://*.firebaseio.com', 'https://firebaseinstallations.googleapis.com'],
        frames: [`https://${config.firebase.web.authDomain}`],
      }
    : { scripts: [], calls: [], frames: [] };
  const files = present([originOf(config.publicUrl), config.s3 && originOf(config.s3.publicUrl)]);
  const tiles = present([originOf(config.mapTileUrl.replace(/\{[^}]+\}/g, 'x'))]);
  const tours = present([originOf(config.virtualToursApiUrl)]);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: [self],
      scriptSrc: withStored([self, ...remotes, ...stripe, ...firebase.scripts], storedStripe('https://js.stripe.com')),
      // React and Leaflet set style attributes, remotes inject their CSS modules as <style>.
      styleSrc: [self, "'unsafe-inline'", ...remotes],
      imgSrc: withStored([self, 'data:', 'blob:', ...files, ...tiles, ...remotes], storedTiles),
      mediaSrc: [self, 'blob:', ...files],
      fontSrc: [self, 'data:', ...remotes],
      connectSrc: withStored(
        [self, ...files, ...remotes, ...tours, ...stripeApi, ...firebase.calls],
        storedStripe('https://api.stripe.com'),
      ),
      workerSrc: [self, 'blob:'],
      // blob: the operator console shows a verification document's PDF (fetched with the token) in a frame.
      frameSrc: withStored(['blob:', ...stripe, ...firebase.frames], storedStripe('https://js.stripe.com')),
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: [self],
      formAction: [self],
      ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * Security headers from @fastify/helmet on every reply: the CSP above, nosniff, a Referrer-
 * Policy that keeps paths to this site (map tile servers still see the origin they require),
 * HSTS when the site is served over https. Pictures and remote code may be used from other
 * origins (remotes and mobile apps), so the resource policy is cross-origin.
 */
export const securityHeaders = fp(
  async (app) => {
    const { config } = app;
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: contentSecurityPolicy(config, () =>
        app.hasDecorator('services') ? app.services.siteSettings.policySources() : undefined,
      ),
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // Sign-in and payment providers open pop-ups that report back to this page.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: config.publicUrl.startsWith('https://')
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
    });
  },
  { name: 'security-headers' },
);
