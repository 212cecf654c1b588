import { expect, test } from '@playwright/test';

import { STAGING_PORT } from '../../playwright.config';

// The staging site pages through 20 matches at most (EXACT_TOTAL_UP_TO) and holds about 40
// listings. Searches by category, type, city and price count every match; a text search
// counts up to the cap.
const staging = `http://127.0.0.1:${STAGING_PORT}`;

test('a text search matching more than the cap shows "20+", in English and in Arabic', async ({ page, request }) => {
  const reply = await (await request.get(`${staging}/api/get_property?search=a&limit=12`)).json();
  expect(reply).toMatchObject({ total: 20, total_is_capped: true });

  await page.goto(`${staging}/properties?search=a`);
  const count = page.getByTestId('result-count');
  await expect(count).toHaveText('20+ properties found');

  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const twenty = await page.evaluate(() => new Intl.NumberFormat('ar').format(20));
  await expect(count).toHaveText(`عُثر على ${twenty}+ عقار`);
});

test('a filter counts every match, and the pages stop at the cap', async ({ page, request }) => {
  const reply = await (await request.get(`${staging}/api/get_property?limit=12`)).json();
  expect(reply.total).toBeGreaterThan(20);
  expect(reply).toMatchObject({ total_is_capped: false, pageable_total: 20 });

  await page.goto(`${staging}/properties`);
  await expect(page.getByTestId('result-count')).toHaveText(`${reply.total} properties found`);
  // 20 matches at 12 a page
  await expect(page.getByRole('button', { name: 'Page 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 3' })).toHaveCount(0);
});

test('a page past the cap is refused with a clear message', async ({ request }) => {
  const reply = await request.get(`${staging}/api/get_property?offset=20`);
  expect(reply.status()).toBe(400);
  expect(await reply.json()).toMatchObject({ error: true, code: 'invalidInput', message: /^offset must be below 20/ });
});
