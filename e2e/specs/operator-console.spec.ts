import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

import { expectAxeClean } from '../support/axe';
import { admin, registerMember, signIn } from '../support/accounts';
import { tabTo } from '../support/keyboard';

/*
 * The operator console (mf-admin, `/admin`) is listed in remote-list.json for operators only: the
 * shell mounts it for an admin's or a moderator's session, and anyone else gets the site's
 * not-found page there, their browser asking for nothing of it.
 */

const phone = { width: 390, height: 844 };

/** Every request of the page whose address names the console's remote. */
function recordConsoleRequests(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/mf[-_]admin/i.test(request.url())) asked.push(request.url());
  });
  return asked;
}

/** The shell's own not-found page: no remote mounted, its words. */
async function expectSiteNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('The page you asked for does not exist.')).toBeVisible();
  await expect(page.locator('[data-remote]')).toHaveCount(0);
}

/** What signing in with the API answers for these credentials. */
async function signInAnswer(request: APIRequestContext, who: { email: string; password: string }) {
  const reply = await request.post('/api/user_signup', { data: { logintype: 3, ...who } });
  return { ok: reply.ok(), code: ((await reply.json()) as { code?: string }).code };
}

test("a visitor and a member get the site's not-found page on /admin, and load nothing of the console", async ({
  page,
  request,
}) => {
  const asked = recordConsoleRequests(page);
  for (const path of ['/admin', '/admin/users']) {
    await page.goto(path);
    await expectSiteNotFound(page);
  }

  const member = await registerMember(request, 'Curious Member');
  await signIn(page, member);
  for (const path of ['/admin', '/admin/users']) {
    await page.goto(path);
    await expectSiteNotFound(page);
    await page.waitForLoadState('networkidle');
  }
  // A link to it that gets focus (the shell prefetches on intent) loads nothing either.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/admin/users';
    link.textContent = 'Console';
    document.body.append(link);
    link.focus();
  });
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('an admin finds a member by e-mail, deactivates and reactivates them, on a phone, by keyboard, in English and Arabic', async ({
  browser,
  request,
}) => {
  const member = await registerMember(request, 'Console Member');
  const page = await (await browser.newContext({ viewport: phone })).newPage();
  await signIn(page, admin);

  await page.goto('/admin');
  const console = page.getByRole('navigation', { name: 'Operator console' });
  await expect(console).toBeVisible();
  await console.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  // Search by the member's e-mail, from the keyboard.
  const search = page.getByRole('searchbox', { name: 'Name, e-mail or phone' });
  await tabTo(page, search);
  await page.keyboard.type(member.email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(member.email).replace(/\./g, '\\.')}`));
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Console Member' }) });
  await expect(card).toHaveCount(1);
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await expect(card.getByText(member.email)).toBeVisible();
  await expect(card.getByText('Member', { exact: true })).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  // Nothing runs off a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await page.waitForLoadState('networkidle');
  await expectAxeClean(page, 'the Users screen in English');

  // Deactivate, confirming in the dialog, with the keyboard only.
  await tabTo(page, card.getByRole('button', { name: 'Deactivate Console Member' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expectAxeClean(page, 'the confirmation in English');
  await tabTo(page, dialog.getByRole('button', { name: 'Deactivate', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('User deactivated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Deactivated', { exact: true })).toBeVisible();
  expect(await signInAnswer(request, member)).toEqual({ ok: false, code: 'accountDeactivated' });

  // Reactivate.
  await card.getByRole('button', { name: 'Reactivate Console Member' }).click();
  await dialog.getByRole('button', { name: 'Reactivate', exact: true }).click();
  await expect(page.getByText('User reactivated')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  expect((await signInAnswer(request, member)).ok).toBe(true);

  // The same screen in Arabic, right to left.
  await page.getByLabel('Language').first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'الاسم أو البريد الإلكتروني أو الهاتف' })).toHaveValue(member.email);
  await expect(card.getByText('نشط', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectAxeClean(page, 'the Users screen in Arabic');
  await page.context().close();
});

test('an admin makes a member a moderator: the moderator opens the console and changes members’ status only', async ({
  browser,
  request,
}) => {
  const [future, member] = [
    await registerMember(request, 'Future Moderator'),
    await registerMember(request, 'Watched Member'),
  ];
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, admin);
  await adminPage.goto(`/admin/users?q=${encodeURIComponent(future.email)}`);
  await adminPage.getByRole('button', { name: 'Change role of Future Moderator' }).click();
  const dialog = adminPage.getByRole('dialog', { name: /Change the role of/ });
  await dialog.getByRole('combobox', { name: 'New role' }).selectOption('moderator');
  await dialog.getByRole('button', { name: 'Change role' }).click();
  // Signed in a moment ago: a fresh proof, so no password is asked.
  await expect(adminPage.getByText('Future Moderator is now: Moderator')).toBeVisible();

  // The decision log has it: who, what on whom, before and after; and so has its CSV export.
  await adminPage
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name: 'Decision log' })
    .click();
  await adminPage.getByRole('combobox', { name: 'What' }).selectOption('user');
  await adminPage.getByRole('textbox', { name: 'Id' }).fill(String(future.data.id));
  await adminPage.getByRole('button', { name: 'Filter', exact: true }).click();
  const entry = adminPage.getByRole('list', { name: 'Decision log' }).getByRole('listitem');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('User · role changed');
  await expect(entry).toContainText(admin.email);
  await expect(entry.getByRole('row', { name: 'role user moderator' })).toBeVisible();
  await expectAxeClean(adminPage, 'the decision log');
  const [download] = await Promise.all([
    adminPage.waitForEvent('download'),
    adminPage.getByRole('button', { name: 'Export as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^domus-decision-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).trim().split('\n');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`,${admin.email},`);
  expect(csv[1]).toContain(`,console,user.role,${future.data.id},"{""role"":""user""}","{""role"":""moderator""}",`);
  await adminPage.context().close();

  const page = await (await browser.newContext()).newPage();
  await signIn(page, future);
  await page.goto(`/admin/users?q=${encodeURIComponent(member.email)}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Watched Member' }) });
  await expect(card.getByRole('button', { name: 'Deactivate Watched Member' })).toBeVisible();
  await expect(card.getByRole('button', { name: /Change role/ })).toHaveCount(0);
  await page.goto(`/admin/users?q=${encodeURIComponent(admin.email)}`);
  const adminCard = page.getByRole('listitem').filter({ hasText: admin.email });
  await expect(adminCard).toHaveCount(1);
  await expect(adminCard.getByRole('button')).toHaveCount(0);
  // The decision log is the admins'.
  await expect(page.getByRole('link', { name: 'Decision log' })).toHaveCount(0);
  await page.goto('/admin/decision-log');
  await expect(page.getByText('Admins only')).toBeVisible();
  await page.context().close();
});

test("the seed admin's overview shows what waits in each queue and today's sign-ups, a fresh member among them", async ({
  browser,
  request,
}) => {
  await registerMember(request, 'Counted Member');
  const page = await (await browser.newContext({ viewport: phone })).newPage();
  await signIn(page, admin);
  await page.goto('/admin');

  const waiting = page.getByRole('region', { name: 'What waits' });
  for (const queue of ['Properties to review', 'Reports of listings', 'Agent verification requests']) {
    await expect(waiting.getByRole('listitem').filter({ hasText: queue })).toHaveText(/^[\d,]+\D/);
  }
  const signUps = page.getByRole('region', { name: 'Today' }).getByRole('listitem').filter({ hasText: 'Sign-ups' });
  const figure = Number((await signUps.locator('span').first().innerText()).replace(/,/g, ''));
  expect(figure).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('figure', { name: 'Sign-ups' }).getByRole('img')).toHaveAttribute(
    'aria-label',
    /^Sign-ups: [\d,]+ in 30 days; the busiest day: /,
  );
  // Nothing runs off a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectAxeClean(page, 'the overview');
  await page.context().close();
});
