import { expect, test, type Locator } from '@playwright/test';

import { admin, apiSignIn, registerMember, signedInPage } from '../support/accounts';
import { tabTo } from '../support/keyboard';
import { postApprovedProperty } from '../support/listings';

/**
 * A person without a mouse: from the top of a page, Tab (and Enter, Space, Escape, typing) alone
 * reach the search, a listing, its photos, a dialog and a chat (posting a property by keyboard is
 * in property-listings.spec.ts, beside the other postings of the demo member). Every stop of the way shows where focus
 * is, and a dialog keeps focus inside until it closes, then gives it back.
 */

const focusedIsInside = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

test('keyboard alone searches, opens a listing and goes through its photos', async ({ page, request }) => {
  const [first] = (await (await request.get('/api/get_property?limit=1&sort_by=newest')).json()).data as {
    title: string;
  }[];
  const word = first!.title.split(/\s+/).find((part) => part.length > 3)!;

  await page.goto('/properties');
  const search = page.getByRole('search', { name: 'Filters' }).getByLabel('Search');
  await tabTo(page, search);
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(word)}`));

  const firstCard = page.getByTestId('property-card').first().getByRole('link').first();
  await expect(firstCard).toContainText(new RegExp(word, 'i'));
  await tabTo(page, firstCard);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/properties-details\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const photos = page.getByRole('region', { name: 'Photos' });
  const second = photos.getByRole('button', { name: 'Show photo 2' });
  if (await second.count()) {
    await tabTo(page, second);
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(photos.getByRole('img').first()).toHaveAttribute('alt', /photo 2 of/);
  }
});

test('a dialog opened from the keyboard keeps focus inside and gives it back when closed', async ({
  browser,
  request,
}) => {
  const owner = await registerMember(request, 'Kira Keyboard');
  const property = await postApprovedProperty(
    request,
    { owner: owner.token, admin: (await apiSignIn(request, admin)).token },
    `Keyboard flat ${Date.now()}`,
  );
  const reader = await registerMember(request, 'Ravi Reader');
  const page = await signedInPage(browser, reader);
  await page.goto(`/properties-details/${property.slug_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const report = page.getByRole('button', { name: 'Report', exact: true });
  await tabTo(page, report);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await expect(dialog).toBeVisible();
  for (const key of [...Array(10).fill('Tab'), ...Array(10).fill('Shift+Tab')] as string[]) {
    await page.keyboard.press(key);
    expect(await focusedIsInside(dialog)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();
});

test('keyboard alone starts a chat from a listing and sends a message', async ({ browser, request }) => {
  const owner = await registerMember(request, 'Otto Owner');
  const property = await postApprovedProperty(
    request,
    { owner: owner.token, admin: (await apiSignIn(request, admin)).token },
    `Keyboard house ${Date.now()}`,
  );
  const buyer = await registerMember(request, 'Kai Keys');
  const page = await signedInPage(browser, buyer);
  await page.goto(`/properties-details/${property.slug_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Chat with owner' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/chat\?/);
  const message = page.getByRole('textbox', { name: 'Message' });
  await tabTo(page, message);
  await page.keyboard.type('Is it still available? Asked without a mouse.');
  await tabTo(page, page.getByRole('button', { name: 'Send', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Asked without a mouse.');
});
