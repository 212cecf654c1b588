import { expect, test } from '@playwright/test';

import { desktopAndPhone } from '../support/sizes';

/*
 * The API speaks English. A failure on a page in another language says what happened in that
 * language: the message translated when the screen knows it, else what its kind means.
 */

for (const { name, viewport } of desktopAndPhone) {
  test.describe(name, () => {
    test.use({ viewport });

    test('results that cannot be loaded say why in Arabic, and load on Retry', async ({ page }) => {
      await page.goto('/');
      await page.getByLabel('Language').selectOption('ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      let offline = true;
      await page.route('**/api/get_property?**', (route) => (offline ? route.abort() : route.fallback()));
      await page.goto('/properties');
      const alert = page.getByRole('alert').filter({ hasText: 'تعذّر الوصول إلى الخادم' });
      await expect(alert).toBeVisible();
      await expect(alert).not.toContainText(/[A-Za-z]/);

      offline = false;
      await alert.getByRole('button').click();
      await expect(page.getByTestId('property-card').first()).toBeVisible();
    });

    test('a refusal the page has no words for is told by its kind in Arabic', async ({ page }) => {
      await page.goto('/');
      await page.getByLabel('Language').selectOption('ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.route('**/api/get_property?**', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: true, message: 'The server is busy', code: 'serviceUnavailable' }),
        }),
      );
      await page.goto('/properties');
      const alert = page.getByRole('alert').filter({ hasText: 'الموقع مشغول' });
      await expect(alert).toBeVisible();
      await expect(page.getByText('The server is busy')).toHaveCount(0);
    });
  });
}
