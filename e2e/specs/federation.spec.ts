import { expect, test, type Page } from '@playwright/test';

import { ALT_REMOTE_PORT, STAGING_PORT } from '../../playwright.config';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url());
  });
  return urls;
}

test('React and @domus/shared load once, and a remote serves only its own entry and chunks', async ({
  page,
  request,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.locator('[data-remote="mf_listings"]')).not.toBeEmpty();
  // Within the page (no reload): both remotes share one page's share scope.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Mortgage calculator' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mortgage calculator' })).toBeVisible();

  let contractCopies = 0;
  for (const folder of ['mf-listings', 'mf-tools']) {
    const manifest = (await (await request.get(`/remotes/${folder}/mf-manifest.json`)).json()) as Manifest;
    const filesOf = (entries: Manifest['shared']) =>
      new Set(entries.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]));
    const contract = filesOf(manifest.shared.filter((entry) => entry.name === '@domus/shared/contract'));
    const sharedFallbacks = filesOf(manifest.shared.filter((entry) => entry.name !== '@domus/shared/contract'));
    const fromRemote = scripts.filter((url) => url.includes(`/remotes/${folder}/`)).map((url) => url.split('/').pop()!);
    expect(fromRemote).toContain('remoteEntry.js');
    expect(fromRemote.some((file) => file.startsWith('__federation_expose_'))).toBe(true);
    // None of the remote's own copies of React, react-dom, @domus/shared... were fetched.
    expect(fromRemote.filter((file) => sharedFallbacks.has(file))).toEqual([]);
    contractCopies += fromRemote.some((file) => contract.has(file)) ? 1 : 0;
  }
  // The shell never loads the contract: the first remote provides it, the next one shares it.
  expect(contractCopies).toBeLessThanOrEqual(1);

  const share = await page.evaluate(() => {
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } })
      .__FEDERATION__;
    const scopes = Object.values(federation?.__SHARE__ ?? {}) as Record<
      string,
      Record<string, Record<string, { from: string }>>
    >[];
    const versions = (name: string) =>
      scopes.flatMap((scope) => Object.values(scope.default?.[name] ?? {})).map((entry) => entry.from);
    return {
      react: versions('react'),
      shared: versions('@domus/shared/api'),
      contract: versions('@domus/shared/contract'),
    };
  });
  // Every share scope that knows React or the shared client got it from the shell.
  expect([...new Set(share.react)]).toEqual(['shell']);
  expect([...new Set(share.shared)]).toEqual(['shell']);
  expect(new Set(share.contract).size).toBe(1);
});

test('a remote whose manifest URL is dead shows its fallback while the rest of the site works', async ({ page }) => {
  await page.goto('/mortgage-calculator?remote.mf_tools=http://127.0.0.1:9/mf-manifest.json');
  await expect(page.getByTestId('remote-override-banner')).toBeVisible();
  await expect(page.getByText('This part of the page could not be loaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The header still navigates, and other remotes still mount.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Properties' }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.locator('[data-remote="mf_listings"]')).not.toBeEmpty();

  await page.getByTestId('remote-override-banner').getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByTestId('remote-override-banner')).toBeHidden();
  await page.goto('/mortgage-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Mortgage calculator' })).toBeVisible();
});

test('pointing a remote at another build in /remotes.json takes effect without rebuilding the shell', async ({
  page,
  request,
}) => {
  const staging = `http://127.0.0.1:${STAGING_PORT}`;
  const alternative = `http://127.0.0.1:${ALT_REMOTE_PORT}`;
  const map = await (await request.get(`${staging}/remotes.json`)).json();
  expect(map.mf_tools).toBe(`${alternative}/mf-manifest.json`);
  expect(map.mf_listings).toBe('/remotes/mf-listings/mf-manifest.json');

  const scripts = recordScripts(page);
  await page.goto(`${staging}/area-converter`);
  await expect(page.getByRole('heading', { level: 1, name: 'Area converter' })).toBeVisible();
  expect(scripts.some((url) => url.startsWith(`${alternative}/remoteEntry.js`))).toBe(true);
  expect(scripts.some((url) => url.startsWith(`${staging}/remotes/mf-tools/`))).toBe(false);
});

test('entries and manifests are served no-cache, hashed chunks immutable', async ({ request }) => {
  for (const file of [
    '/remotes/mf-listings/remoteEntry.js',
    '/remotes/mf-listings/mf-manifest.json',
    '/remotes.json',
    '/',
  ]) {
    expect((await request.get(file)).headers()['cache-control'], file).toBe('no-cache');
  }
  const manifest = (await (await request.get('/remotes/mf-listings/mf-manifest.json')).json()) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const chunk = manifest.exposes[0].assets.js.sync[0];
  expect((await request.get(`/remotes/mf-listings/${chunk}`)).headers()['cache-control']).toContain('immutable');
});
