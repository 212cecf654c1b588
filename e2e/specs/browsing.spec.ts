import { expect, test } from '@playwright/test';

interface Envelope<T> {
  data: T;
  total?: number;
}
interface PropertySummary {
  title: string;
  slug_id: string;
  city: string;
  property_type: string;
  meta_title?: string;
}

test('the home page shows property cards from the API', async ({ page, request }) => {
  const home = (await (await request.get('/api/homepage-data')).json()) as Envelope<Record<string, PropertySummary[]>>;
  const mostViewed = home.data.most_viewed_properties.map((property) => property.title);
  expect(mostViewed.length).toBeGreaterThan(0);

  await page.goto('/');
  const section = page.getByTestId('home-most-viewed');
  await expect(section.getByTestId('property-card').first()).toBeVisible();
  await expect(section.getByTestId('property-card')).toHaveCount(mostViewed.length);
  await expect(section.getByTestId('property-card').first()).toContainText(mostViewed[0]);
});

test('changing a filter changes the URL and the results', async ({ page, request }) => {
  await page.goto('/properties');
  const count = page.getByTestId('result-count');
  await expect(count).toBeVisible();
  const all = (await (await request.get('/api/get_property?limit=1')).json()) as Envelope<unknown>;
  await expect(count).toContainText(String(all.total));

  await page.getByLabel('Type').selectOption('rent');
  await expect(page).toHaveURL(/property_type=rent/);
  const rent = (await (await request.get('/api/get_property?property_type=rent&limit=1')).json()) as Envelope<unknown>;
  expect(rent.total).toBeLessThan(all.total!);
  await expect(count).toContainText(String(rent.total));

  const city = (await page.getByLabel('City').locator('option').nth(1).getAttribute('value'))!;
  await page.getByLabel('City').selectOption(city);
  await expect(page).toHaveURL(new RegExp(`city=${encodeURIComponent(city).replace(/%20/g, '(\\+|%20)')}`));
  const inCity = (await (
    await request.get(`/api/get_property?property_type=rent&city=${encodeURIComponent(city)}&limit=12`)
  ).json()) as Envelope<PropertySummary[]>;
  await expect(count).toContainText(String(inCity.total));
  const cards = page.getByTestId('property-card');
  await expect(cards).toHaveCount(inCity.data.length);
  for (const property of inCity.data) expect(property.city).toBe(city);

  // The URL alone restores the search.
  await page.reload();
  await expect(page.getByLabel('Type')).toHaveValue('rent');
  await expect(count).toContainText(String(inCity.total));
});

test('the detail page shows the property and its map', async ({ page, request }) => {
  const list = (await (await request.get('/api/get_property?limit=1')).json()) as Envelope<PropertySummary[]>;
  const property = list.data[0];

  await page.goto('/properties');
  const card = page.getByTestId('property-card').filter({ hasText: property.title }).first();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/properties-details/${property.slug_id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.title);
  await expect(page.getByTestId('property-map')).toBeVisible();
  await expect(page.getByTestId('property-map').locator('.leaflet-marker-pane .leaflet-marker-icon')).toBeVisible();
  // The page is titled by its SEO title (meta_title) when it has one.
  const pageTitle = property.meta_title?.trim() || property.title;
  await expect(page).toHaveTitle(new RegExp(pageTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test('an unknown property slug says the property was not found', async ({ page }) => {
  await page.goto('/properties-details/no-such-property-000');
  await expect(page.getByText('Property not found')).toBeVisible();
});

test('a right-to-left language turns the page right-to-left', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
  // The choice survives a reload (persisted root key).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('اللغة').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('on a phone the main navigation opens in a drawer that keeps focus, closes with Escape and once a page is chosen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await menu.click();
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // Focus stays in the drawer however far one tabs, forwards or back.
  for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')] as string[]) {
    await page.keyboard.press(key);
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await drawer.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Agents' }).click();
  await expect(page).toHaveURL(/\/agents$/);
  await expect(drawer).toBeHidden();
  // The header stays one row: the page starts right below it.
  const header = await page.locator('header').first().boundingBox();
  expect(header!.height).toBeLessThan(80);
});
