import { expect, test, type Page } from '@playwright/test';

import { registerMember, signIn } from '../support/accounts';
import { desktopAndPhone } from '../support/sizes';

/*
 * The reference data (categories, parameters and their choices, facilities, packages, the
 * verification form) is the site's own text, not a member's: in Arabic it reads in Arabic. The
 * API answers it in the language the page asks in, and choosing another language asks again,
 * without a reload.
 */

interface Named {
  name: string;
  translated_name: string;
}
interface Listing {
  slug_id: string;
  category: { category: string; translated_name: string };
  parameters: (Named & { value: string; translated_value: string; type_values: string[] })[];
  assign_facilities: Named[];
}

const exactly = (page: Page, text: string) => page.getByText(text, { exact: true });

for (const { name, viewport } of desktopAndPhone) {
  test.describe(name, () => {
    test.use({ viewport });

    test("a listing's category, parameters, choices and facilities switch to Arabic with the page", async ({
      page,
      request,
    }) => {
      const reply = await request.get('/api/get_property?limit=50', { headers: { 'content-language': 'ar' } });
      const listings = (await reply.json()).data as Listing[];
      const listing = listings.find(
        (candidate) =>
          candidate.assign_facilities.length > 0 &&
          candidate.parameters.some((parameter) => parameter.type_values.includes(parameter.value)),
      )!;
      const choice = listing.parameters.find((parameter) => parameter.type_values.includes(parameter.value))!;
      const facility = listing.assign_facilities[0]!;
      expect(choice.translated_value).not.toBe(choice.value);

      await page.goto(`/properties-details/${listing.slug_id}`);
      await expect(exactly(page, choice.name).first()).toBeVisible();
      await page.getByLabel('Language').selectOption('ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

      await expect(exactly(page, choice.translated_name).first()).toBeVisible();
      await expect(exactly(page, choice.translated_value).first()).toBeVisible();
      await expect(exactly(page, facility.translated_name).first()).toBeVisible();
      await expect(exactly(page, listing.category.translated_name).first()).toBeVisible();
      for (const english of [choice.name, choice.value, facility.name, listing.category.category])
        await expect(exactly(page, english)).toHaveCount(0);
    });

    test('the search filters offer the categories in Arabic, and still search by them', async ({ page }) => {
      await page.goto('/properties');
      await page.getByLabel('Language').selectOption('ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const category = page.locator('select').filter({ has: page.locator('option', { hasText: 'شقة' }) });
      await expect(category).toHaveCount(1);
      await expect(category.locator('option', { hasText: 'Apartment' })).toHaveCount(0);
      const filters = page.getByRole('button', { name: /^عوامل التصفية/ });
      if (await filters.isVisible()) await filters.click();
      await category.selectOption({ label: 'شقة' });
      await expect(page).toHaveURL(/category_(slug_)?id=/);
      await expect(page.getByTestId('property-card').first()).toContainText('شقة');
    });
  });
}

for (const { name, viewport } of desktopAndPhone) {
  test.describe(`${name}, signed in`, () => {
    test.use({ viewport });

    test('a member sees the plans and their package names in Arabic', async ({ page, request }) => {
      // A member of their own: the demo member may hold a plan bought by another spec, which the page shows twice.
      await signIn(page, await registerMember(request, 'Plans Reader'));
      await page.getByLabel('Language').selectOption('ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.goto('/subscription-plan');
      for (const name of ['المبتدئ', 'الاحترافي', 'الوكالة'])
        await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Professional', exact: true })).toHaveCount(0);
    });

    test('the agent verification form asks its questions in Arabic and keeps the stored choices', async ({
      page,
      request,
    }) => {
      const member = await registerMember(request, 'Verification Reader');
      await signIn(page, member);
      await page.getByLabel('Language').selectOption('ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.goto('/user/agent-verification');
      const market = page.getByLabel('السوق الرئيسية');
      await expect(market).toBeVisible();
      await expect(
        page.getByRole('group', { name: /تعمل بصفة/ }).getByRole('radio', { name: 'مطوّر عقاري' }),
      ).toBeVisible();
      await market.selectOption({ label: 'تجاري' });
      await expect(market).toHaveValue('Commercial');
      await expect(page.getByText('Main market', { exact: true })).toHaveCount(0);
    });
  });
}
