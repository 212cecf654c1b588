import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { calls, detailPagePrefixes, pageHintCookies } from '@domus/shared/contract';
import { pictureSlots, pictureSrcset } from '@domus/shared/format';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { kyselyOf } from '../db/kysely';
import { publicProperty } from '../modules/listing-rules/visibility';
import { revalidate } from './cache-headers';
import { homeExpose, homeRemote, siteAreaOf } from './remote-map';

/**
 * The first screen of the pages most visits start on comes with the page itself, so the
 * browser does not wait for the shell's code before asking for the rest one request at a time
 * (page, main.js, the remote's manifest, its entry, its code, the page's data, then its main
 * picture: about two seconds on a phone over 4G). The page's HTML names the remote's files, the
 * page's code and its main picture as preloads, and carries the page's data, which the
 * dispatcher of `@domus/shared/api` answers the page's call with (once, for a visitor: see
 * first-view.ts there). A browser where someone is signed in (pageHintCookies.signedIn) gets no
 * such data: its page asks for its reader's own. A browser that chose another language than
 * English (pageHintCookies.language) gets its texts too.
 *
 * Only the remote this site serves itself is preloaded: a remote swapped through its
 * REMOTE_<CONTAINER>_URL lives elsewhere, and its files are the shell's to find.
 */
export interface FirstViewOptions {
  /** The site folder: `shell/dist/index.html` and the home remote's `dist/mf-manifest.json` under it. */
  root: string;
}

/** Where the dispatcher finds the replies a page arrived with (shared/src/api/first-view.ts). */
export const firstViewElementId = 'domus-first-view';

/** A file read again only when it changes (a redeploy needs no restart). */
function fileReader(file: string) {
  let known: { mtimeMs: number; text: string } | undefined;
  return (): string | undefined => {
    try {
      const { mtimeMs } = statSync(file);
      if (known?.mtimeMs !== mtimeMs) known = { mtimeMs, text: readFileSync(file, 'utf8') };
      return known.text;
    } catch {
      return undefined;
    }
  };
}

interface ManifestAssets {
  assets?: { js?: { sync?: string[] } };
}
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: (ManifestAssets & { name: string })[];
  shared?: (ManifestAssets & { name: string })[];
}

/** A page hint cookie's value (see pageHintCookies), or undefined. */
function pageHint(request: FastifyRequest, name: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.cookie ?? '');
  return match ? decodeURIComponent(match[1]!) : undefined;
}
/** The browser says someone is signed in there: a visitor's data would be the wrong reader's. */
const signedIn = (request: FastifyRequest) => pageHint(request, pageHintCookies.signedIn) === '1';
/** The language the browser chose, when not English (a language code, nothing else). */
const chosenLanguage = (request: FastifyRequest) => {
  const code = pageHint(request, pageHintCookies.language);
  return code && /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/.test(code) ? code : undefined;
};

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script element: nothing in it can close the element or start a comment. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The preload of a listing picture as ListingImage shows it in `sizes`: its AVIF variants, fetched first. */
export function picturePreload(url: string | undefined, sizes: string): string {
  const srcset = url ? pictureSrcset(url, 'avif') : undefined;
  if (!srcset) return '';
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(sizes)}">`;
}

/** The page with `head` added before `</head>` and `body` before `</body>`. */
export const withFirstView = (page: string, head: string, body = '') =>
  page.replace('</head>', `${head}</head>`).replace('</body>', `${body}</body>`);

interface HomeSlide {
  web_image?: string | null;
  image?: string | null;
  title_image?: string | null;
  property?: { title_image?: string | null } | null;
}

/** The picture of the home's first slide, in the slider's order of preference (home-slider.tsx). */
export const firstSlidePicture = (slides: readonly HomeSlide[] | undefined) => {
  const first = slides?.[0];
  return first
    ? first.web_image || first.image || first.property?.title_image || first.title_image || undefined
    : undefined;
};

/** The home's first list, in the page's order (home-page.tsx): featured, most viewed, most liked. */
const homeLists = ['featured_section', 'most_viewed_properties', 'most_liked_properties'] as const;

/** The picture of the first card of the home's first list: on a phone it is on the first screen, below the slider. */
export const firstCardPicture = (
  home: Partial<Record<(typeof homeLists)[number], { title_image?: string | null }[]>>,
) =>
  homeLists.map((list) => home[list]).find((cards) => Array.isArray(cards) && cards.length > 0)?.[0]?.title_image ||
  undefined;

/** GET `/` and `/properties-details/:slug` with their first screen (see above); other pages keep the plain index.html. */
export async function firstViewRoutes(app: FastifyInstance, options: FirstViewOptions) {
  const { deps, config } = app;
  const readPage = fileReader(path.join(options.root, 'shell', 'dist', 'index.html'));
  const readManifest = fileReader(path.join(options.root, homeRemote, 'dist', 'mf-manifest.json'));
  const readPageChunks = fileReader(path.join(options.root, homeRemote, 'dist', 'page-chunks.json'));

  /**
   * The served home remote's manifest, entry and the code of its exposed module `exposeName` (the
   * area of it that the page's route mounts: only that one, never its other areas), and the code
   * of its page `page` (a name of its page-chunks.json), preloaded as the runtime and the page will
   * ask for them.
   */
  const listingsRemote = (exposeName: string, page?: { chunks: string; contract?: boolean }): string => {
    const text = config.remoteOverrides[homeRemote] ? undefined : readManifest();
    if (!text) return '';
    const manifest = JSON.parse(text) as Manifest;
    const base = `/remotes/${homeRemote}/`;
    const entry = manifest.metaData?.remoteEntry;
    const spa = manifest.exposes?.find((expose) => expose.name === exposeName);
    const pageChunks = page
      ? ((JSON.parse(readPageChunks() ?? '{}') as Record<string, string[]>)[page.chunks] ?? [])
      : [];
    // The shell never provides the contract (shared/build/shared-deps.ts): a page using it loads the remote's copy.
    const contract = page?.contract
      ? manifest.shared?.find((shared) => shared.name === '@domus/shared/contract')
      : undefined;
    const scripts = [
      ...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []),
      ...(spa?.assets?.js?.sync ?? []),
      ...pageChunks,
      ...(contract?.assets?.js?.sync ?? []),
    ];
    // The shell's code first: it runs before any of these is used, and on a phone's 4G they
    // would share the line with it (main.js arrived 0.15 s later behind them).
    return [
      `<link rel="preload" href="/main.js" as="script" fetchpriority="high">`,
      `<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">`,
      ...scripts.map(
        (file) => `<link rel="preload" href="${escapeAttribute(base + file)}" as="script" fetchpriority="low">`,
      ),
    ].join('');
  };

  // The area mounted on a listing's page, when the home remote serves it (its manifest is the one read).
  const detailArea = [siteAreaOf(detailPagePrefixes.property)].find((area) => area?.folder === homeRemote);

  const send = (reply: FastifyReply, page: string) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', revalidate).send(page);

  /**
   * The replies a page would ask for first, by call path and query (the dispatcher's key): the
   * chosen language's texts (the first render waits for them), and for a visitor `calls`.
   */
  const visitorReplies = async (request: FastifyRequest, visitorCalls: string[]) => {
    const language = chosenLanguage(request);
    const texts = language
      ? [`${calls.getLanguages.path}?${new URLSearchParams({ language_code: language, web_language_file: '1' })}`]
      : [];
    const replies: Record<string, unknown> = {};
    for (const call of [...texts, ...(signedIn(request) ? [] : visitorCalls)]) {
      // In the page's language, as the dispatcher asks (its reference data names translated).
      const headers = language ? { 'content-language': language } : {};
      const answer = await app.inject({ method: 'GET', url: `/api/${call}`, headers });
      if (answer.statusCode === 200) replies[call] = answer.json();
    }
    return replies;
  };
  const dataElement = (replies: Record<string, unknown>) =>
    Object.keys(replies).length
      ? `<script type="application/json" id="${firstViewElementId}">${jsonForScript(replies)}</script>`
      : '';

  app.get('/', async (request, reply) => {
    const page = readPage();
    if (!page) return reply.callNotFound();
    const call = calls.homepageData.path;
    const replies = await visitorReplies(request, [call]);
    const home = (replies[call] as { data?: { slider_section?: HomeSlide[] } & Parameters<typeof firstCardPicture>[0] })
      ?.data;
    const head =
      listingsRemote(homeExpose) +
      picturePreload(firstSlidePicture(home?.slider_section), pictureSlots.homeSlide) +
      picturePreload(firstCardPicture(home ?? {}), pictureSlots.propertyCard);
    return send(reply, withFirstView(page, head, dataElement(replies)));
  });

  app.get<{ Params: { slug: string } }>(`${detailPagePrefixes.property}/:slug`, async (request, reply) => {
    const page = readPage();
    if (!page) return reply.callNotFound();
    // The listing as the page asks for it (this counts the visit, which the page, answered from
    // here, then does not); a signed-in reader's page asks itself, so only its picture is looked up.
    const call = `${calls.getProperty.path}?${new URLSearchParams({ slug_id: request.params.slug })}`;
    const replies = await visitorReplies(request, [call]);
    const found = (replies[call] as { data?: { title_image?: string }[] } | undefined)?.data?.[0];
    const [listing] = found
      ? [found]
      : await kyselyOf(deps.db)
          .selectFrom('properties as p')
          .select('p.title_image')
          .where('p.slug_id', '=', request.params.slug)
          .where(publicProperty)
          .execute();
    const picture = found ? found.title_image : listing?.title_image && deps.files.url(listing.title_image);
    const head =
      (detailArea ? listingsRemote(detailArea.expose, { chunks: 'property-detail', contract: true }) : '') +
      picturePreload(picture || undefined, pictureSlots.galleryPhoto);
    return send(reply, withFirstView(page, head, dataElement(replies)));
  });
}
