import { expect, test } from '@playwright/test';

import { expectAxeClean } from '../support/axe';
import { admin, registerMember, signIn } from '../support/accounts';
import { tabTo } from '../support/keyboard';

/*
 * Notices: an admin composes a notice in the console's Notices screen (mf-admin,
 * `/admin/notices`) to the members of a city, sees how many it reaches and its preview, sends it
 * after confirming, and a member of that city reads it in their notifications on the site.
 */

const phone = { width: 390, height: 844 };
const city = 'Melbourne';

test('an admin sends a notice to a city, and a member of that city reads it in their notifications', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const member = await registerMember(request, `Notice Reader ${run}`);
  const moved = await request.post('/api/update_profile', {
    headers: { Authorization: `Bearer ${member.token}` },
    multipart: { city },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  const title = `Street works ${run}`;

  const page = await (await browser.newContext({ viewport: phone })).newPage();
  await signIn(page, admin);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Notices' }).click();
  await expect(page).toHaveURL(/\/admin\/notices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  await expect(page.getByText(/^This notice reaches \d+ (person|people)\.$/)).toBeVisible();

  // Composed from the keyboard: the segment by its radio group's arrows, then the city.
  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await page.keyboard.type('The main street is closed on Sunday.');
  await page.keyboard.press('Tab');
  await page.keyboard.type('/properties');
  await tabTo(page, page.getByRole('radio', { name: /Everyone/ }));
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /A city/ })).toBeChecked();
  await page.getByLabel('City', { exact: true }).selectOption(city);
  const count = page.getByText(/^This notice reaches \d+ (person|people)\.$/);
  await expect(count).toBeVisible();
  const recipients = Number(/\d+/.exec((await count.textContent()) ?? '')![0]);
  expect(recipients).toBeGreaterThanOrEqual(1);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText(title)).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectAxeClean(page, 'the Notices screen');

  await tabTo(page, page.getByRole('button', { name: 'Send', exact: true }));
  await page.keyboard.press('Enter');
  const ask = page.getByRole('alertdialog', { name: new RegExp(`^Send to ${recipients} (person|people)\\?$`) });
  await expect(ask).toBeVisible();
  await expectAxeClean(page, 'the confirmation dialog');
  await tabTo(page, ask.getByRole('button', { name: 'Send', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Notice sent to ${recipients} ${recipients === 1 ? 'person' : 'people'}.`)).toBeVisible();
  const sent = page.getByRole('list', { name: 'Notices sent' }).getByRole('listitem').first();
  await expect(sent.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(sent).toContainText(city);

  // The screen in Arabic, right to left, on the phone.
  await page.getByLabel('Language').first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectAxeClean(page, 'the Notices screen in Arabic');
  await page.context().close();

  const memberPage = await (await browser.newContext()).newPage();
  await signIn(memberPage, member);
  await memberPage.goto('/user/notifications');
  const notice = memberPage.getByRole('listitem').filter({ hasText: title });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('The main street is closed on Sunday.');
  await expect(notice.getByRole('link', { name: title })).toHaveAttribute('href', '/properties');
  await memberPage.context().close();
});
