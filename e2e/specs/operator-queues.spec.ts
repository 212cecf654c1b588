import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { expectAxeClean } from '../support/axe';
import { admin, apiSignIn, registerMember, signIn } from '../support/accounts';
import { tabTo } from '../support/keyboard';
import { postProperty } from '../support/listings';

/*
 * The console's Review queues screen (mf-admin, `/admin/queues`): a moderator works the queue
 * of properties waiting for review on a phone, by keys: moves with j/k, approves one (it shows
 * on the public site), rejects another with a reason (its owner is told why); a decision another
 * moderator made first is refused with their name.
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

/** How many properties wait for review now. */
async function waiting(request: APIRequestContext, token: string) {
  const reply = await request.get('/api/admin/properties/pending?limit=1', { headers: bearer(token) });
  return ((await reply.json()) as { total: number }).total;
}

/** The card of `title` in the queue, paging on (oldest first) until it shows. */
async function itemOf(page: Page, title: string): Promise<Locator> {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  const list = page.getByRole('list', { name: 'Properties' });
  await expect(list).toHaveAttribute('aria-busy', 'false');
  for (let shown = 1; shown <= 30 && (await card.count()) === 0; shown += 1) {
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/cursor=/);
    await expect(list).toHaveAttribute('aria-busy', 'false');
  }
  await expect(card).toHaveCount(1);
  return card;
}

/** A dialog's question about a listing (its title set apart for right-to-left text). */
const asked = (verb: string, title: string) => new RegExp(`^${verb} .?${title}.?\\?$`);

/** Moves the open item with k to the top of the page, then with j down to `card`. */
async function openByKeys(page: Page, card: Locator) {
  const top = page.getByRole('list', { name: 'Properties' }).locator(':scope > li').first();
  for (let step = 0; step < 25 && (await top.getAttribute('aria-current')) !== 'true'; step += 1) {
    await page.keyboard.press('k');
  }
  await expect(top).toHaveAttribute('aria-current', 'true');
  for (let step = 0; step < 25 && (await card.getAttribute('aria-current')) !== 'true'; step += 1) {
    await page.keyboard.press('j');
  }
  await expect(card).toHaveAttribute('aria-current', 'true');
}

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

test('a moderator works the listing queue by keys: approves one, rejects one, and a stale decision is refused', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const owner = await registerMember(request, `Queue Owner ${run}`);
  const { token: ownerToken } = await apiSignIn(request, owner);
  const first = await registerModerator(request, `First Moderator ${run}`);
  const second = await registerModerator(request, `Second Moderator ${run}`);
  const { token: firstToken } = await apiSignIn(request, first);

  // Three listings wait at the end of the queue; the two worked by keys share a page of 20.
  if ((await waiting(request, firstToken)) % 20 === 18) await postProperty(request, ownerToken, `Queue filler ${run}`);
  const stale = await postProperty(request, ownerToken, `Queue stale ${run}`);
  const approved = await postProperty(request, ownerToken, `Queue approved ${run}`);
  const rejected = await postProperty(request, ownerToken, `Queue rejected ${run}`);

  const page = await (await browser.newContext({ viewport: phone })).newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // The refusals the test asks for (the stale decision, and the claim on that item) answer 409.
    if (message.type() === 'error' && !/status of 409/.test(message.text())) errors.push(message.text());
  });
  await signIn(page, second);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Review queues' }).click();
  await expect(page).toHaveURL(/\/admin\/queues$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review queues' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Properties' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText(/Keys:/)).toBeVisible();

  // The stale one: the first moderator rejects it while it shows here; approving it is refused, naming them.
  const staleCard = await itemOf(page, stale.title);
  await expect(staleCard.getByText(owner.email)).toBeVisible();
  await expect(staleCard.getByText('Lisbon')).toBeVisible();
  await expect(staleCard.getByRole('img', { name: `Photo 1 of ${stale.title}` })).toBeVisible();
  const byFirst = await request.post('/api/admin/properties/reject', {
    headers: bearer(firstToken),
    data: { id: stale.id, reason: 'Duplicate of another listing', expected_status: 'pending' },
  });
  expect(byFirst.ok(), await byFirst.text()).toBe(true);
  await staleCard.getByRole('button', { name: `Approve ${stale.title}` }).click();
  const refusal = page.getByRole('dialog', { name: asked('Approve', stale.title) });
  await refusal.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(refusal.getByRole('alert')).toContainText(
    `Property ${stale.id} was already rejected by ${first.name} (${first.email})`,
  );
  await page.keyboard.press('Escape');
  await expect(refusal).toHaveCount(0);
  await expect(staleCard).toHaveCount(0);

  // By keys: k up to the page's first item, j down to the one to approve, j to the next, k back, a to approve.
  const approveCard = await itemOf(page, approved.title);
  const rejectCard = await itemOf(page, rejected.title);
  await openByKeys(page, approveCard);
  await expect(approveCard.getByText('No decision yet.')).toBeVisible();
  await expect(approveCard.getByText(/You are reviewing this item/)).toBeVisible();
  await noHorizontalScroll(page);
  await expectAxeClean(page, 'the Review queues screen');
  await page.keyboard.press('j');
  await expect(rejectCard).toHaveAttribute('aria-current', 'true');
  await expect(rejectCard).toBeFocused();
  await page.keyboard.press('k');
  await expect(approveCard).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('a');
  const approveDialog = page.getByRole('dialog', { name: asked('Approve', approved.title) });
  await expect(approveDialog).toBeVisible();
  // Keys typed in the note are text, not commands.
  await tabTo(page, approveDialog.getByRole('textbox', { name: 'Note for the owner (optional)' }));
  await page.keyboard.type('Welcome aboard');
  await expect(approveDialog.getByRole('textbox')).toHaveValue('Welcome aboard');
  await tabTo(page, approveDialog.getByRole('button', { name: 'Approve', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Done: 1 item approved (or dismissed).')).toBeVisible();
  await expect(approveCard).toHaveCount(0);
  // It shows on the public site.
  const shown = await request.get(`/api/get_property?id=${approved.id}`);
  expect(shown.ok()).toBe(true);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/properties-details/${approved.slug_id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: approved.title })).toBeVisible();
  await visitor.context().close();

  // The next one is open now: r, a usual reason edited, sent; its owner reads it.
  await expect(rejectCard).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('r');
  const rejectDialog = page.getByRole('dialog', { name: asked('Reject', rejected.title) });
  await tabTo(page, rejectDialog.getByRole('button', { name: 'Reject', exact: true }));
  await page.keyboard.press('Enter');
  await expect(rejectDialog.getByText('Write the reason the owner will read.')).toBeVisible();
  await rejectDialog.getByRole('button', { name: 'Photos' }).click();
  const reason = rejectDialog.getByRole('textbox', { name: 'Reason, sent to the owner' });
  await expect(reason).toHaveValue(/^The photos do not show this property/);
  await reason.press('End');
  await reason.pressSequentially(' The front is blurred.');
  await expectAxeClean(page, 'the rejection dialog');
  await tabTo(page, rejectDialog.getByRole('button', { name: 'Reject', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Done: 1 item rejected/)).toBeVisible();
  await expect(rejectCard).toHaveCount(0);
  const notices = await request.get('/api/get_notification_list?limit=5', { headers: bearer(ownerToken) });
  expect(await notices.text()).toContain('The front is blurred.');
  expect((await request.get(`/api/get_property?id=${rejected.id}`)).status()).toBe(404);

  // The same screen in Arabic, right to left, on the phone.
  await page.getByLabel('Language').first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'قوائم المراجعة' })).toBeVisible();
  await noHorizontalScroll(page);
  await expectAxeClean(page, 'the Review queues screen in Arabic');
  expect(errors).toEqual([]);
  await page.context().close();
});
