import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { chromiumArgs, findChromium } from '../../scripts/find-chromium.mjs';
import { admin, apiSignIn, registerMember, signedInPage } from '../support/accounts';
import { postApprovedProperty } from '../support/listings';

// Chromium's fake devices give the voice recorder a microphone (a beep) without asking.
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

const blockedByUser = 'You cannot send messages to this user: they have blocked you.';

/** The header's unread notifications (0 when the badge is not shown). */
async function unreadNotifications(page: Page) {
  const badge = page.getByTestId('notification-badge');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
}

test('a buyer chats live with an owner (text, photo, voice note) and the owner blocks the buyer', async ({
  browser,
  request,
}) => {
  // Two members who have just registered: the owner lists a flat (approved by the admin), the buyer looks.
  const owner = await registerMember(request, 'Olga Owner');
  const property = await postApprovedProperty(
    request,
    { owner: owner.token, admin: (await apiSignIn(request, admin)).token },
    `Flat by the park ${Date.now()}`,
  );
  const buyer = await registerMember(request, 'Bea Buyer');

  const ownerPage = await signedInPage(browser, owner);
  await ownerPage.goto('/user/chat');
  await expect(ownerPage.getByRole('heading', { level: 1 })).toBeVisible();
  const unreadBefore = await unreadNotifications(ownerPage);

  // The buyer opens the listing and starts the conversation from it.
  const buyerPage = await signedInPage(browser, buyer);
  await buyerPage.goto(`/properties-details/${property.slug_id}`);
  await buyerPage.getByRole('button', { name: 'Chat with owner' }).click();
  await expect(buyerPage).toHaveURL(new RegExp(`/user/chat\\?user=${owner.data.id}&property=${property.id}`));
  await expect(buyerPage.getByText(property.title).first()).toBeVisible();
  await buyerPage.getByRole('textbox', { name: 'Message' }).fill('Hello, is it still available?');
  await buyerPage.getByRole('button', { name: 'Send', exact: true }).click();
  const buyerThread = buyerPage.getByRole('list', { name: 'Messages' });
  await expect(buyerThread).toContainText('Hello, is it still available?');

  // The owner sees it arrive without reloading: the conversation, and one more notification in the header.
  const conversations = ownerPage.getByRole('list', { name: 'Conversations' });
  await expect(conversations).toContainText(buyer.name);
  await expect(ownerPage.getByTestId('notification-badge')).toHaveText(String(unreadBefore + 1));
  await conversations.getByRole('button', { name: new RegExp(buyer.name) }).click();
  const ownerThread = ownerPage.getByRole('list', { name: 'Messages' });
  await expect(ownerThread).toContainText('Hello, is it still available?');

  // A photo, private to the two of them: the page shows it from its own link, which no public
  // folder has.
  await buyerPage.getByTestId('chat-file-input').setInputFiles('e2e/fixtures/profile.png');
  await buyerPage.getByRole('button', { name: 'Send', exact: true }).click();
  const photo = ownerThread.getByRole('img', { name: /opens full size/ });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const photoUrl = new URL((await photo.getAttribute('src'))!);
  expect(photoUrl.pathname).toBe('/api/chat-file');
  expect((await request.get(`/uploads/chat/${photoUrl.searchParams.get('file')}`)).status()).toBe(404);
  expect((await request.get(`${photoUrl.pathname}?${photoUrl.searchParams}`)).headers()['cache-control']).toBe(
    'private, no-store',
  );

  // A voice note from the fake microphone.
  await buyerPage.getByRole('button', { name: 'Record voice note' }).click();
  await expect(buyerPage.getByRole('timer')).toContainText('0:02');
  await buyerPage.getByRole('button', { name: 'Stop recording' }).click();
  await buyerPage.getByRole('button', { name: 'Send voice note' }).click();
  await expect(ownerThread.getByLabel('Voice note')).toHaveCount(1);
  await expect(buyerThread.getByLabel('Voice note')).toHaveCount(1);
  // The player reads the note from its private link (HAVE_METADATA or more).
  await expect
    .poll(() => ownerThread.getByLabel('Voice note').evaluate((player: HTMLAudioElement) => player.readyState))
    .toBeGreaterThanOrEqual(1);

  // The owner answers, then blocks the buyer.
  await ownerPage.getByRole('textbox', { name: 'Message' }).fill('Yes it is.');
  await ownerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(buyerThread).toContainText('Yes it is.');
  // Both sides' bubbles, with their times and read receipts, are readable (WCAG AA contrast and the rest).
  for (const page of [buyerPage, ownerPage]) {
    const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  }
  await ownerPage.getByRole('button', { name: 'Block user' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: /^Block / });
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Too many voice notes');
  await dialog.getByRole('button', { name: 'Block this user' }).click();
  await expect(ownerPage.getByRole('button', { name: 'Unblock user' })).toBeVisible();

  // The buyer's thread says why it can no longer send, live; the API refuses with the same words.
  await expect(buyerPage.getByText(blockedByUser)).toBeVisible();
  await expect(buyerPage.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  const refused = await request.post('/api/send_message', {
    headers: { Authorization: `Bearer ${buyer.token}` },
    multipart: { receiver_id: String(owner.data.id), property_id: String(property.id), message: 'Please?' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(blockedByUser);
  await expect(ownerThread).not.toContainText('Please?');

  // One notification for the whole conversation; opening the notifications reads it and clears the badge.
  await ownerPage.getByRole('link', { name: /^Notifications, \d+ unread/ }).click();
  await expect(ownerPage.getByRole('heading', { level: 2, name: /New message from Bea Buyer/ })).toHaveCount(1);
  await expect(ownerPage.getByTestId('notification-badge')).toHaveCount(0);
});
