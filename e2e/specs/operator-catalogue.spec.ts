import { readFile } from 'node:fs/promises';

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { expectAxeClean } from '../support/axe';
import { admin, apiSignIn, completeProfile, registerMember, signIn } from '../support/accounts';
import { tabTo } from '../support/keyboard';
import { ensurePackage } from '../support/listings';

/*
 * The console's Catalogue screen (mf-admin, `/admin/catalogue`, admins only): an admin changes a
 * package's price and the plans page shows it at once; adds a nearby place with English and
 * Arabic names and the posting form offers it; a moderator is refused the screen.
 */

const phone = { width: 390, height: 844 };

// Each test walks several pages (the console, the plans, the posting form) with axe checks.
test.describe.configure({ timeout: 120_000 });
/** Names of this run's own rows, so a second run finds its own. */
const run = Date.now().toString(36);

const asAdmin = async (request: APIRequestContext) => ({
  Authorization: `Bearer ${(await apiSignIn(request, admin)).token}`,
});

/** The card of `name` in the catalogue's list. */
const cardOf = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

test('an admin changes a package’s price in the console and the plans page shows it at once', async ({
  page,
  request,
}) => {
  // A package of this test's own, on sale: the seed's plans stay as other specs know them.
  const name = `Console plan ${run}`;
  const created = await request.post('/api/admin/catalogue/packages/save', {
    headers: await asAdmin(request),
    data: { name, package_type: 'paid', price: 40, duration_days: 30, features: { property_list: 3 } },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.setViewportSize(phone);
  await signIn(page, admin);
  await page.goto('/subscription-plan');
  const plan = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(plan).toContainText('$40');

  await page.goto('/admin/catalogue/packages');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  const card = cardOf(page, name);
  await expect(card).toContainText('On sale');
  await noSideScroll(page);
  await expectAxeClean(page, 'the Catalogue’s packages');

  // Keyboard only: open its form, change the price, save.
  await tabTo(page, card.getByRole('button', { name: `Edit ${name}` }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Price'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('77.25');
  await expectAxeClean(page, 'the package form');
  await noSideScroll(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Package saved')).toBeVisible();
  await expect(card).toContainText('77.25');

  await page.goto('/subscription-plan');
  await expect(plan).toContainText('77.25');

  // Withdrawn (asked first): off the plans page.
  await page.goto('/admin/catalogue/packages');
  await cardOf(page, name)
    .getByRole('button', { name: `Withdraw ${name}` })
    .click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('Subscribers keep it until it ends.');
  await ask.getByRole('button', { name: 'Withdraw' }).click();
  await expect(cardOf(page, name)).toContainText('Withdrawn');
  await page.goto('/subscription-plan');
  await expect(page.getByRole('heading', { name: 'Professional' })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
});

test('an admin adds a nearby place in English and Arabic, and the posting form offers it', async ({
  page,
  browser,
  request,
}) => {
  const english = `Harbour ${run}`;
  const arabic = `ميناء ${run}`;
  await page.setViewportSize(phone);
  await signIn(page, admin);
  await page.goto('/admin/catalogue');
  await expect(page.getByRole('heading', { level: 2, name: 'Categories' })).toBeVisible();
  await expectAxeClean(page, 'the Catalogue’s categories');
  await page.getByRole('navigation', { name: 'Catalogue lists' }).getByRole('link', { name: 'Nearby places' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/nearby-places$/);

  await page.getByRole('button', { name: 'Add a nearby place' }).click();
  const dialog = page.getByRole('dialog', { name: 'New nearby place' });
  await dialog.getByLabel('Name in English').fill(english);
  await dialog.getByLabel('Name in Arabic').fill(arabic);
  await dialog.getByLabel('Icon').setInputFiles('e2e/fixtures/profile.png');
  await expect(dialog.getByRole('img', { name: 'The icon' })).toBeVisible();
  await expectAxeClean(page, 'the nearby place form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(cardOf(page, english)).toContainText(arabic);

  // The list in Arabic, right to left, on the phone.
  await page.getByLabel('Language').first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الكتالوج' })).toBeVisible();
  await noSideScroll(page);
  await expectAxeClean(page, 'the Catalogue in Arabic');

  // A member posting a property (one of this test's own: the seed's demo member stays without a
  // package, as the payments spec knows it) is asked the distance to it.
  const member = await registerMember(request, `Catalogue Poster ${run}`);
  await completeProfile(request, member, await readFile('e2e/fixtures/profile.png'));
  await ensurePackage(request, member.token);
  const poster = await (await browser.newContext()).newPage();
  await signIn(poster, member);
  await poster.goto('/user/properties');
  await expect(poster.getByRole('heading', { level: 1, name: 'Add property' })).toBeVisible();
  await poster.getByLabel('Category').selectOption({ label: 'Plot' });
  await poster.getByLabel('Title').fill(`Plot by the harbour ${run}`);
  await poster.getByLabel('Description').fill('A plot a short walk from the new harbour.');
  await poster.getByRole('button', { name: 'Next' }).click();
  await poster.getByLabel('Plot area (m²) (required)').fill('900');
  await poster.getByRole('button', { name: 'Next' }).click();
  await expect(poster.getByRole('checkbox', { name: english })).toBeVisible();
  await poster.context().close();
});

test('a moderator opening /admin/catalogue is refused', async ({ page, request }) => {
  const moderator = await registerMember(request, 'Catalogue Moderator');
  const role = await request.post('/api/admin/users/role', {
    headers: await asAdmin(request),
    data: { email: moderator.email, role: 'moderator' },
  });
  expect(role.ok(), await role.text()).toBe(true);

  await signIn(page, moderator);
  await page.goto('/admin/catalogue');
  await expect(page.getByText('Admins only')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a category' })).toHaveCount(0);
  // The console's navigation does not offer the screen to a moderator.
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: 'Agent verification' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Catalogue' })).toHaveCount(0);
  // And the API refuses it whatever the page shows.
  const { token } = await apiSignIn(request, moderator);
  const reply = await request.get('/api/admin/catalogue/categories', { headers: { Authorization: `Bearer ${token}` } });
  expect(reply.status()).toBe(403);
});
