import { expect, test, type Page, type Route } from '@playwright/test';

/*
 * A remote that the network fails: its area shows a fallback with Retry, in the visitor's
 * language, while the header and the other areas keep working; Retry loads it once the network
 * is back, without reloading the page. The shell retries a failed manifest or entry twice
 * (0.5 s, then 1 s later) and gives up after 8 s.
 */

const toolsManifest = '**/remotes/mf-tools/mf-manifest.json';
const toolsEntry = '**/remotes/mf-tools/remoteEntry.js';
const calculator = (page: Page) => page.getByRole('heading', { level: 1, name: 'Mortgage calculator' });
const fallback = (page: Page) => page.getByTestId('remote-fallback-mf_tools');

/** Routes `url` through `answer` while `failing()` says so, and counts the requests. */
async function breakRoute(page: Page, url: string, answer: (route: Route) => Promise<void>, failing: () => boolean) {
  const requests = { count: 0 };
  await page.route(url, async (route) => {
    requests.count += 1;
    if (failing()) await answer(route);
    else await route.fallback();
  });
  return requests;
}

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a remote whose manifest answers 503 shows its fallback, the rest of the site works, and Retry loads it', async ({
  page,
}) => {
  let down = true;
  const manifest = await breakRoute(
    page,
    toolsManifest,
    (route) => route.fulfill({ status: 503 }),
    () => down,
  );
  await page.goto('/mortgage-calculator');

  await expect(fallback(page)).toBeVisible();
  await expect(fallback(page)).toContainText('This part of the page could not be loaded.');
  // The first attempt and two retries, for the prefetch of the first page and for its area.
  expect(manifest.count).toBeGreaterThanOrEqual(3);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();

  down = false;
  const pageLoads: string[] = [];
  page.on('framenavigated', (frame) => pageLoads.push(frame.url()));
  await fallback(page).getByRole('button', { name: 'Retry' }).click();
  await expect(calculator(page)).toBeVisible();
  await expect(fallback(page)).toHaveCount(0);
  expect(pageLoads).toEqual([]);

  // Another remote's area, through the header, is untouched by it.
  await nav.getByRole('link', { name: 'Properties' }).click();
  await expect(page.getByTestId('result-count')).toBeVisible();
});

test('a remote whose entry cannot be fetched shows its fallback while the header leads elsewhere', async ({ page }) => {
  const entry = await breakRoute(
    page,
    toolsEntry,
    (route) => route.abort('connectionreset'),
    () => true,
  );
  await page.goto('/mortgage-calculator');
  await expect(fallback(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(entry.count).toBeGreaterThanOrEqual(3);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('[data-remote="mf_listings"]')).not.toBeEmpty();
  await expect(page.getByTestId('property-card').first()).toBeVisible();
});

test('the fallback of a dead remote speaks Arabic, and its Retry loads the remote', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  let down = true;
  await breakRoute(
    page,
    toolsManifest,
    (route) => route.fulfill({ status: 503 }),
    () => down,
  );
  await page.goto('/mortgage-calculator');

  await expect(fallback(page)).toContainText('تعذّر تحميل هذا الجزء من الصفحة.');
  await expect(fallback(page)).not.toContainText(/[A-Za-z]/);
  down = false;
  await fallback(page).getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(fallback(page)).toHaveCount(0);
  await expect(page.locator('[data-remote="mf_tools"]')).not.toBeEmpty();
});

test('a remote slower than the time limit shows its fallback, and loads on Retry', async ({ page }) => {
  let slow = true;
  await page.route(toolsManifest, async (route) => {
    if (!slow) return route.fallback();
    // Answers long after the shell has given up (8 s).
    setTimeout(() => void route.fallback().catch(() => undefined), 15_000);
  });
  await page.goto('/mortgage-calculator');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(fallback(page)).toBeVisible({ timeout: 15_000 });

  slow = false;
  await fallback(page).getByRole('button', { name: 'Retry' }).click();
  await expect(calculator(page)).toBeVisible();
});

test('a remote that fails once and then answers slowly, within the limit, still loads', async ({ page }) => {
  let requests = 0;
  await page.route(toolsManifest, async (route) => {
    requests += 1;
    if (requests === 1) return route.fulfill({ status: 503 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return route.fallback();
  });
  await page.goto('/mortgage-calculator');
  await expect(calculator(page)).toBeVisible();
  await expect(fallback(page)).toHaveCount(0);
  expect(requests).toBeGreaterThanOrEqual(2);
});

for (const [problem, answer] of [
  ['answers 404', (route: Route) => route.fulfill({ status: 404, body: 'Not found' })],
  ['cannot be reached', (route: Route) => route.abort('connectionrefused')],
  ['is not JSON', (route: Route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html></html>' })],
] as const) {
  test(`the home page shows its listings from the default remotes when /remotes.json ${problem}`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/remotes.json', answer);
    await page.goto('/');
    await expect(page.getByTestId('property-card').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(warnings.some((text) => text.includes('/remotes.json could not be used'))).toBe(true);
  });
}
