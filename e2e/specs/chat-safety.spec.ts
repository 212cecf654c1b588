import { expect, test, type APIRequestContext } from '@playwright/test';

import { chromiumArgs, findChromium } from '../../scripts/find-chromium.mjs';
import { registerMember, signedInPage } from '../support/accounts';

test.use({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } });

const held = 'This message contains a link or phone number from someone you have not talked to.';
const heldArabic = 'تحتوي هذه الرسالة على رابط أو رقم هاتف من شخص لم تتحدث معه من قبل.';
const reported = 'Thank you. Our moderators will look at this conversation.';

/** A stranger writes a first message with a phone number to a member who has never talked to them. */
async function strangerWrites(request: APIRequestContext, text: string) {
  const stranger = await registerMember(request, 'Sam Stranger');
  const member = await registerMember(request, 'Mia Member');
  const sent = await request.post('/api/send_message', {
    headers: { Authorization: `Bearer ${stranger.token}` },
    multipart: { receiver_id: String(member.data.id), message: text },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  // The sender sees it as sent, text and all.
  expect((await sent.json()).data).toMatchObject({ message: text, is_held: 0 });
  return { stranger, member };
}

test('a stranger’s first message with a phone number arrives held; the member shows it and reports the conversation', async ({
  browser,
  request,
}) => {
  const text = 'Pay the deposit today, call me on +971 50 123 4567';
  const { stranger, member } = await strangerWrites(request, text);

  const page = await signedInPage(browser, member);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/user/chat?user=${stranger.data.id}`);
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread).toContainText(held);
  await expect(thread).not.toContainText('123 4567');
  await expect(page.getByRole('list', { name: 'Conversations' })).toContainText('Message with a link or phone number');

  // Shown from the keyboard.
  const show = thread.getByRole('button', { name: 'Show it' });
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(thread).toContainText(text);
  await expect(thread).not.toContainText(held);

  // Reported: the dialog keeps focus inside and gives it back to the page when it closes.
  await page.getByRole('button', { name: 'Report conversation' }).click();
  const dialog = page.getByRole('dialog', { name: /Report your conversation with Sam Stranger/ });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('A scam or asking for money').check();
  await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('Asks for a deposit before any viewing');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(reported)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report conversation' })).toHaveCount(0);

  // Once only: the API refuses a second report with a clear message.
  const again = await request.post('/api/report_chat', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { user_id: stranger.data.id, reason: 'spam' },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe(
    'You have already reported this conversation. Our moderators will look at it.',
  );
});

test('on a phone in Arabic the held message reads right-to-left and fits the screen', async ({ browser, request }) => {
  const text = 'اتصل بي على ٠٥٠ ١٢٣ ٤٥٦٧';
  const { stranger, member } = await strangerWrites(request, text);
  const page = await signedInPage(browser, member);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto(`/user/chat?user=${stranger.data.id}`);
  await expect(page.getByText(heldArabic)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'اعرضها' }).click();
  await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'الإبلاغ عن المحادثة' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
