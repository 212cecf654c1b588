import { expect, test, type Page } from '@playwright/test';

import { desktopAndPhone } from '../support/sizes';

/*
 * Every map has a background. With no tile source configured (a fresh site, offline), the
 * bundled world map: land, borders and city names. With one, its tiles and credit line; when it
 * cannot be reached, the world map again. The tile source is set by answering web-settings in
 * the browser, and its tiles are answered there too: nothing leaves the machine.
 */

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function useTileSource(page: Page, tiles: 'served' | 'unreachable') {
  await page.route('**/api/web-settings*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    body.data.map_tile_url = `${new URL(route.request().url()).origin}/test-tiles/{z}/{x}/{y}.png`;
    body.data.map_tile_attribution = 'Test tiles';
    await route.fulfill({ response, json: body });
  });
  await page.route('**/test-tiles/**', (route) =>
    tiles === 'served'
      ? route.fulfill({ contentType: 'image/png', body: onePixelPng })
      : route.abort('connectionrefused'),
  );
}

for (const { name, viewport } of desktopAndPhone) {
  test.describe(name, () => {
    test.use({ viewport });

    test('with no tile source, the map page and a listing draw the world map with city names', async ({
      page,
      request,
    }) => {
      await page.goto('/map?lat=51.5&lng=-0.12&zoom=6');
      const map = page.getByRole('region', { name: 'Map of listings' });
      await expect(map.locator('path.map-land').first()).toBeAttached();
      await expect(map.locator('path.map-border').first()).toBeAttached();
      await expect(map.getByText('London', { exact: true })).toBeVisible();
      await expect(map.locator('.leaflet-tile')).toHaveCount(0);

      const list = (await (await request.get('/api/get_property?limit=1')).json()) as { data: { slug_id: string }[] };
      await page.goto(`/properties-details/${list.data[0]!.slug_id}`);
      const placeMap = page.getByTestId('property-map');
      await expect(placeMap.locator('.leaflet-marker-pane .leaflet-marker-icon')).toBeVisible();
      await expect(placeMap.locator('path.map-land').first()).toBeAttached();
      await expect(placeMap.locator('.leaflet-domus-world-labels-pane span').first()).toBeVisible();
    });

    test('a configured tile source shows its tiles and credit line', async ({ page }) => {
      await useTileSource(page, 'served');
      await page.goto('/map?lat=51.5&lng=-0.12&zoom=6');
      const map = page.getByRole('region', { name: 'Map of listings' });
      await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
      await expect(map.getByText('Test tiles')).toBeVisible();
      await expect(map.locator('path.map-land')).toHaveCount(0);
    });

    test('a tile source out of reach falls back to the world map', async ({ page }) => {
      await useTileSource(page, 'unreachable');
      await page.goto('/map?lat=51.5&lng=-0.12&zoom=6');
      const map = page.getByRole('region', { name: 'Map of listings' });
      await expect(map.locator('path.map-land').first()).toBeAttached();
      await expect(map.getByText('London', { exact: true })).toBeVisible();
    });
  });
}
