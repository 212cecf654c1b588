import { expect, test, type Locator, type Page } from '@playwright/test';

import { admin, apiSignIn, demoMember, registerMember, signedInPage, signIn } from '../support/accounts';
import { ensurePackage, postApprovedProperty } from '../support/listings';

/**
 * A person without a mouse: from the top of a page, Tab (and Enter, Space, Escape, typing) alone
 * reach the search, a listing, its photos, a dialog, a chat and the whole posting form. Every stop of the way shows where focus
 * is, and a dialog keeps focus inside until it closes, then gives it back.
 */

/** Presses Tab (or Shift+Tab) until the target has focus; fails if it is not reached. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element draws a focus indicator: an outline or a ring of box-shadow. */
async function expectVisibleFocus(page: Page) {
  const indicator = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing has focus';
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    return outline || ring
      ? 'visible'
      : `no focus indicator on <${element.tagName.toLowerCase()}> ${element.className}`;
  });
  expect(indicator).toBe('visible');
}

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

test('keyboard alone posts a property, photos chosen through the file dialog', async ({ page, request }) => {
  await ensurePackage(request, (await apiSignIn(request, demoMember)).token);
  await signIn(page, demoMember);
  await page.goto('/user/properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Add property' })).toBeVisible();
  const title = `Keyboard cottage ${Date.now()}`;
  const next = page.getByRole('button', { name: 'Next' });
  const choose = async (field: Locator, files: string[]) => {
    await tabTo(page, field);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(files);
  };

  await tabTo(page, page.getByLabel('Category'));
  await page.keyboard.type('Plot');
  await expect(page.getByLabel('Category')).toHaveValue(/\d+/);
  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type(title);
  await tabTo(page, page.getByLabel('Description'));
  await page.keyboard.type('A quiet plot with a view, posted without touching a mouse.');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByLabel('Plot area (m²) (required)'));
  await page.keyboard.type('640');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  // Nearby places: optional.
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByLabel('Search a place'));
  await page.keyboard.type('Lisbon');
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('list', { name: 'Places found' }).getByRole('button').first());
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chosen-place')).toContainText('Lisbon');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await choose(page.getByLabel('Main photo'), ['e2e/fixtures/profile.png']);
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  // SEO: optional.
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByLabel('Price'));
  await page.keyboard.type('180000');
  await tabTo(page, page.getByRole('button', { name: 'Post property' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/my-properties/);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Pending');
});
