import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { demoMember, signIn } from '../support/accounts';
import { sitePages, type SitePage } from '../support/site-pages';

/**
 * Every screen, signed out and in, on a phone and a desktop, in English and Arabic: the layout
 * does not move as the page arrives (Cumulative Layout Shift at most 0.1, measured with the
 * Layout Instability API) and axe finds nothing critical or serious (WCAG 2.1 A and AA).
 */
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };
const CLS_LIMIT = 0.1;

/** Sums the layout shifts of this document that no input caused (the page's own CLS so far). */
function recordLayoutShifts() {
  const record = globalThis as unknown as { __layoutShift: number };
  record.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
      if (!entry.hadRecentInput) record.__layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function chooseLanguage(page: Page, language: 'en' | 'ar') {
  await page.goto('/');
  await page.getByLabel('Language').first().selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Opens `path`, lets it arrive, and says what is wrong with it (empty when nothing is). */
async function checkPage(page: Page, sitePage: SitePage): Promise<string[]> {
  await page.goto(sitePage.path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"], main [role="status"][aria-live]').first())
    .toBeHidden({ timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(500);
  const problems: string[] = [];
  const shift = await page.evaluate(() => (globalThis as unknown as { __layoutShift: number }).__layoutShift);
  if (shift > CLS_LIMIT) problems.push(`layout shift ${shift.toFixed(3)}`);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const violation of axe.violations) {
    if (violation.impact !== 'critical' && violation.impact !== 'serious') continue;
    const where = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join('; ');
    problems.push(`axe ${violation.impact} ${violation.id}: ${where}`);
  }
  return problems.map((problem) => `${sitePage.name} (${sitePage.path}): ${problem}`);
}

for (const language of ['en', 'ar'] as const) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    for (const member of [false, true]) {
      test(`${member ? "a member's" : "a visitor's"} pages, ${sizeName}, ${language}: no layout shift over ${CLS_LIMIT}, nothing critical or serious for axe`, async ({
        browser,
        request,
      }) => {
        test.setTimeout(300_000);
        const pages = (await sitePages(request)).filter((sitePage) => (sitePage.member ?? false) === member);
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.addInitScript(recordLayoutShifts);
        if (member) await signIn(page, demoMember);
        await chooseLanguage(page, language);
        const problems: string[] = [];
        for (const sitePage of pages) problems.push(...(await checkPage(page, sitePage)));
        await context.close();
        expect(problems).toEqual([]);
      });
    }
  }
}
