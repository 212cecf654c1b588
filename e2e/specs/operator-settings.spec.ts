import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { expectAxeClean } from '../support/axe';
import { admin, apiSignIn, registerMember, signIn } from '../support/accounts';
import { tabTo } from '../support/keyboard';

/*
 * The console's Settings (mf-admin, `/admin/settings`, admins only): an admin renames the site
 * and the site's header shows it at once; sets a payment secret and sees only its last four
 * characters; a moderator is told the screen is for admins. What the spec changed is put back.
 */

const phone = { width: 390, height: 844 };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** Bidi isolation marks around interpolated values. */
const visible = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

const section = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

async function restore(request: APIRequestContext, companyName: string) {
  const { token } = await apiSignIn(request, admin);
  const site = await request.post('/api/admin/settings/update', {
    data: { company_name: companyName },
    headers: bearer(token),
  });
  const secret = await request.post('/api/admin/settings/providers', {
    data: { paypal_client_secret: null },
    headers: bearer(token),
  });
  expect([site.ok(), secret.ok()]).toEqual([true, true]);
}

test('an admin renames the site and sets a secret it never shows again; a moderator is refused', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const before = (await (await request.get('/api/web-settings')).json()).data.company_name as string;
  const page = await (await browser.newContext({ viewport: phone })).newPage();
  try {
    await signIn(page, admin);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectAxeClean(page, 'the Settings screen');

    // The site's name, from the keyboard only.
    const site = section(page, 'Site');
    const name = site.getByLabel('Site name');
    await tabTo(page, name);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`Domus ${run}`);
    await tabTo(page, site.getByRole('button', { name: 'Save Site' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Site saved.')).toBeVisible();

    // A refused value says why beside the field and sends nothing.
    await name.fill('');
    await site.getByRole('button', { name: 'Save Site' }).click();
    await expect(site.getByText('Enter a value.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    // A payment secret: only its last four characters come back (the password is asked when the proof is old).
    const payments = section(page, 'Payments');
    await payments.getByRole('button', { name: 'Replace PayPal client secret' }).click();
    await payments.getByLabel('PayPal client secret', { exact: true }).fill(`paypal-secret-${run}-Wx7k`);
    await payments.getByRole('button', { name: 'Save Payments' }).click();
    const identity = page.getByRole('dialog', { name: /confirm it is you/i });
    const saved = page.getByText('Payments saved.');
    await expect(identity.or(saved)).toBeVisible();
    if (await identity.isVisible()) {
      await identity.getByLabel('Your password').fill(admin.password);
      await identity.getByRole('button', { name: /confirm/i }).click();
    }
    await expect(saved).toBeVisible();
    const state = payments.getByText(/^Set: /).filter({ hasText: 'Wx7k' });
    await expect(state).toHaveCount(1);
    expect(visible(await state.textContent())).toBe('Set: •••• Wx7k');
    expect(await page.content()).not.toContain(`paypal-secret-${run}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectAxeClean(page, 'the Settings screen after saving');

    // In Arabic, right to left.
    await page.getByLabel('Language').first().selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectAxeClean(page, 'the Settings screen in Arabic');
    await page.getByLabel('اللغة').first().selectOption('en');

    // The public site shows the new name at once.
    await page.goto('/');
    await expect(page.getByRole('banner')).toContainText(`Domus ${run}`);

    // A moderator opening the screen is told it is for admins.
    const moderator = await registerMember(request, `Settings Moderator ${run}`);
    const { token } = await apiSignIn(request, admin);
    const role = await request.post('/api/admin/users/role', {
      data: { email: moderator.email, role: 'moderator' },
      headers: bearer(token),
    });
    expect(role.ok(), await role.text()).toBe(true);
    const moderatorPage = await (await browser.newContext()).newPage();
    await signIn(moderatorPage, moderator);
    await moderatorPage.goto('/admin/settings');
    await expect(moderatorPage.getByText('Admins only')).toBeVisible();
    await expect(moderatorPage.getByRole('heading', { level: 2, name: 'Payments' })).toHaveCount(0);
    await moderatorPage.context().close();
  } finally {
    await page.context().close();
    await restore(request, before);
  }
});

test('an admin adds a language with its texts file and makes it the default; a first visit reads the site in it', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const page = await browser.newPage();
  const visitor = await browser.newPage();
  try {
    await signIn(page, admin);
    await page.goto('/admin/settings');
    const languages = section(page, "The site's languages");
    await expect(languages.getByRole('listitem', { name: 'English' })).toContainText('Default language');

    const form = page.getByRole('form', { name: 'Add a language' });
    await form.getByLabel('Code').fill('fr');
    await form.getByLabel('Name (in the language itself)').fill('Français');
    await form.getByLabel('Texts (a JSON file, optional)').setInputFiles({
      name: 'fr.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ 'shell.nav.home': 'Accueil', 'shell.header.language': 'Langue' })),
    });
    await form.getByRole('button', { name: 'Add the language' }).click();
    await expect(page.getByText('Français was added: visitors may choose it now.')).toBeVisible();
    await expect(languages.getByRole('listitem', { name: 'Français' })).toContainText(/Left to right · 2 of \d+ texts/);

    // The site's default language: a first visit reads the site in it; a text it lacks shows in English.
    const defaults = section(page, 'Languages');
    await defaults.getByLabel('Default language').selectOption('fr');
    await defaults.getByRole('button', { name: 'Save Languages' }).click();
    await expect(page.getByText('Languages saved.')).toBeVisible();
    await visitor.goto('/');
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'fr');
    const nav = visitor.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Accueil' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Properties' })).toBeVisible();
    // The visitor's own choice wins, and stays when the default changes back.
    await visitor.getByLabel('Langue').selectOption('en');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await defaults.getByLabel('Default language').selectOption('en');
    await defaults.getByRole('button', { name: 'Save Languages' }).click();
    await expect(page.getByText('Languages saved.').last()).toBeVisible();

    // Removed: the password is asked when the proof is old.
    await languages.getByRole('button', { name: 'Remove Français' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    const identity = page.getByRole('dialog', { name: /confirm it is you/i });
    const removed = page.getByText('Français was removed.');
    await expect(identity.or(removed)).toBeVisible();
    if (await identity.isVisible()) {
      await identity.getByLabel('Your password').fill(admin.password);
      await identity.getByRole('button', { name: /confirm/i }).click();
    }
    await expect(removed).toBeVisible();
    await expect(languages.getByRole('listitem', { name: 'Français' })).toHaveCount(0);
  } finally {
    await page.context().close();
    await visitor.close();
    // Whatever happened above, the site is left with its own languages.
    const { token } = await apiSignIn(request, admin);
    await request.post('/api/admin/settings/update', { data: { default_language: 'en' }, headers: bearer(token) });
    await request.post('/api/admin/languages/delete', { data: { code: 'fr' }, headers: bearer(token) });
  }
});
