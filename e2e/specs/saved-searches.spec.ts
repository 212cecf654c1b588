import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import ar from '../../mf-listings/locales/ar.json';
import en from '../../mf-listings/locales/en.json';
import { admin, apiSignIn, demoMember, registerMember, signedInPage } from '../support/accounts';
import { postApprovedProperty } from '../support/listings';
import { desktopAndPhone } from '../support/sizes';

/*
 * Saved searches, as a member keeps them: a visitor's "Save search" on /properties leads to
 * sign-in and back; the demo member names the search and its e-mail frequency, saves a drawn area
 * of the map too, and manages both on /user/saved-searches (rename, pause, resume, frequency,
 * delete). Once in Arabic, right to left, and once on a 390-px phone. Every search the spec saves
 * is deleted again (afterAll too), so later specs see the demo member as it was. A member of its
 * own hears of a listing that matches and opens the results from the notice (the listing is
 * deleted again).
 */

test.describe.configure({ mode: 'serial' });

const texts = { en: en.savedSearches, ar: ar.savedSearches };
const stamp = Date.now();

interface Envelope<T> {
  data: T;
}

async function savedSearchIds(request: APIRequestContext, token: string): Promise<number[]> {
  const reply = await request.get('/api/get-saved-searches?offset=0&limit=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as Envelope<{ id: number }[]>).data.map((search) => search.id);
}

let before: number[] = [];

test.beforeAll(async ({ request }) => {
  before = await savedSearchIds(request, (await apiSignIn(request, demoMember)).token);
});

test.afterAll(async ({ request }) => {
  const { token } = await apiSignIn(request, demoMember);
  for (const id of await savedSearchIds(request, token)) {
    if (before.includes(id)) continue;
    await request.post('/api/delete-saved-search', {
      headers: { Authorization: `Bearer ${token}` },
      data: { saved_search_id: id },
    });
  }
});

/** The first city the filters offer (the seeded data has several). */
async function chooseFirstCity(page: Page, label: string): Promise<string> {
  const city = page.getByRole('search').getByLabel(label);
  await expect(city.locator('option').nth(1)).toBeAttached();
  const name = (await city.locator('option').nth(1).textContent())!.trim();
  await city.selectOption(name);
  await expect(page).toHaveURL(/city=/);
  return name;
}

/** The saved search card of that name on /user/saved-searches. */
const cardOf = (page: Page, name: string): Locator =>
  page.getByTestId('saved-search').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

test('a visitor signs in to save a search; the member names it, chooses weekly e-mails and manages it', async ({
  page,
}) => {
  await page.goto('/properties');
  const city = await chooseFirstCity(page, 'City');
  await page.getByRole('search').getByLabel('Type').selectOption('sell');
  await expect(page).toHaveURL(/property_type=sell/);
  const search = new URL(page.url()).search;

  // A visitor is asked to sign in, and comes back to the same search.
  await page.getByRole('button', { name: 'Save search' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const form = page.getByRole('form', { name: 'Sign in with email and password' });
  await form.getByLabel('Email').fill(demoMember.email);
  await form.getByLabel('Password').fill(demoMember.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/properties' && url.search === search);

  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  const name = dialog.getByLabel('Name');
  await expect(name).toHaveValue(`${city} · For sale`);
  await expect(dialog.getByLabel(/^Daily/)).toBeChecked();

  // An empty name is refused beside the field.
  await name.fill('   ');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('Give this search a name.')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  const title = `Homes in ${city} ${stamp}`;
  await name.fill(title);
  await dialog.getByLabel(/^Weekly/).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = page.getByRole('dialog', { name: 'Search saved' });
  await expect(saved).toContainText(`${title} is saved.`);
  await saved.getByRole('link', { name: 'See saved searches' }).click();

  await expect(page).toHaveURL(/\/user\/saved-searches$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
  let card = cardOf(page, title);
  await expect(card.getByRole('list', { name: 'Filters' })).toContainText(city);
  await expect(card.getByRole('list', { name: 'Filters' })).toContainText('For sale');
  await expect(card.getByLabel('E-mail alerts')).toHaveValue('weekly');
  await expect(card).toContainText('0 matching listings · no match yet');

  // Rename: an empty name is refused, a new one shows.
  await card.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename saved search' });
  await rename.getByLabel('Name').fill('');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByText('Give this search a name.')).toBeVisible();
  const renamed = `For sale in ${city} ${stamp}`;
  await rename.getByLabel('Name').fill(renamed);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toBeHidden();
  card = cardOf(page, renamed);
  await expect(card).toBeVisible();

  // Pause, resume, daily e-mails.
  await card.getByRole('button', { name: 'Pause alerts' }).click();
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Resume alerts' }).click();
  await expect(card.getByText('Paused', { exact: true })).toHaveCount(0);
  await card.getByLabel('E-mail alerts').selectOption('daily');
  await expect(page.getByText('E-mail alerts changed.')).toBeVisible();
  await page.reload();
  await expect(cardOf(page, renamed).getByLabel('E-mail alerts')).toHaveValue('daily');

  // Its results are the search it was.
  await cardOf(page, renamed).getByRole('link', { name: 'See results' }).click();
  await expect(page).toHaveURL(/\/properties\?/);
  await expect(page.getByRole('search').getByLabel('City')).toHaveValue(city);
  await expect(page.getByRole('search').getByLabel('Type')).toHaveValue('sell');

  // Delete, once confirmed.
  await page.goto('/user/saved-searches');
  await cardOf(page, renamed).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${renamed}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(cardOf(page, renamed)).toHaveCount(0);
});

test('the member saves an area drawn on the map, and a search without a filter says what it needs', async ({
  browser,
}) => {
  const page = await signedInPage(browser, demoMember);
  await page.goto('/properties');
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText(/^Choose at least one filter first/)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/map?lat=38.72&lng=-9.14&zoom=12');
  const map = page.getByRole('region', { name: 'Map of listings' });
  await expect(page.getByTestId('map-count')).toHaveText(/in this area$/);
  await page.getByRole('button', { name: 'Draw area' }).click();
  const box = (await map.boundingBox())!;
  const corner = (x: number, y: number) => ({ position: { x: box.width * x, y: box.height * y } });
  // Geoman takes a corner per click; a click on the first corner closes the area.
  for (const [x, y] of [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.7, 0.7],
    [0.3, 0.7],
    [0.3, 0.3],
  ] as const) {
    await map.click(corner(x, y));
  }
  await expect(page).toHaveURL(/polygon=/);
  const polygon = new URL(page.url()).searchParams.get('polygon')!;

  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Drawn area');
  const title = `Drawn area ${stamp}`;
  await dialog.getByLabel('Name').fill(title);
  await dialog.getByLabel(/^Instant/).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Search saved' }).getByRole('link', { name: 'See saved searches' }).click();

  const card = cardOf(page, title);
  await expect(card.getByRole('list', { name: 'Filters' })).toHaveText('Drawn area');
  await expect(card.getByLabel('E-mail alerts')).toHaveValue('instant');
  const results = card.getByRole('link', { name: 'See results' });
  await expect(results).toHaveAttribute('href', /^\/map\?/);
  await results.click();
  await expect(page).toHaveURL(/\/map\?/);
  expect(new URL(page.url()).searchParams.get('polygon')).toBe(polygon);
  await expect(page.getByRole('button', { name: 'Clear area' })).toBeVisible();

  await page.goto('/user/saved-searches');
  await cardOf(page, title).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(cardOf(page, title)).toHaveCount(0);
  await page.context().close();
});

for (const { name: size, viewport } of desktopAndPhone) {
  const language = size === 'desktop' ? 'ar' : 'en';
  test(`saving and managing a search ${language === 'ar' ? 'in Arabic, right to left' : 'on a 390-px phone'}`, async ({
    browser,
  }) => {
    const t = texts[language];
    const page = await (await browser.newContext({ viewport })).newPage();
    const form = page.getByRole('form', { name: 'Sign in with email and password' });
    await page.goto('/login');
    await form.getByLabel('Email').fill(demoMember.email);
    await form.getByLabel('Password').fill(demoMember.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/properties?property_type=rent');
    if (language === 'ar') {
      await page.getByLabel('Language').first().selectOption('ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }

    await page.getByRole('button', { name: t.saveButton }).click();
    const dialog = page.getByRole('dialog', { name: t.saveTitle });
    await expect(dialog.getByLabel(t.name)).toHaveValue(language === 'ar' ? 'للإيجار' : 'For rent');
    const title = `${language === 'ar' ? 'شقق للإيجار' : 'Rentals'} ${stamp}`;
    await dialog.getByLabel(t.name).fill(title);
    const dialogBox = (await dialog.boundingBox())!;
    expect(dialogBox.x).toBeGreaterThanOrEqual(0);
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(viewport.width);
    await dialog.getByRole('button', { name: t.save, exact: true }).click();
    await page.getByRole('dialog', { name: t.savedTitle }).getByRole('link', { name: t.manageLink }).click();

    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const card = cardOf(page, title);
    await expect(card.getByRole('list', { name: t.filters })).toHaveText(language === 'ar' ? 'للإيجار' : 'For rent');
    await card.getByRole('button', { name: t.pause }).click();
    await expect(card.getByText(t.paused, { exact: true })).toBeVisible();
    // Nothing runs off the side of the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const cardBox = (await card.boundingBox())!;
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(viewport.width);

    await card.getByRole('button', { name: language === 'ar' ? 'حذف' : 'Delete' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: language === 'ar' ? 'حذف' : 'Delete' })
      .click();
    await expect(cardOf(page, title)).toHaveCount(0);
    if (before.length === 0) await expect(page.getByText(t.empty)).toBeVisible();
    await page.context().close();
  });
}

test('a member hears of a new listing that matches their search, and the notice opens its results', async ({
  browser,
  request,
}) => {
  const searcher = await registerMember(request, 'Sara Searcher');
  const owner = await registerMember(request, 'Otto Owner');
  const page = await signedInPage(browser, searcher);
  await page.goto('/properties?city=Lisbon&property_type=sell');
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByLabel('Name').fill('Lisbon homes');
  await dialog.getByLabel(/^Instant/).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Search saved' })).toBeVisible();

  // Another member's listing in Lisbon goes live: the search matches it at once.
  const listing = await postApprovedProperty(
    request,
    { owner: owner.token, admin: (await apiSignIn(request, admin)).token },
    `Flat by the river ${stamp}`,
  );
  try {
    await page.goto('/user/notifications');
    const notice = page.getByRole('list', { name: 'Notifications' }).getByRole('link', { name: /“Lisbon homes”/ });
    await expect(notice).toBeVisible();
    await notice.click();
    await expect(page).toHaveURL(/\/properties\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ city: 'Lisbon', property_type: 'sell' });
    await expect(page.getByRole('link', { name: new RegExp(listing.title) }).first()).toBeVisible();
  } finally {
    const deleted = await request.post('/api/delete_property', {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: { id: listing.id },
    });
    expect(deleted.ok(), await deleted.text()).toBe(true);
    for (const id of await savedSearchIds(request, searcher.token)) {
      await request.post('/api/delete-saved-search', {
        headers: { Authorization: `Bearer ${searcher.token}` },
        data: { saved_search_id: id },
      });
    }
    await page.context().close();
  }
});
