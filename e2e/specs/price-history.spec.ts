import { expect, test, type Page } from '@playwright/test';

import { admin, apiSignIn, registerMember, signedInPage } from '../support/accounts';
import { postApprovedProperty } from '../support/listings';
import { desktopAndPhone } from '../support/sizes';

/*
 * A member favourites a listing; its owner lowers the price in the edit form; the member hears of
 * it live and the listing's page shows the price history, on a laptop and a phone, in English
 * and in Arabic.
 */

test.describe.configure({ mode: 'serial' });

let slug = '';
let title = '';

/** The history section of the property page, once its chart has drawn. */
async function priceHistory(page: Page, heading: string) {
  const section = page.getByRole('region', { name: heading });
  await expect(section).toBeVisible();
  await expect(section.getByTestId('price-history-chart').locator('canvas').first()).toBeVisible();
  return section;
}

test('a member who favourited a listing hears when its owner lowers the price, and its page shows the history', async ({
  browser,
  request,
}) => {
  const owner = await registerMember(request, 'Pia Owner');
  const fan = await registerMember(request, 'Finn Fan');
  const property = await postApprovedProperty(
    request,
    { owner: owner.token, admin: (await apiSignIn(request, admin)).token },
    `Terrace flat with a view ${Date.now()}`,
  );
  slug = property.slug_id;
  title = property.title;

  // One price so far: no history section.
  const fanPage = await signedInPage(browser, fan);
  await fanPage.goto(`/properties-details/${slug}`);
  await fanPage.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(fanPage.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  await expect(fanPage.getByRole('region', { name: 'Description' })).toBeVisible();
  await expect(fanPage.getByRole('region', { name: 'Price history' })).toHaveCount(0);

  // The owner lowers the price in the edit form.
  const ownerPage = await signedInPage(browser, owner);
  await ownerPage.goto(`/user/edit-property/${slug}`);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Edit property' })).toBeVisible();
  await ownerPage.getByRole('list', { name: 'Steps' }).getByRole('button', { name: /Price/ }).click();
  await ownerPage.getByLabel('Price').fill('150000');
  await ownerPage.getByRole('button', { name: 'Save changes' }).click();
  await expect(ownerPage).toHaveURL(/\/user\/my-properties/);

  // The member, still on the page, is told at once (toast and the header's count), then reads it.
  await expect(fanPage.getByText('Price drop on a favourite').first()).toBeVisible();
  await expect(fanPage.getByTestId('notification-badge')).toBeVisible();
  await fanPage.goto('/user/notifications');
  await expect(fanPage.getByRole('list', { name: 'Notifications' })).toContainText(
    `The price of ${title} went down 17%.`,
  );

  // The page shows both prices, the newer one lower.
  await fanPage.goto(`/properties-details/${slug}`);
  const section = await priceHistory(fanPage, 'Price history');
  await expect(section.getByText(/^Price dropped 17% since /)).toBeVisible();
  const table = section.getByRole('table', { name: 'Prices of this listing, oldest first' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('$180K');
  await expect(table.getByRole('row').nth(2)).toContainText('$150K');
  await expect(table.getByRole('row').nth(2)).toContainText('Down 17%');

  // The owner sees it on their own listing's page too.
  await ownerPage.goto(`/properties-details/${slug}`);
  await priceHistory(ownerPage, 'Price history');
});

for (const { name, viewport } of desktopAndPhone) {
  test(`the price history shows on a ${name} in Arabic, right to left`, async ({ browser }) => {
    test.skip(!slug, 'needs the listing of the first test');
    const page = await (await browser.newContext({ viewport })).newPage();
    await page.goto(`/properties-details/${slug}`);
    await priceHistory(page, 'Price history');
    await page.getByLabel('Language').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const section = await priceHistory(page, 'سجل الأسعار');
    await expect(section.getByText(/^انخفض السعر بنسبة/)).toBeVisible();
    // The chart fits the screen: no sideways scrolling on a phone.
    const box = (await section.getByTestId('price-history-chart').boundingBox())!;
    expect(box.width).toBeGreaterThan(200);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const rows = section.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(2)).toContainText('انخفاض');
    await page.context().close();
  });
}
