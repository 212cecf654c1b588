import { expect, test, type Page } from '@playwright/test';

import { demoMember, signIn } from '../support/accounts';

/** Every Content-Security-Policy refusal the page reports, as the browser reports it. */
function cspViolations(page: Page) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

test('the site runs under its Content-Security-Policy: nothing refused while a member browses', async ({ page }) => {
  const refused = cspViolations(page);
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(home?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByTestId('home-most-viewed').getByTestId('property-card').first()).toBeVisible();

  await page.getByTestId('home-most-viewed').getByTestId('property-card').first().click();
  await expect(page).toHaveURL(/\/properties-details\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await signIn(page, demoMember);
  await page.goto('/user/chat');
  await expect(page.getByRole('heading', { name: /messages|chat/i }).first()).toBeVisible();
  await page.goto('/map');
  await expect(page.locator('.leaflet-container')).toBeVisible();

  expect(refused).toEqual([]);
});

test('the site refuses to be framed by another page', async ({ page, baseURL }) => {
  await page.setContent(`<iframe id="framed" src="${baseURL}/"></iframe>`);
  // Blocked by frame-ancestors: Chromium shows its error page in the frame instead of the site.
  await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
});

test('the API’s documentation is browsable at /api/docs under its own policy, nothing refused', async ({ page }) => {
  const refused = cspViolations(page);
  const docs = await page.goto('/api/docs');
  expect(docs?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
  await expect(page.getByRole('heading', { name: /Domus API/ })).toBeVisible();
  // The calls are grouped by tag, folded: a reader opens a group, then a call, and sees its parameters.
  await page.getByRole('link', { name: 'properties', exact: true }).click();
  await page.locator('.opblock-summary-path', { hasText: /^\/api\/get_property$/ }).click();
  await expect(page.locator('.parameters').getByText('min_price', { exact: true })).toBeVisible();
  expect(refused).toEqual([]);
});
