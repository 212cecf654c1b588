import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

import { expectAxeClean } from '../support/axe';
import { admin, apiSignIn, registerMember, signIn } from '../support/accounts';
import { tabTo } from '../support/keyboard';

/*
 * No wait for 'networkidle' here: Chromium's PDF viewer, in the frame of a PDF document, keeps
 * the page from ever being idle; each step waits for what it shows instead.
 *
 * The console's Verification screen (mf-admin, `/admin/verification`): members apply to become
 * verified agents on the site, and a moderator reviews each application there, its document
 * shown inside the console, then approves or rejects it.
 */

const phone = { width: 390, height: 844 };

type Member = Awaited<ReturnType<typeof registerMember>>;

/** Every Content-Security-Policy refusal the page reports (as security.spec.ts reads them). */
function cspViolations(page: Page) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

/** The member applies through the site's form, with their licence as a picture or a PDF. */
async function applyForVerification(browser: Browser, member: Member, document: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, member);
  await page.goto('/user/agent-verification');
  const form = page.getByRole('form', { name: 'Verification form' });
  await form.getByLabel('Full legal name *').fill(member.name);
  await form.getByLabel('Licence number *').fill('AMI-24680');
  await form.getByLabel('Years of experience *').fill('7');
  await form.getByRole('radio', { name: 'Independent agent' }).check();
  await form.getByRole('checkbox', { name: 'Sales' }).check();
  await form.getByLabel('Identity document *').setInputFiles(document);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Your verification request has been sent.')).toBeVisible();
  await context.close();
}

/** A fresh member the seed admin makes a moderator (a fresh sign-in is a fresh proof of identity). */
async function registerModerator(request: APIRequestContext, name: string) {
  const moderator = await registerMember(request, name);
  const { token } = await apiSignIn(request, admin);
  const reply = await request.post('/api/admin/users/role', {
    data: { email: moderator.email, role: 'moderator' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return moderator;
}

/** The member's verification as the API tells them. */
async function verificationOf(request: APIRequestContext, member: Member) {
  const { token } = await apiSignIn(request, member);
  const reply = await request.get('/api/get-agent-verification-form-values', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await reply.json()) as { data: { verification_status: string; reason: string } }).data;
}

/** The card of `name`'s application, on whichever page of the queue it is (oldest first). */
async function applicationOf(page: Page, name: string): Promise<Locator> {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
  const list = page.getByRole('list', { name: 'Agent verification' });
  await expect(list).toHaveAttribute('aria-busy', 'false');
  for (let shown = 1; shown <= 20 && (await card.count()) === 0; shown += 1) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`page=${shown + 1}`));
    await expect(list).toHaveAttribute('aria-busy', 'false');
  }
  await expect(card).toHaveCount(1);
  return card;
}

test('a moderator sees an application with its document in the console, approves one and rejects another', async ({
  browser,
  request,
}) => {
  // Three fresh members and two applications through the site's form before the console's part.
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const approved = await registerMember(request, `Approved Applicant ${run}`);
  const rejected = await registerMember(request, `Rejected Applicant ${run}`);
  await applyForVerification(browser, approved, 'e2e/fixtures/profile.png');
  await applyForVerification(browser, rejected, 'e2e/fixtures/licence.pdf');
  const moderator = await registerModerator(request, `Queue Moderator ${run}`);

  const page = await (await browser.newContext({ viewport: phone })).newPage();
  const refused = cspViolations(page);
  await signIn(page, moderator);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name: 'Agent verification' })
    .click();
  await expect(page).toHaveURL(/\/admin\/verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent verification' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Waiting' })).toHaveAttribute('aria-current', 'true');

  // The application, its answers and its picture, fetched with the moderator's token and drawn here.
  const card = await applicationOf(page, approved.name);
  await expect(card.getByText(approved.email)).toBeVisible();
  await expect(card.getByText('AMI-24680')).toBeVisible();
  const picture = card.getByRole('img', { name: `Identity document of ${approved.name}` });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await picture.getAttribute('src')).toMatch(/^blob:/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectAxeClean(page, 'the Verification screen');

  // Approve, confirming in the dialog, with the keyboard only.
  await tabTo(page, card.getByRole('button', { name: `Approve the application of ${approved.name}` }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Approve', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Approved: ${approved.name} is now a verified agent.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await verificationOf(request, approved)).toMatchObject({ verification_status: 'success' });

  // Reject the other one: a usual reason, edited, is what its applicant reads.
  const other = await applicationOf(page, rejected.name);
  // A PDF shows in the browser's viewer, in a frame of its blob (the site's CSP lets it), and downloads.
  await expect(other.getByTitle(`Identity document of ${rejected.name}`)).toHaveAttribute('src', /^blob:/);
  await expect(other.getByRole('link', { name: 'Download Identity document' })).toHaveAttribute('href', /^blob:/);
  await other.getByRole('button', { name: `Reject the application of ${rejected.name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByText('Write the reason the applicant will read.')).toBeVisible();
  await dialog.getByRole('button', { name: 'The name does not match the account.' }).click();
  const reason = dialog.getByRole('textbox', { name: 'Reason, sent to the applicant' });
  await expect(reason).toHaveValue('The name does not match the account.');
  await reason.press('End');
  await reason.pressSequentially(' Please use your legal name.');
  await expectAxeClean(page, 'the rejection dialog');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText(`Rejected: ${rejected.name} was told why.`)).toBeVisible();
  await expect(other).toHaveCount(0);
  expect(await verificationOf(request, rejected)).toEqual(
    expect.objectContaining({
      verification_status: 'failed',
      reason: 'The name does not match the account. Please use your legal name.',
    }),
  );

  // The decided ones are under their statuses.
  await page.getByRole('link', { name: 'Rejected' }).click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(
    (await applicationOf(page, rejected.name)).getByText(
      'The name does not match the account. Please use your legal name.',
    ),
  ).toBeVisible();

  // The same screen in Arabic, right to left, on the phone.
  await page.getByLabel('Language').first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'توثيق الوكلاء' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'مرفوضة' })).toHaveAttribute('aria-current', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectAxeClean(page, 'the Verification screen in Arabic');
  expect(refused).toEqual([]);
  await page.context().close();
});
