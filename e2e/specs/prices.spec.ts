import { expect, test } from '@playwright/test';

import { desktopAndPhone } from '../support/sizes';

/*
 * Prices read as people write them: no ".00" and no "300.00K" (cents only when a price has
 * them, a suffix's trailing zeros dropped), and a rent with its period as "/mo", "/yr"...
 */

for (const { name, viewport } of desktopAndPhone) {
  test.describe(name, () => {
    test.use({ viewport });

    test('listing prices carry no empty decimals, and rents their period', async ({ page }) => {
      await page.goto('/properties?property_type=rent');
      const cards = page.getByTestId('property-card');
      await expect(cards.first()).toBeVisible();
      const rents = (await cards.allTextContents()).join('\n');
      expect(rents).toMatch(/\$\d[\d,.]*[KMB]?\/(day|mo|quarter|yr)/);
      expect(rents).not.toMatch(/\.00\b|\.\d0[KMB]|\.0[KMB]/);

      await page.goto('/properties?property_type=sell');
      await expect(cards.first()).toBeVisible();
      const sales = (await cards.allTextContents()).join('\n');
      expect(sales).toMatch(/\$\d[\d,.]*[KMB]?/);
      expect(sales).not.toMatch(/\.00\b|\.\d0[KMB]|\.0[KMB]|\/(day|mo|quarter|yr)/);
    });
  });
}
