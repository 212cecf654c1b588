import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';

import { expectAxeClean } from '../support/axe';
import { admin, registerMember, signIn } from '../support/accounts';
import { tabTo } from '../support/keyboard';

/*
 * Bank transfers: a member pays a plan by bank transfer on the site (`/subscription-plan`),
 * sending the receipt; an admin sees it in the console's Payments screen (mf-admin,
 * `/admin/payments`) with the receipt shown in place, and confirms it (the package starts) or
 * rejects it with a reason the member reads in their transaction history.
 *
 * No wait for 'networkidle': Chromium's PDF viewer keeps a page from ever being idle.
 */

const phone = { width: 390, height: 844 };

type Member = Awaited<ReturnType<typeof registerMember>>;

const planCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });

/** The member pays the Professional plan by bank transfer with `receipt`, from the plans page. */
async function payByBankTransfer(browser: Browser, member: Member, receipt: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, member);
  await page.goto('/subscription-plan');
  await planCard(page, 'Professional').getByRole('button', { name: 'Bank transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay by bank transfer' });
  await expect(dialog.getByText('Transfer $19.99 to the account below')).toBeVisible();
  await expect(dialog.getByText('IBAN')).toBeVisible();
  await dialog.getByLabel('Receipt of the transfer').setInputFiles(receipt);
  await dialog.getByRole('button', { name: 'Upload receipt' }).click();
  await expect(page.getByText('Receipt uploaded: your payment is awaiting confirmation.')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/transaction-history$/);
  await expect(page.getByRole('row').filter({ hasText: 'Professional' }).first()).toContainText(
    'Awaiting confirmation',
  );
  await context.close();
}

/** The card of `name`'s transfer in the review view (newest first: fresh ones are on the first page). */
async function transferOf(page: Page, name: RegExp): Promise<Locator> {
  const list = page.getByRole('list', { name: 'Bank transfers awaiting confirmation' });
  await expect(list).toHaveAttribute('aria-busy', 'false');
  const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
  await expect(card).toHaveCount(1);
  return card;
}

test('an admin confirms a bank transfer from its receipt, and rejects another with a reason the member reads', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const payer = await registerMember(request, `Transfer Payer ${run}`);
  const refused = await registerMember(request, `Transfer Refused ${run}`);
  await payByBankTransfer(browser, payer, 'e2e/fixtures/profile.png');
  await payByBankTransfer(browser, refused, 'e2e/fixtures/licence.pdf');

  // A fresh sign-in is a fresh proof of identity: confirming asks for no password.
  const page = await (await browser.newContext({ viewport: phone })).newPage();
  await signIn(page, admin);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();

  const card = await transferOf(page, new RegExp(payer.name));
  await expect(card.getByText(payer.email)).toBeVisible();
  await expect(card.getByText('Awaiting confirmation')).toBeVisible();
  const receipt = card.getByRole('img', { name: `Receipt of ${payer.name}` });
  await expect(receipt).toBeVisible();
  await expect
    .poll(() => receipt.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await receipt.getAttribute('src')).toMatch(/^blob:/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectAxeClean(page, 'the Payments screen');

  // Confirm with the keyboard only, after the dialog asks.
  await tabTo(page, card.getByRole('button', { name: /^Confirm the bank transfer/ }));
  await page.keyboard.press('Enter');
  const ask = page.getByRole('alertdialog');
  await expect(ask).toBeVisible();
  await expectAxeClean(page, 'the confirmation dialog');
  await tabTo(page, ask.getByRole('button', { name: 'Confirm', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/confirmed: the package is active\./)).toBeVisible();
  await expect(card).toHaveCount(0);

  // Reject the other: a reason is required, and it is what the member reads.
  const other = await transferOf(page, new RegExp(refused.name));
  await expect(other.getByTitle(`Receipt of ${refused.name}`)).toHaveAttribute('src', /^blob:/);
  await other.getByRole('button', { name: /^Reject the bank transfer/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByText('Enter the reason.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason (the member reads it)' }).fill('The receipt shows another amount.');
  await expectAxeClean(page, 'the rejection dialog');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText(/rejected\.$/)).toBeVisible();
  await expect(other).toHaveCount(0);

  // Every transaction, filtered by the member's e-mail.
  await page.getByRole('link', { name: 'All transactions' }).click();
  const filters = page.getByRole('form', { name: 'Filter transactions' });
  await filters.getByLabel("Member's e-mail").fill(refused.email);
  await filters.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/view=all&email=/);
  const decided = page.getByRole('list', { name: 'All transactions' }).getByRole('listitem');
  await expect(decided).toHaveCount(1);
  await expect(decided.getByText('The receipt shows another amount.')).toBeVisible();

  // The screen in Arabic, right to left, on the phone.
  await page.getByLabel('Language').first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المدفوعات' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectAxeClean(page, 'the Payments screen in Arabic');
  await page.context().close();

  // The payer's package is active; the other member reads why and may send another receipt.
  const payerPage = await (await browser.newContext()).newPage();
  await signIn(payerPage, payer);
  await payerPage.goto('/subscription-plan');
  const current = payerPage.getByRole('region', { name: 'Your current packages' });
  await expect(current.getByRole('listitem', { name: 'Professional' })).toBeVisible();
  await payerPage.context().close();

  const refusedPage = await (await browser.newContext()).newPage();
  await signIn(refusedPage, refused);
  await refusedPage.goto('/user/transaction-history');
  const row = refusedPage.getByRole('row').filter({ hasText: 'Professional' }).first();
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText('The receipt shows another amount.');
  await expect(row.getByRole('button', { name: 'Upload a new receipt for Professional' })).toBeVisible();
  await refusedPage.context().close();
});
