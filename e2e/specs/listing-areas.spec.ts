import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { demoMember, signIn } from '../support/accounts';

/*
 * mf-listings comes as three exposed modules (remote-list.json `areas`): browse (a visitor's
 * reading of listings), studio (a member's own listings) and content (agents, articles, FAQs...).
 * Each loads only when one of its routes is visited: a visitor's first pages never pay for the
 * studio's code, nor the content pages'.
 */

interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

const remoteBase = '/remotes/mf-listings/';

/** Each area's own files: its exposed module's scripts that the browse area does not load as well. */
async function areaFiles(request: APIRequestContext) {
  const manifest = (await (await request.get(`${remoteBase}mf-manifest.json`)).json()) as {
    exposes: ManifestExpose[];
  };
  const expose = (name: string) => manifest.exposes.find((entry) => entry.name === name)!;
  const filesOf = (entry: ManifestExpose) => [...entry.assets.js.sync, ...entry.assets.js.async];
  const browse = expose('browse');
  expect(browse).toBeDefined();
  const browseFiles = new Set(filesOf(browse));
  const own = (name: string) => {
    const entry = expose(name);
    expect(entry).toBeDefined();
    return {
      entry: entry.assets.js.sync.filter((file) => !browseFiles.has(file)),
      all: filesOf(entry).filter((file) => !browseFiles.has(file)),
    };
  };
  return { browse: browse.assets.js.sync, studio: own('studio'), content: own('content') };
}

/** The scripts of mf-listings a page asked for (file names), with the bytes that came over the wire. */
function recordRemoteScripts(page: Page) {
  const files: string[] = [];
  const sizes: Promise<number>[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(remoteBase)) files.push(pathname.slice(remoteBase.length));
  });
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.startsWith(remoteBase))
      sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
  });
  return { files, bytes: async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) };
}

test("a visitor's home and property pages load the browse area only, never the studio's or the content's files", async ({
  page,
  request,
}) => {
  const areas = await areaFiles(request);
  expect(areas.studio.entry.length).toBeGreaterThan(0);
  expect(areas.content.entry.length).toBeGreaterThan(0);
  const scripts = recordRemoteScripts(page);

  await page.goto('/');
  const card = page.getByTestId('home-most-viewed').getByTestId('property-card').first();
  await expect(card).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-remote="mf_listings"][data-area="browse"]')).not.toBeEmpty();
  test.info().annotations.push({
    type: 'home',
    description: `${scripts.files.length} requests, ${await scripts.bytes()} bytes from ${remoteBase}`,
  });
  for (const file of areas.browse) expect(scripts.files).toContain(file);

  // A listing's page, as a visit that starts there.
  const href = (await card.getByRole('link').first().getAttribute('href'))!;
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.files.filter((file) => areas.studio.all.includes(file))).toEqual([]);
  expect(scripts.files.filter((file) => areas.content.all.includes(file))).toEqual([]);
  expect(scripts.files.filter((file) => /__federation_expose_(studio|content)/.test(file))).toEqual([]);
});

test("a member's own listings load the studio area when visited, beside the browse area of the same remote", async ({
  page,
  request,
}) => {
  const areas = await areaFiles(request);
  await signIn(page, demoMember);
  const scripts = recordRemoteScripts(page);
  await page.goto('/');
  await expect(page.getByTestId('home-most-viewed').getByTestId('property-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.files.filter((file) => areas.studio.entry.includes(file))).toEqual([]);

  // Within the page: the header's menu, the dashboard (mf-account), then its link to the member's listings.
  await page.locator('summary', { hasText: demoMember.name }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'My properties' }).first().click();
  await expect(page).toHaveURL(/\/user\/my-properties$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My properties' })).toBeVisible();
  await expect(page.locator('[data-remote="mf_listings"][data-area="studio"]')).not.toBeEmpty();
  for (const file of areas.studio.entry) expect(scripts.files).toContain(file);
});

test("an area that cannot load shows its own fallback; Retry loads it while the remote's other area keeps running", async ({
  page,
}) => {
  await signIn(page, demoMember);
  await page.goto('/');
  await expect(page.getByTestId('home-most-viewed').getByTestId('property-card').first()).toBeVisible();

  let down = true;
  await page.route(`**${remoteBase}__federation_expose_studio*`, (route) =>
    down ? route.abort('connectionreset') : route.fallback(),
  );
  await page.locator('summary', { hasText: demoMember.name }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'My properties' }).first().click();
  const fallback = page.getByTestId('remote-fallback-mf_listings/studio');
  await expect(fallback).toContainText('This part of the page could not be loaded.');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  down = false;
  const pageLoads: string[] = [];
  page.on('framenavigated', (frame) => pageLoads.push(frame.url()));
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My properties' })).toBeVisible();
  await expect(fallback).toHaveCount(0);
  expect(pageLoads).toEqual([]);

  // The browse area, loaded before, still draws its pages.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Properties' }).click();
  await expect(page.getByTestId('result-count')).toBeVisible();
  await expect(page.locator('[data-remote="mf_listings"][data-area="browse"]')).not.toBeEmpty();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
