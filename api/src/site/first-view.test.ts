import { pictureSlots } from '@domus/shared/format';
import { remoteAreas } from '@domus/shared/remote-list';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

import { startTestApp, type TestApp } from '../../test/test-app';
import { firstViewElementId, jsonForScript } from './first-view';

// A built site in miniature: the shell's page, mf-listings' manifest and its page chunks.
const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-first-view-'));
const builtFiles: Record<string, string> = {
  'shell/dist/index.html':
    '<!doctype html><html><head><title>Domus</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
  'mf-listings/dist/mf-manifest.json': JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: ['browse', 'studio', 'content'].map((area) => ({
      name: area,
      assets: { js: { sync: [`__federation_expose_${area}.1a2b3c4d.js`] } },
    })),
    shared: [{ name: '@domus/shared/contract', assets: { js: { sync: ['5518.0a1b2c3d.js'] } } }],
  }),
  'mf-listings/dist/page-chunks.json': JSON.stringify({ 'property-detail': ['page-property-detail.9f8e7d6c.js'] }),
};

let t: TestApp;
let otherRemote: TestApp;
beforeAll(async () => {
  for (const [file, text] of Object.entries(builtFiles)) {
    fs.mkdirSync(path.dirname(path.join(siteRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(siteRoot, file), text);
  }
  t = await startTestApp({ siteRoot });
  otherRemote = await startTestApp({
    siteRoot,
    seed: false,
    env: { REMOTE_MF_LISTINGS_URL: 'https://cdn.example.test/mf-listings/3.0.0/mf-manifest.json' },
  });
});
afterAll(async () => {
  await t.close();
  await otherRemote.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

/** The replies a page arrived with (the element the dispatcher reads), or undefined without one. */
function embeddedReplies(page: string): Record<string, unknown> | undefined {
  const match = new RegExp(`<script type="application/json" id="${firstViewElementId}">(.*?)</script>`).exec(page);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
}

const signedIn = { cookie: 'theme=dark; domus_signed_in=1' };

async function publicListing() {
  const [listing] = await t.db.query<{ id: number; slug_id: string; total_view: number }>(
    `select id, slug_id, total_view from properties
      where status = 1 and request_status = 'approved' and not is_premium and title_image like '%x%.jpg'
      order by id limit 1`,
  );
  return listing!;
}

describe('the home page', () => {
  it("arrives with the visitor's home data, as the API answers it, and preloads the remote and the first slide", async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await t.get('/api/homepage-data');
    expect(embeddedReplies(page.body)).toEqual({ 'homepage-data': api.body });

    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" href="/main.js" as="script" fetchpriority="high">');
    for (const file of ['mf-manifest.json', 'remoteEntry.js', '__federation_expose_browse.1a2b3c4d.js']) {
      expect(head).toContain(`href="/remotes/mf-listings/${file}"`);
    }
    // Only the area the page mounts (remote-list.json): never the member's studio nor the content pages.
    expect(head).not.toContain('__federation_expose_studio');
    expect(head).not.toContain('__federation_expose_content');
    // The slider's first picture, as its <picture> asks for it (AVIF variants, the slide's sizes).
    const slider = api.body.data.slider_section as { image: string; property: { title_image: string } | null }[];
    const picture = slider[0]!.image || slider[0]!.property!.title_image;
    const variants = picture.replace(/\/([^/]+)-(\d+)x(\d+)\.jpg$/, '/variants/$1-$2x$3');
    expect(head).toMatch(/<link rel="preload" as="image" type="image\/avif" imagesrcset="[^"]+"/);
    expect(head).toContain(`${variants}-320w.avif 320w`);
    expect(head).toContain('imagesizes="(max-width: 744px) 100vw, 720px"');
    // And the first card of the first list, on a phone's first screen below the slider.
    const card = (api.body.data.featured_section[0] ?? api.body.data.most_viewed_properties[0]) as {
      title_image: string;
    };
    expect(head).toContain(
      `${card.title_image.replace(/\/([^/]+)-(\d+)x(\d+)\.jpg$/, '/variants/$1-$2x$3')}-320w.avif 320w`,
    );
    expect(head).toContain(`imagesizes="${pictureSlots.propertyCard}"`);
  });

  it('comes compressed, with an ETag, and 304 when unchanged', async () => {
    const page = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain(firstViewElementId);
    const again = await t.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': page.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('carries no data to a browser where someone is signed in (the page asks for its reader)', async () => {
    const page = await t.app.inject({ url: '/', headers: signedIn });
    expect(page.statusCode).toBe(200);
    expect(embeddedReplies(page.body)).toBeUndefined();
    expect(page.body).toContain('href="/remotes/mf-listings/remoteEntry.js"');
  });

  it("arrives with the chosen language's texts, to members too, and ignores a language that is not a code", async () => {
    const texts = await t.get('/api/get_languages?language_code=ar&web_language_file=1');
    expect(texts.status).toBe(200);
    for (const cookie of ['domus_language=ar', `${signedIn.cookie}; domus_language=ar`]) {
      const page = await t.app.inject({ url: '/', headers: { cookie } });
      expect(embeddedReplies(page.body)).toMatchObject({
        'get_languages?language_code=ar&web_language_file=1': texts.body,
      });
    }
    // The page's data is in that language too: the reference data's names are translated.
    const arabic = await t.app.inject({ url: '/', headers: { cookie: 'domus_language=ar' } });
    const home = embeddedReplies(arabic.body)!['homepage-data'] as {
      data: { categories_section: { translated_name: string }[] };
    };
    expect(home.data.categories_section.map((category) => category.translated_name)).toContain('شقة');
    const odd = await t.app.inject({ url: '/', headers: { cookie: 'domus_language=ar%26x%3D1' } });
    expect(Object.keys(embeddedReplies(odd.body) ?? {})).toEqual(['homepage-data']);
  });

  it('preloads nothing of a remote served from elsewhere', async () => {
    const page = await otherRemote.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('/remotes/mf-listings/');
  });
});

describe('a listing page', () => {
  it('arrives with the listing as the API answers a visitor, counting the visit once, and preloads its code', async () => {
    const listing = await publicListing();
    const page = await t.app.inject({ url: `/properties-details/${listing.slug_id}` });
    expect(page.statusCode).toBe(200);
    const call = `get_property?slug_id=${listing.slug_id}`;
    const replies = embeddedReplies(page.body) as Record<string, { data: { id: number; title_image: string }[] }>;
    expect(replies[call]!.data[0]!.id).toBe(listing.id);
    const [after] = await t.db.query<{ total_view: number }>('select total_view from properties where id = $1', [
      listing.id,
    ]);
    expect(after!.total_view).toBe(listing.total_view + 1);

    const head = page.body.slice(0, page.body.indexOf('</head>'));
    for (const file of ['page-property-detail.9f8e7d6c.js', '5518.0a1b2c3d.js']) {
      expect(head).toContain(`href="/remotes/mf-listings/${file}"`);
    }
    expect(head).toContain('imagesizes="(max-width: 860px) 100vw, 860px"');
  });

  it('to a signed-in browser: its picture and code only, and no visit counted (the page counts it)', async () => {
    const listing = await publicListing();
    const page = await t.app.inject({ url: `/properties-details/${listing.slug_id}`, headers: signedIn });
    expect(embeddedReplies(page.body)).toBeUndefined();
    expect(page.body).toMatch(/<link rel="preload" as="image" type="image\/avif"/);
    const [after] = await t.db.query<{ total_view: number }>('select total_view from properties where id = $1', [
      listing.id,
    ]);
    expect(after!.total_view).toBe(listing.total_view);
  });

  it('of an unknown listing is the plain page, which shows the listing is not there', async () => {
    const page = await t.app.inject({ url: '/properties-details/no-such-listing' });
    expect(page.statusCode).toBe(200);
    expect(embeddedReplies(page.body)).toBeUndefined();
    expect(page.body).not.toContain('as="image"');
  });

  it('cannot be broken out of by a listing text: the data cannot close its element', async () => {
    const listing = await publicListing();
    await t.db.query(`update properties set title = $1 where id = $2`, [
      'Loft </script><script>alert(1)</script> <!-- & more',
      listing.id,
    ]);
    const page = await t.app.inject({ url: `/properties-details/${listing.slug_id}` });
    const data = page.body.slice(page.body.indexOf(`id="${firstViewElementId}"`));
    expect(data.indexOf('</script>')).toBe(data.length - '</script></body></html>'.length);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<!--');
    const replies = embeddedReplies(page.body) as Record<string, { data: { title: string }[] }>;
    expect(Object.values(replies)[0]!.data[0]!.title).toBe('Loft </script><script>alert(1)</script> <!-- & more');
  });
});

describe('the pages of a remote for operators only', () => {
  // remote-list.json `audience: operators`: the shell mounts these for an admin or a moderator only.
  const operatorsRemotes = remoteAreas.filter((area) => area.audience === 'operators');

  it('are listed (the operator console)', () => {
    expect(operatorsRemotes.length).toBeGreaterThan(0);
  });

  it('come as the plain page, hinting none of their files, to visitors and signed-in browsers alike', async () => {
    const plain = builtFiles['shell/dist/index.html'];
    for (const area of operatorsRemotes)
      for (const route of area.routes)
        for (const headers of [{}, signedIn]) {
          const page = await t.app.inject({ url: `${route}/anything`, headers });
          expect([route, page.statusCode, page.body]).toEqual([route, 200, plain]);
          const again = await t.app.inject({ url: route, headers });
          expect([route, again.body]).toEqual([route, plain]);
        }
  });

  it('are never named by the pages that preload a remote', async () => {
    const listing = await publicListing();
    for (const url of ['/', `/properties-details/${listing.slug_id}`])
      for (const headers of [{}, signedIn]) {
        const page = await t.app.inject({ url, headers });
        for (const area of operatorsRemotes) {
          expect(page.body).not.toContain(`/remotes/${area.folder}/`);
          expect(page.body).not.toContain(area.remote);
        }
      }
  });
});

describe('jsonForScript', () => {
  it('writes <, >, & and the line separators as escapes', () => {
    expect(jsonForScript({ text: '</script>&\u2028' })).toBe('{"text":"\\u003c/script\\u003e\\u0026\\u2028"}');
  });
});
