import { expect, test, type Page } from '@playwright/test';

import { ALT_REMOTE_PORT, NEXT_MAJOR_REMOTE_PORT, STAGING_PORT, sharedVersions } from '../../playwright.config';

/*
 * @domus/shared carries a semver version and the federation runtime holds every remote to it
 * (shared/build/shared-deps.ts). Real builds, no mocks: the staging site runs a shell built against
 * the next minor with the remotes as built (an older minor); mf-tools built against the next major
 * is served on an origin of its own (e2e/support/variant-builds.mjs builds both).
 */

const { current, nextMinor, nextMajor } = sharedVersions;
const nextMajorTools = `http://127.0.0.1:${NEXT_MAJOR_REMOTE_PORT}/mf-manifest.json`;
const fallback = (page: Page) => page.getByTestId('remote-fallback-mf_tools');

interface ScopeEntry {
  from: string;
  useIn?: string[];
}

/** The versions of a shared module the page's share scope holds: version -> who provided it, who uses it. */
function shareScopeOf(page: Page, name: string) {
  return page.evaluate((shared) => {
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, unknown>> } })
      .__FEDERATION__;
    const versions: Record<string, { from: string; useIn: string[] }> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      const entries = (scopes.default as Record<string, Record<string, ScopeEntry>> | undefined)?.[shared] ?? {};
      // Each container's view of the scope: the same version may appear in several, used by different containers.
      for (const [version, entry] of Object.entries(entries)) {
        const useIn = new Set([...(versions[version]?.useIn ?? []), ...(entry.useIn ?? [])]);
        versions[version] = { from: versions[version]?.from ?? entry.from, useIn: [...useIn].sort() };
      }
    }
    return versions;
  }, name);
}

test(`a remote built against @domus/shared ${current} runs in a shell that provides ${nextMinor}`, async ({ page }) => {
  const staging = `http://127.0.0.1:${STAGING_PORT}`;
  await page.goto(`${staging}/area-converter`);
  await expect(page.getByRole('heading', { level: 1, name: 'Area converter' })).toBeVisible();

  // mf-tools came from the other origin, built against the current version, and runs on the shell's copy.
  const ui = await shareScopeOf(page, '@domus/shared/ui');
  expect(ui[nextMinor]).toMatchObject({ from: 'shell', useIn: expect.arrayContaining(['shell', 'mf_tools']) });
  expect(Object.keys(ui).sort()).toEqual([current, nextMinor].sort());
  expect(
    await page.evaluate(
      (origin) => performance.getEntriesByType('resource').some((entry) => entry.name.startsWith(origin)),
      `http://127.0.0.1:${ALT_REMOTE_PORT}/`,
    ),
  ).toBe(true);

  // The listings remote, built as usual, runs in it too.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('home-most-viewed').getByTestId('property-card').first()).toBeVisible();
});

test(`a remote built against @domus/shared ${nextMajor} shows its fallback, says why, and the site works on`, async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const started = Date.now();
  await page.goto(`/mortgage-calculator?remote.mf_tools=${nextMajorTools}`);
  await expect(page.getByTestId('remote-override-banner')).toBeVisible();
  await expect(fallback(page)).toContainText('This part of the page could not be loaded.');
  // Refused as soon as its entry arrives: no retries of the network, no 8 s time limit.
  expect(Date.now() - started).toBeLessThan(6000);
  const refusal = new RegExp(
    `^\\[shell\\] Remote mf_tools cannot run on this site: it needs @domus/shared/\\w+ \\^${nextMajor.replace(/\./g, '\\.')}, ` +
      `and the shell provides ${current.replace(/\./g, '\\.')}\\.`,
  );
  expect(errors.filter((text) => refusal.test(text))).not.toEqual([]);

  // Retry tries again and is refused again at once: the area never hangs on its spinner.
  const refusals = () => errors.filter((text) => refusal.test(text)).length;
  const before = refusals();
  await fallback(page).getByRole('button', { name: 'Retry' }).click();
  await expect.poll(refusals, { timeout: 5000 }).toBeGreaterThan(before);
  await expect(fallback(page)).toContainText('This part of the page could not be loaded.');

  // The header leads on, and a remote loaded after the refused one still gets the shell's copies.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Properties' }).click();
  await expect(page.getByTestId('result-count')).toBeVisible();
  const remotes = await shareScopeOf(page, '@domus/shared/remotes');
  expect(remotes[current]).toMatchObject({ from: 'shell', useIn: expect.arrayContaining(['mf_listings']) });
  expect(remotes[nextMajor]).toEqual({ from: 'mf_tools', useIn: [] });

  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('home-most-viewed').getByTestId('property-card').first()).toBeVisible();
});

test(`the fallback of a remote built against @domus/shared ${nextMajor} speaks Arabic`, async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto(`/mortgage-calculator?remote.mf_tools=${nextMajorTools}`);
  await expect(fallback(page)).toContainText('تعذّر تحميل هذا الجزء من الصفحة.');
  await expect(fallback(page)).not.toContainText(/[A-Za-z]/);
});
