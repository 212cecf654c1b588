import { expect, test } from '@playwright/test';

import { admin, apiSignIn, registerMember } from '../support/accounts';
import { postApprovedProperty } from '../support/listings';
import { desktopAndPhone } from '../support/sizes';

/*
 * An owner's long e-mail address on a listing wraps only where addresses may break (before
 * "@" and dots), never inside a name, on a phone as on a laptop.
 */

for (const { name, viewport } of desktopAndPhone) {
  test.describe(name, () => {
    test.use({ viewport });

    test("a long e-mail address on a listing's owner card wraps between its parts, not inside them", async ({
      page,
      request,
    }) => {
      const owner = await registerMember(request, `Maximiliana Longaddressholder Featherstonehaugh ${name}`);
      const title = `Contact flat ${name} ${Date.now()}`;
      const property = await postApprovedProperty(
        request,
        { owner: owner.token, admin: (await apiSignIn(request, admin)).token },
        title,
      );
      await page.goto(`/properties-details/${property.slug_id}`);
      const link = page.locator(`a[href="mailto:${owner.email}"]`);
      await expect(link).toHaveText(owner.email);
      // Each part of the address (a text node between break opportunities) lies on one line.
      const linesPerPart = await link.evaluate((element) =>
        [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          }),
      );
      expect(linesPerPart.length).toBeGreaterThan(2);
      expect(linesPerPart.every((lines) => lines === 1)).toBe(true);
    });
  });
}
