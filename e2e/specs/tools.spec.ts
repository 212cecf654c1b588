import { expect, test } from '@playwright/test';

import { desktopAndPhone } from '../support/sizes';

// The mortgage calculator (totals for everyone, the schedule behind a package) and the area converter.

test('the mortgage calculator shows the EMI for typed values', async ({ page }) => {
  await page.goto('/mortgage-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Mortgage calculator' })).toBeVisible();
  await page.getByLabel('Property price', { exact: true }).fill('250000');
  await page.getByLabel('Down payment', { exact: true }).fill('50000');
  await page.getByLabel('Interest rate (% per year)', { exact: true }).fill('6.5');
  await page.getByLabel('Loan term (years)', { exact: true }).fill('30');
  await page.getByRole('button', { name: 'Calculate' }).click();
  // 200,000 borrowed at 6.5% over 30 years: the published 1,264.14 a month.
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results).toContainText('1,264.14');
  await expect(results.getByText('Total payable')).toBeVisible();
});

test('a visitor asking for the schedule meets the "Opps!" dialog, which leads to sign in', async ({ page }) => {
  await page.goto('/mortgage-calculator');
  await page.getByLabel('Property price', { exact: true }).fill('200000');
  await page.getByLabel('Interest rate (% per year)', { exact: true }).fill('6.5');
  await page.getByLabel('Loan term (years)', { exact: true }).fill('30');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await page.getByRole('button', { name: 'Show the yearly schedule' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Opps!' });
  await expect(dialog).toContainText('You have not logged in. Please log in first.');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmortgage-calculator$/);
  await expect(page.getByRole('table', { name: 'Yearly schedule' })).toHaveCount(0);
});

test('the mortgage form says what is wrong as it is typed', async ({ page }) => {
  await page.goto('/mortgage-calculator');
  await page.getByLabel('Property price', { exact: true }).fill('1000');
  await page.getByLabel('Down payment', { exact: true }).fill('2000');
  await expect(page.getByText('The down payment cannot be more than the property price')).toBeVisible();
});

test('the area converter converts 1 acre to 43,560 square feet', async ({ page }) => {
  await page.goto('/area-converter');
  await expect(page.getByRole('heading', { level: 1, name: 'Area converter' })).toBeVisible();
  await page.getByLabel('Value', { exact: true }).fill('1');
  await page.getByLabel('From', { exact: true }).selectOption({ label: 'Acres' });
  await page.getByLabel('To', { exact: true }).selectOption({ label: 'Square feet (ft²)' });
  await expect(page.getByRole('status', { name: 'Result' })).toHaveText('43,560 Square feet (ft²)');
  await page.getByRole('button', { name: 'Swap units' }).click();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('sq_ft');
  await page.getByRole('tab', { name: 'Length' }).click();
  await page.getByLabel('From', { exact: true }).selectOption({ label: 'Miles (mi)' });
  await page.getByLabel('To', { exact: true }).selectOption({ label: 'Yards (yd)' });
  await expect(page.getByRole('status', { name: 'Result' })).toHaveText('1,760 Yards (yd)');
});

for (const { name, viewport } of desktopAndPhone) {
  test.describe(name, () => {
    test.use({ viewport });

    test('a listing for sale opens the mortgage calculator filled in from its price, fields lined up', async ({
      page,
      request,
    }) => {
      const list = (await (await request.get('/api/get_property?property_type=sell&limit=1')).json()) as {
        data: { slug_id: string; price: number | string }[];
      };
      const listing = list.data[0]!;
      const price = Math.round(Number(listing.price));
      await page.goto(`/properties-details/${listing.slug_id}`);
      await page.getByRole('link', { name: 'Estimate the monthly payment' }).click();
      await expect(page).toHaveURL(/\/mortgage-calculator\?price=/);
      await expect(page.getByLabel('Property price', { exact: true })).toHaveValue(String(price));
      await expect(page.getByLabel('Down payment', { exact: true })).toHaveValue(String(Math.round(price * 0.2)));
      await expect(page.getByLabel('Interest rate (% per year)', { exact: true })).toHaveValue('6.5');
      await expect(page.getByLabel('Loan term (years)', { exact: true })).toHaveValue('25');
      await expect(page.getByRole('region', { name: 'Results' }).getByText('Monthly EMI')).toBeVisible();

      // Inputs side by side start at the same height, whatever their labels and hints.
      const tops = new Map<number, number[]>();
      for (const label of ['Property price', 'Down payment', 'Interest rate (% per year)', 'Loan term (years)']) {
        const box = (await page.getByLabel(label, { exact: true }).boundingBox())!;
        const row = [...tops.keys()].find((y) => Math.abs(y - box.y) < 60) ?? box.y;
        tops.set(row, [...(tops.get(row) ?? []), box.y]);
      }
      for (const ys of tops.values()) expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(1);
    });
  });
}
