import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { expectAxeClean } from '../support/axe';
import { admin, apiSignIn, registerMember, signIn } from '../support/accounts';
import { distinctPhoto, distinctPlace } from '../support/distinct-home';
import { tabTo } from '../support/keyboard';
import { approveProperty, postProperty } from '../support/listings';

/*
 * The console's cases (mf-admin): `/admin/duplicates`, where a moderator compares a suspected
 * duplicate with its original and confirms it, and `/admin/chat-reports`, where a moderator reads
 * a reported conversation, bans the reported member from chatting, then lifts the ban.
 */

const phone = { width: 390, height: 844 };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A fresh member the seed admin makes a moderator. */
async function registerModerator(request: APIRequestContext, name: string) {
  const moderator = await registerMember(request, name);
  const { token } = await apiSignIn(request, admin);
  const reply = await request.post('/api/admin/users/role', {
    data: { email: moderator.email, role: 'moderator' },
    headers: bearer(token),
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return moderator;
}

/** The case card with the heading `name` (h2: the case, h3: a listing of a pair), loading more pages until it shows. */
async function caseCard(page: Page, list: string, name: string | RegExp, level = 2) {
  const card = page
    .getByRole('list', { name: list })
    .locator(':scope > li')
    .filter({ has: page.getByRole('heading', { level, name }) });
  await expect(page.getByRole('list', { name: list })).toHaveAttribute('aria-busy', 'false');
  for (let more = 0; more < 20 && (await card.count()) === 0; more += 1) {
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('list', { name: list })).toHaveAttribute('aria-busy', 'false');
  }
  await expect(card).toHaveCount(1);
  return card;
}

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

test('a moderator compares a suspected duplicate with its original and confirms it', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const [first, second] = [
    await registerMember(request, `First Owner ${run}`),
    await registerMember(request, `Second Owner ${run}`),
  ];
  const adminToken = (await apiSignIn(request, admin)).token;
  // The same photo at the same spot and price: the check suspects the second of copying the first.
  const home = { photo: distinctPhoto(), place: distinctPlace() };
  const original = await postProperty(request, first.token, `Original flat ${run}`, home);
  await approveProperty(request, adminToken, original.id);
  const copy = await postProperty(request, second.token, `Copied flat ${run}`, home);
  const moderator = await registerModerator(request, `Case Moderator ${run}`);

  const page = await (await browser.newContext({ viewport: phone })).newPage();
  await signIn(page, moderator);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Duplicates' }).click();
  await expect(page).toHaveURL(/\/admin\/duplicates$/);
  await expect(page.getByRole('link', { name: 'Open', exact: true })).toHaveAttribute('aria-current', 'true');
  const card = await caseCard(page, 'Duplicates', `Newer listing #${copy.id}`, 3);
  await expect(card.getByRole('heading', { level: 3, name: `Suspected original #${original.id}` })).toBeVisible();
  await expect(card.getByText(`Copied flat ${run}`)).toBeVisible();
  await expect(card.getByText(`Original flat ${run}`)).toBeVisible();
  await expect(card.getByText(second.email)).toBeVisible();
  await expect(card.getByText(/pictures? matched/)).toBeVisible();
  await noSideScroll(page);
  await expectAxeClean(page, 'the Duplicates screen');

  // Confirm with the keyboard only: a usual reason, edited.
  await tabTo(
    page,
    card.getByRole('button', { name: `Confirm duplicate: listing #${copy.id} copies #${original.id}` }),
  );
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Listing #${copy.id} duplicates #${original.id}?` });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'This listing copies another owner’s listing.' }));
  await page.keyboard.press('Enter');
  const reason = dialog.getByRole('textbox', { name: 'Reason (kept in the decision log)' });
  await expect(reason).toBeFocused();
  await reason.press('End');
  await reason.pressSequentially(` See #${original.id}.`);
  await expectAxeClean(page, 'the confirmation dialog');
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm duplicate' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(`Confirmed: listing #${copy.id} duplicates #${original.id} and was rejected.`),
  ).toBeVisible();
  await expect(card).toHaveCount(0);

  // Decided: under its state, with the reason; who decided and why.
  await page.getByRole('link', { name: 'Decided' }).click();
  await expect(page).toHaveURL(/state=decided/);
  const decided = await caseCard(page, 'Duplicates', `Newer listing #${copy.id}`, 3);
  await expect(decided.getByText(`This listing copies another owner’s listing. See #${original.id}.`)).toBeVisible();

  // In Arabic, right to left, on the phone.
  await page.getByLabel('Language').first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الإعلانات المكررة' })).toBeVisible();
  await noSideScroll(page);
  await expectAxeClean(page, 'the Duplicates screen in Arabic');
  await page.context().close();
});

test('a moderator reads a reported conversation, bans the sender from chatting, then lifts the ban', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const reporter = await registerMember(request, `Rita Reporter ${run}`);
  const sender = await registerMember(request, `Sam Sender ${run}`);
  const send = (text: string) =>
    request.post('/api/send_message', {
      headers: bearer(sender.token),
      multipart: { receiver_id: String(reporter.data.id), message: text },
    });
  expect((await send('Pay the deposit before the viewing')).ok()).toBe(true);
  const reported = await request.post('/api/report_chat', {
    headers: bearer(reporter.token),
    data: { user_id: sender.data.id, reason: 'scam', details: 'Wants money first' },
  });
  expect(reported.ok(), await reported.text()).toBe(true);
  const moderator = await registerModerator(request, `Chat Moderator ${run}`);

  const page = await (await browser.newContext({ viewport: phone })).newPage();
  await signIn(page, moderator);
  await page.goto('/admin/chat-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat reports' })).toBeVisible();
  const card = await caseCard(page, 'Chat reports', new RegExp(`Rita Reporter ${run}.* reported .*Sam Sender ${run}`));
  await expect(card.getByText('Wants money first')).toBeVisible();
  await expect(card.getByText('Pay the deposit before the viewing')).toBeVisible();
  await noSideScroll(page);
  await expectAxeClean(page, 'the Chat reports screen');

  await tabTo(
    page,
    card.getByRole('button', { name: `Ban Sam Sender ${run} from chatting (reported by Rita Reporter ${run})` }),
  );
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await tabTo(page, dialog.getByRole('button', { name: 'Asked for money before any viewing.' }));
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Ban', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Banned: Sam Sender ${run} can no longer send messages.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await send('Hello?')).status()).toBe(403);

  // The ban, under the decided reports, is lifted: the member may send again.
  await page.getByRole('link', { name: 'Decided' }).click();
  const decided = await caseCard(
    page,
    'Chat reports',
    new RegExp(`Rita Reporter ${run}.* reported .*Sam Sender ${run}`),
  );
  await expect(decided.getByText('Banned from chatting')).toBeVisible();
  await decided.getByRole('button', { name: `Lift ban of Sam Sender ${run}` }).click();
  const lift = page.getByRole('dialog');
  await lift.getByRole('button', { name: 'Lifted on appeal.' }).click();
  await expectAxeClean(page, 'the lift dialog');
  await lift.getByRole('button', { name: 'Lift ban' }).click();
  await expect(page.getByText(`Ban lifted: Sam Sender ${run} may send messages again.`)).toBeVisible();
  await expect(decided.getByRole('button', { name: /Lift ban of/ })).toHaveCount(0);
  expect((await send('Sorry about that')).ok()).toBe(true);

  await page.getByLabel('Language').first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'بلاغات المحادثات' })).toBeVisible();
  await noSideScroll(page);
  await expectAxeClean(page, 'the Chat reports screen in Arabic');
  await page.context().close();
});
