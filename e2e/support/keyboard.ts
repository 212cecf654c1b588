import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until the target has focus; fails if it is not reached. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}) {
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
