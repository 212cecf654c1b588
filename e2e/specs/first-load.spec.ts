import { expect, test, type Page } from '@playwright/test';

interface LoadedScript {
  path: string;
  body: string;
}

function recordScripts(page: Page): LoadedScript[] {
  const scripts: LoadedScript[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    scripts.push({ path: new URL(response.url()).pathname, body });
  });
  return scripts;
}

test('the home shows its listings with the shell and mf-listings only, and no zod', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByTestId('home-most-viewed').getByTestId('property-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const remotesLoaded = new Set(
    scripts.map((script) => script.path.match(/^\/remotes\/([^/]+)\//)?.[1]).filter((name) => name !== undefined),
  );
  expect([...remotesLoaded]).toEqual(['mf-listings']);
  // The contract's schemas (and zod with them) load with the pages that validate, never on the home.
  expect(scripts.filter((script) => script.body.includes('ZodError')).map((script) => script.path)).toEqual([]);
});

test('a remote loads when the pointer rests on a link to it, before the click', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByTestId('home-most-viewed').getByTestId('property-card').first()).toBeVisible();
  const toolsLoaded = () => scripts.some((script) => script.path.startsWith('/remotes/mf-tools/'));
  expect(toolsLoaded()).toBe(false);

  const link = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Mortgage calculator' });
  await link.hover();
  await expect.poll(toolsLoaded).toBe(true);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mortgage calculator' })).toBeVisible();
});

test("resting on a property card loads the detail page's code before the click", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  const card = page.getByTestId('home-most-viewed').getByTestId('property-card').first();
  await expect(card).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = scripts.length;

  await card.getByRole('link').first().hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/properties-details\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
