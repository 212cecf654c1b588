import { expect, test, type Page } from '@playwright/test';

import { desktopAndPhone } from '../support/sizes';

/*
 * One search, two views: the list and the map read the same address, so switching keeps every
 * filter. On a phone the filters fold behind a Filters button and the count stays in view.
 * The home search chooses buy, rent or projects first.
 */

const countOf = async (text: Promise<string | null>) => Number((await text)!.replace(/[^\d]/g, ''));

/** The search form: on a phone it is first opened from the results bar. */
async function openFilters(page: Page) {
  const button = page.getByRole('button', { name: /^Filters/ });
  const filters = page.getByRole('search', { name: 'Filters' });
  // The page may still be drawing: wait for the button (a phone) or the form (a desktop) first.
  await expect(button.or(filters).filter({ visible: true }).first()).toBeVisible();
  if ((await button.isVisible()) && (await button.getAttribute('aria-expanded')) === 'false') await button.click();
  await expect(filters).toBeVisible();
  return filters;
}

for (const { name, viewport } of desktopAndPhone) {
  test.describe(name, () => {
    test.use({ viewport });

    test('switching between list and map keeps every filter', async ({ page, request }) => {
      await page.goto('/properties');
      await expect(page.getByTestId('result-count')).toHaveText(/\d/);
      let filters = await openFilters(page);
      await filters.getByLabel('Type').selectOption('rent');
      const city = (await filters.getByLabel('City').locator('option').nth(1).getAttribute('value'))!;
      await filters.getByLabel('City').selectOption(city);
      await expect(page).toHaveURL(/city=/);
      const reply = await request.get(`/api/get_property?property_type=rent&city=${encodeURIComponent(city)}&limit=1`);
      const listed = ((await reply.json()) as { total: number }).total;
      await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^${listed} propert`));

      const views = page.getByRole('navigation', { name: 'List or map' });
      await views.getByRole('link', { name: 'Map' }).click();
      await expect(page).toHaveURL(/\/map\?/);
      await expect(views.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
      filters = await openFilters(page);
      await expect(filters.getByLabel('Type')).toHaveValue('rent');
      await expect(filters.getByLabel('City')).toHaveValue(city);
      // A laptop's world view holds every listing of the search: as many as the list found (a
      // phone's narrower one shows part of the world).
      const onMap = () => countOf(page.getByTestId('map-count').textContent());
      await expect(page.getByTestId('map-count')).toHaveText(/\d+ listings? in this area/);
      if (name === 'desktop') await expect.poll(onMap).toBe(listed);
      else await expect.poll(onMap).toBeLessThanOrEqual(listed);

      await views.getByRole('link', { name: 'List' }).click();
      await expect(page).toHaveURL(/\/properties\?/);
      filters = await openFilters(page);
      await expect(filters.getByLabel('Type')).toHaveValue('rent');
      await expect(filters.getByLabel('City')).toHaveValue(city);
      await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^${listed} propert`));
    });

    test('the home search looks for listings to rent, or for projects, as chosen', async ({ page }) => {
      await page.goto('/');
      const search = page.getByRole('search');
      await expect(search.getByRole('radio', { name: 'Buy' })).toBeChecked();
      await search.getByText('Rent', { exact: true }).click();
      await search.getByLabel('Search').fill('a');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/properties\?property_type=rent&search=a$/);
      await expect((await openFilters(page)).getByLabel('Type')).toHaveValue('rent');
      const cards = page.getByTestId('property-card');
      await expect(cards.first()).toBeVisible();
      for (const card of await cards.all()) await expect(card).toContainText('For rent');

      await page.goto('/');
      await search.getByText('Projects', { exact: true }).click();
      await search.getByLabel('Search').fill('zzzz-no-such-project');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/projects\?search=zzzz-no-such-project$/);
      await expect(page.getByText(/^No project matches/)).toContainText('zzzz-no-such-project');
      await page.getByRole('button', { name: 'Show all projects' }).click();
      await expect(page.getByTestId('project-card').first()).toBeVisible();
    });
  });
}

test('on a phone the filters open from a Filters button and the count stays at the top while scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/properties');
  const filters = page.getByRole('search', { name: 'Filters' });
  const button = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(page.getByTestId('result-count')).toHaveText(/\d/);
  await expect(filters).toBeHidden();
  // The first screen shows results, not a form.
  const firstCard = await page.getByTestId('property-card').first().boundingBox();
  expect(firstCard!.y).toBeLessThan(844);

  await button.click();
  await expect(filters).toBeVisible();
  await filters.getByLabel('Type').selectOption('rent');
  await expect(page).toHaveURL(/property_type=rent/);
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await expect(filters).toBeHidden();

  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const bar = await page.getByTestId('result-count').boundingBox();
  expect(bar!.y).toBeGreaterThanOrEqual(0);
  expect(bar!.y).toBeLessThan(60);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeInViewport();
});
