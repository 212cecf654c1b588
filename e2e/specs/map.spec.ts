import { expect, test, type Page } from '@playwright/test';

/*
 * The map view (/map): the server clusters the seeded listings; a person zooms into a
 * cluster until single listings show as pins, and a pin's card links to the listing.
 * Markers are named through their icons: a cluster "12 listings, zoom in" (its count shows),
 * a pin by the listing's title (it shows no text).
 */

const clusterName = /^\d+ listings?, zoom in$/;

const zoomOf = (page: Page) => Number(new URL(page.url()).searchParams.get('zoom'));

test('clusters zoom in on click until pins show, and a pin opens a card linking to its listing', async ({ page }) => {
  await page.goto('/map?lat=30&lng=0&zoom=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Map view' })).toBeVisible();
  const map = page.getByRole('region', { name: 'Map of listings' });
  await expect(map).toBeVisible();
  await expect(page.getByTestId('map-count')).toHaveText(/^\d+ listings? in this area$/);

  const clusters = map.getByRole('button', { name: clusterName });
  await expect(clusters.first()).toBeVisible();
  await expect(clusters.first()).toHaveText(/^\d+k?$/);

  // Pins are the markers without text (clusters show their count, the zoom buttons + and −).
  const pins = map.getByRole('button').filter({ hasNotText: /\S/ });

  // Click into the clusters, as a person would, until single listings appear.
  for (let step = 0; step < 10 && (await pins.count()) === 0; step += 1) {
    const before = zoomOf(page);
    await clusters.first().click();
    await expect.poll(() => zoomOf(page), { message: 'clicking a cluster zooms the map in' }).toBeGreaterThan(before);
    await expect(clusters.or(pins).first()).toBeVisible();
  }

  const pin = pins.first();
  await expect(pin).toBeVisible();
  const title = (await pin.getAttribute('title'))!;
  expect(title).not.toBe('');
  await pin.click();

  const link = page.getByRole('link', { name: `View ${title}` });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /^\/properties-details\/[^/]+$/);
  await link.click();
  await expect(page).toHaveURL(/\/properties-details\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
});

test('the map keeps its place and filters in the URL, and a drawn-area link narrows it', async ({ page }) => {
  await page.goto('/map?lat=30&lng=0&zoom=2');
  const count = page.getByTestId('map-count');
  await expect(count).toHaveText(/^\d+ listings? in this area$/);
  const everywhere = Number((await count.textContent())!.match(/\d+/)![0]);

  await page.getByLabel('Type').selectOption('rent');
  await expect(page).toHaveURL(/property_type=rent/);
  await expect(page).toHaveURL(/zoom=2/);
  await expect.poll(async () => Number((await count.textContent())!.match(/\d+/)?.[0])).toBeLessThan(everywhere);

  // A circle of 1 km somewhere in the ocean holds no listing.
  await page.goto('/map?lat=30&lng=0&zoom=2&center_lat=0&center_lng=-30&radius_km=1');
  await expect(count).toHaveText('0 listings in this area');
  await expect(page.getByRole('button', { name: 'Clear area' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear area' }).click();
  await expect(page).not.toHaveURL(/radius_km/);
  await expect(count).toHaveText(`${everywhere} listings in this area`);
});
