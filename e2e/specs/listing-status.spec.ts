import { expect, test } from '@playwright/test';

import { admin, apiSignIn, registerMember, signIn } from '../support/accounts';
import { approveProperty, postProperty } from '../support/listings';
import { desktopAndPhone } from '../support/sizes';

/*
 * My properties shows each listing's one status (pending review, live, inactive, sold, rented)
 * with only the actions that status allows, every action a button or a link drawn as one.
 */

for (const { name, viewport } of desktopAndPhone) {
  test.describe(name, () => {
    test.use({ viewport });

    test('a new listing is "Pending review" with only edit and delete; once approved it is live, and can be sold', async ({
      page,
      request,
    }) => {
      const owner = await registerMember(request, `Stella Status ${name}`);
      const title = `Status flat ${name} ${Date.now()}`;
      const property = await postProperty(request, owner.token, title);

      await signIn(page, owner);
      await page.goto('/user/my-properties');
      const row = page.getByRole('row').filter({ hasText: title });
      const state = row.getByTestId('listing-state');
      await expect(state).toHaveText('Pending review');
      await expect(row).not.toContainText('Active');
      await expect(row.getByRole('switch')).toHaveCount(0);
      await expect(row.getByRole('button', { name: 'Mark as sold' })).toHaveCount(0);
      await expect(row.getByRole('button', { name: 'Feature' })).toHaveCount(0);
      // Edit is a link drawn as a button: the same height as the Delete button beside it.
      const edit = (await row.getByRole('link', { name: 'Edit' }).boundingBox())!;
      const remove = (await row.getByRole('button', { name: 'Delete' }).boundingBox())!;
      expect(Math.abs(edit.height - remove.height)).toBeLessThan(2);

      await approveProperty(request, (await apiSignIn(request, admin)).token, property.id);
      await page.reload();
      await expect(state).toHaveText('Live');
      await expect(row.getByRole('switch')).toBeChecked();
      await row.getByRole('button', { name: 'Mark as sold' }).click();
      await expect(state).toHaveText('Sold');
      await expect(row.getByRole('button', { name: 'Feature' })).toHaveCount(0);
      await expect(row.getByRole('button', { name: 'Mark as available for sale' })).toBeVisible();
    });
  });
}
