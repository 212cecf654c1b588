import { expect, test, type Page } from '@playwright/test';
import { demoMember, signedInPage } from '../support/accounts';

interface LoadedScript {
  path: string;
  body: string;
}

function recordScripts(page: Page): LoadedScript[] {
  const scripts: LoadedScript[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    scripts.push({ path: new URL(response.url()).pathname, body });
  });
  return scripts;
}

test('the home shows its listings with the shell and mf-listings only, and no zod', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByTestId('home-most-viewed').getByTestId('property-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const remotesLoaded = new Set(
    scripts.map((script) => script.path.match(/^\/remotes\/([^/]+)\//)?.[1]).filter((name) => name !== undefined),
  );
  expect([...remotesLoaded]).toEqual(['mf-listings']);
  // The contract's schemas (and zod with them) load with the pages that validate, never on the home.
  expect(scripts.filter((script) => script.body.includes('ZodError')).map((script) => script.path)).toEqual([]);
});

test('a remote loads when the pointer rests on a link to it, before the click', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByTestId('home-most-viewed').getByTestId('property-card').first()).toBeVisible();
  const toolsLoaded = () => scripts.some((script) => script.path.startsWith('/remotes/mf-tools/'));
  expect(toolsLoaded()).toBe(false);

  const link = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Mortgage calculator' });
  await link.hover();
  await expect.poll(toolsLoaded).toBe(true);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mortgage calculator' })).toBeVisible();
});

test("resting on a property card loads the detail page's code before the click", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  const card = page.getByTestId('home-most-viewed').getByTestId('property-card').first();
  await expect(card).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = scripts.length;

  await card.getByRole('link').first().hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/properties-details\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** The API calls a page made, as paths with their query. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname.slice('/api/'.length)}${url.search}`);
  });
  return calls;
}

test('the home arrives with its data and its first picture on the way: no call for them', async ({ page }) => {
  const calls = recordApiCalls(page);
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const slide = page.getByTestId('home-slider').locator('img').first();
  await expect(slide).toBeVisible();
  await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.waitForLoadState('networkidle');

  expect(calls.filter((call) => call.startsWith('homepage-data'))).toEqual([]);
  // The picture the page preloaded is the one the slide shows, asked for once.
  const shown = new URL(await slide.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  expect(pictures.filter((picture) => picture === shown)).toHaveLength(1);
});

test("a listing page arrives with its listing for a visitor; a member's page asks for the member's own", async ({
  page,
  browser,
}) => {
  await page.goto('/');
  const card = page.getByTestId('home-most-viewed').getByTestId('property-card').first();
  const href = (await card.getByRole('link').first().getAttribute('href'))!;

  const visitorCalls = recordApiCalls(page);
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(visitorCalls.filter((call) => call.startsWith('get_property?slug_id='))).toEqual([]);

  const member = await signedInPage(browser, demoMember);
  const memberCalls = recordApiCalls(member);
  await member.goto(href);
  await expect(member.getByRole('button', { name: /Add to favourites|Remove from favourites/ })).toBeVisible();
  expect(memberCalls.filter((call) => call.startsWith('get_property?slug_id='))).toHaveLength(1);
  await member.context().close();
});
