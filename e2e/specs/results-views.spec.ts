import { expect, test } from '@playwright/test';

/*
 * One search, two views: the list and the map read the same address, so switching keeps every
 * filter. On a phone the filters fold behind a Filters button and the count stays in view.
 * The home search chooses buy, rent or projects first.
 */

const countOf = async (text: string | null) => Number(text!.replace(/[^\d]/g, ''));

test('switching between list and map keeps every filter', async ({ page }) => {
  await page.goto('/properties');
  await expect(page.getByTestId('result-count')).toHaveText(/\d/);
  await page.getByLabel('Type').selectOption('rent');
  const city = (await page.getByLabel('City').locator('option').nth(1).getAttribute('value'))!;
  await page.getByLabel('City').selectOption(city);
  await expect(page).toHaveURL(/city=/);
  await expect(page.getByTestId('result-count')).toHaveText(/\d/);
  const listed = await countOf(await page.getByTestId('result-count').textContent());

  const views = page.getByRole('navigation', { name: 'List or map' });
  await views.getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(/\/map\?/);
  await expect(page.getByLabel('Type')).toHaveValue('rent');
  await expect(page.getByLabel('City')).toHaveValue(city);
  await expect(views.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
  // The world view shows every listing of the search: as many as the list found.
  await expect(page.getByTestId('map-count')).toHaveText(/\d/);
  expect(await countOf(await page.getByTestId('map-count').textContent())).toBe(listed);

  await views.getByRole('link', { name: 'List' }).click();
  await expect(page).toHaveURL(/\/properties\?/);
  await expect(page.getByLabel('Type')).toHaveValue('rent');
  await expect(page.getByLabel('City')).toHaveValue(city);
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^${listed} propert`));
});

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

test('the home search looks for listings to rent, or for projects, as chosen', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('search');
  await expect(search.getByRole('radio', { name: 'Buy' })).toBeChecked();
  await search.getByText('Rent', { exact: true }).click();
  await search.getByLabel('Search').fill('a');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/properties\?property_type=rent&search=a$/);
  await expect(page.getByLabel('Type')).toHaveValue('rent');
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
