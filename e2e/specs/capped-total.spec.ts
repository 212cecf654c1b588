import { expect, test } from '@playwright/test';

import { STAGING_PORT } from '../../playwright.config';

// The staging site counts totals exactly up to 20 (EXACT_TOTAL_UP_TO) and holds about 40 listings.
const staging = `http://127.0.0.1:${STAGING_PORT}`;

test('a total past the cap shows as "20+", in English and in Arabic', async ({ page, request }) => {
  const reply = await (await request.get(`${staging}/api/get_property?limit=12`)).json();
  expect(reply).toMatchObject({ total: 20, total_is_capped: true });

  await page.goto(`${staging}/properties`);
  const count = page.getByTestId('result-count');
  await expect(count).toHaveText('20+ properties found');

  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const twenty = await page.evaluate(() => new Intl.NumberFormat('ar').format(20));
  await expect(count).toHaveText(`عُثر على ${twenty}+ عقار`);
});

test('a page past the cap is refused with a clear message', async ({ request }) => {
  const reply = await request.get(`${staging}/api/get_property?offset=20`);
  expect(reply.status()).toBe(400);
  expect(await reply.json()).toMatchObject({ error: true, code: 'invalidInput', message: /^offset must be below 20/ });
});
