import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { SITE_PORT } from '../../playwright.config';
import { demoMember } from '../support/accounts';
import { desktopAndPhone } from '../support/sizes';
import ar from '../../mf-listings/locales/ar.json';
import en from '../../mf-listings/locales/en.json';

/*
 * Stale listings: the demo member's listings were last renewed 200 days ago, one reminded a
 * month ago. The site's sweep reminds the one and switches the other off when it starts; My
 * properties shows "Needs renewal" with Renew, and one click makes each fresh and live again.
 * The site is one of its own (a small seed prepared by support/stale-listings-site.mjs), as
 * nothing over HTTP may age a listing.
 */

const texts = { en, ar };
const port = SITE_PORT + 6;
const origin = `http://127.0.0.1:${port}`;
const repoRoot = path.resolve(__dirname, '..', '..');
let dataDir: string;
let site: ChildProcess | undefined;
let titles: { reminded: string; switchedOff: string };

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'domus-renewal-'));
  const prepared = execFileSync(
    'pnpm',
    ['--filter', '@domus/api', 'exec', 'tsx', path.join(repoRoot, 'e2e/support/stale-listings-site.mjs'), dataDir],
    { encoding: 'utf8' },
  );
  const [reminded, switchedOff] = JSON.parse(prepared.trim().split('\n').pop()!) as string[];
  titles = { reminded: reminded!, switchedOff: switchedOff! };
  site = spawn('node', ['--enable-source-maps', 'api/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${origin}/readyz`).catch(() => undefined))?.status, { timeout: 60_000 })
    .toBe(200);
  // The sweep runs as the site starts: wait until it has seen both listings (a site still busy
  // drawing its demo pictures may answer 503 meanwhile).
  await expect
    .poll(
      async () => {
        const signedIn = await fetch(`${origin}/api/user_signup`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ logintype: 3, ...demoMember }),
        });
        const { token } = (await signedIn.json()) as { token?: string };
        if (!token) return [];
        const reply = await fetch(`${origin}/api/get-added-properties?limit=100`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const listings = ((await reply.json()) as { data?: { title: string; needs_renewal: number }[] }).data ?? [];
        return listings
          .filter((listing) => listing.needs_renewal === 1)
          .map((listing) => listing.title)
          .sort();
      },
      { timeout: 60_000 },
    )
    .toEqual([titles.reminded, titles.switchedOff].sort());
});

test.afterAll(async () => {
  if (site?.pid) process.kill(site.pid, 'SIGTERM');
  await new Promise((resolve) => site?.once('exit', resolve) ?? resolve(undefined));
  rmSync(dataDir, { recursive: true, force: true });
});

for (const { name, viewport } of desktopAndPhone) {
  test(`${name}: a stale listing shows "Needs renewal"; Renew makes it fresh and live again`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in with email and password' });
    await form.getByLabel('Email').fill(demoMember.email);
    await form.getByLabel('Password').fill(demoMember.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    // The phone reads the page in Arabic, right to left.
    const language = name === 'phone' ? 'ar' : 'en';
    const text = texts[language];
    if (language === 'ar') {
      await page.getByLabel('Language').first().selectOption('ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await page.goto('/user/my-properties');

    // Desktop renews the switched-off listing, the phone the one only reminded.
    const title = name === 'desktop' ? titles.switchedOff : titles.reminded;
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByTestId('needs-renewal')).toHaveText(
      name === 'desktop' ? text.manage.renewal.switchedOff : text.manage.renewal.badge,
    );
    await expect(row.getByTestId('listing-state')).toHaveText(
      name === 'desktop' ? text.manage.state.inactive : text.manage.state.live,
    );
    const renew = row.getByRole('button', { name: text.manage.renewal.renew, exact: true });
    await renew.scrollIntoViewIfNeeded();
    await expect(renew).toBeInViewport();
    await renew.click();

    await expect(row.getByTestId('needs-renewal')).toHaveCount(0);
    await expect(renew).toHaveCount(0);
    await expect(row.getByTestId('listing-state')).toHaveText(text.manage.state.live);
    await expect(row.getByRole('switch')).toBeChecked();
    // Public again: a visitor finds it.
    const href = (await row.getByRole('link', { name: title }).getAttribute('href'))!;
    const slug = decodeURIComponent(href.split('/').pop()!);
    expect((await request.get(`/api/get_property?slug_id=${encodeURIComponent(slug)}`)).status()).toBe(200);
  });
}
