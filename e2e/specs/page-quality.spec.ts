import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';

import { demoMember, signIn } from '../support/accounts';
import { sitePages, type SitePage } from '../support/site-pages';

/**
 * Every screen, signed out and in, on a phone and a desktop, in English and Arabic: the layout
 * does not move as the page arrives (Cumulative Layout Shift at most 0.1, measured with the
 * Layout Instability API), axe finds nothing critical or serious (WCAG 2.1 A and AA), and in
 * Arabic no interface text is left in English.
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

/**
 * The interface texts of the page that are still in Latin script: visible text, and the names,
 * titles, placeholders and alternative texts of elements. Content is not the interface's: users'
 * and the admin's words are bidi-isolated (<bdi>, dir="auto" or "ltr", U+2068…U+2069), a brand
 * is marked translate="no", text in another language carries its lang, and the map's credit
 * line names its sources. Unit symbols and file formats are written in Latin in Arabic too.
 */
function untranslatedTexts(): string[] {
  const written = /\b(?:m²|ft²|yd²|km²|mi²|ha|EMI|JPEG|PNG|PDF|WebP|Alt\+T)(?![A-Za-z])/g;
  const latinWord = /[A-Za-z]{2,}/;
  const content = (element: Element | null) =>
    element?.closest(
      'bdi, [dir="auto"], [dir="ltr"], [translate="no"], [lang]:not([lang|="ar"]), script, style, noscript, .leaflet-control-attribution',
    ) !== null;
  const english = (text: string) => latinWord.test(text.replace(/\u2068[^\u2069]*\u2069/g, '').replace(written, ''));
  const found = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (!parent || !english(text) || content(parent) || !parent.checkVisibility()) continue;
    found.add(`"${text.trim()}" in <${parent.tagName.toLowerCase()}>`);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
    if (content(element) || !element.checkVisibility()) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name) ?? '';
      // A translated phrase that quotes content (an Arabic sentence around a listing's title) is translated.
      if (english(value) && !/[\u0600-\u06ff]/.test(value))
        found.add(`${name}="${value}" on <${element.tagName.toLowerCase()}>`);
    }
  }
  return [...found];
}

async function chooseLanguage(page: Page, language: 'en' | 'ar') {
  await page.goto('/');
  await page.getByLabel('Language').first().selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Opens `path`, lets it arrive, and says what is wrong with it (empty when nothing is). */
async function checkPage(page: Page, sitePage: SitePage, language: 'en' | 'ar'): Promise<string[]> {
  await page.goto(sitePage.path);
  await page.waitForLoadState('networkidle');
  // It has arrived when nothing shown in it is still loading: no busy region, no spinner.
  const loading = page.locator('main [aria-busy="true"], main [role="status"][aria-live]').filter({ visible: true });
  await expect(loading, `${sitePage.name} (${sitePage.path}) still loading`).toHaveCount(0, { timeout: 10_000 });
  // Two frames: whatever arrived last has been laid out (and any shift it caused recorded).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
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
  if (language === 'ar') {
    for (const text of await page.evaluate(untranslatedTexts)) problems.push(`untranslated ${text}`);
  }
  return problems.map((problem) => `${sitePage.name} (${sitePage.path}): ${problem}`);
}

/** A tab of this size, recording its layout shifts, signed in when `member`, in `language`. */
async function openTab(
  browser: Browser,
  viewport: { width: number; height: number },
  member: boolean,
  language: 'en' | 'ar',
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript(recordLayoutShifts);
  if (member) await signIn(page, demoMember);
  await chooseLanguage(page, language);
  return { context, page };
}

// The phone and the desktop side by side: each page is opened in both tabs at once.
for (const language of ['en', 'ar'] as const) {
  for (const member of [false, true]) {
    test(`${member ? "a member's" : "a visitor's"} pages, phone and desktop, ${language}: no layout shift over ${CLS_LIMIT}, nothing critical or serious for axe${language === 'ar' ? ', no English' : ''}`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(300_000);
      const pages = (await sitePages(request)).filter((sitePage) => (sitePage.member ?? false) === member);
      const tabs = await Promise.all(
        Object.entries(sizes).map(async ([size, viewport]) => ({
          size,
          ...(await openTab(browser, viewport, member, language)),
        })),
      );
      const problems: string[] = [];
      for (const sitePage of pages) {
        const found = await Promise.all(tabs.map(({ page }) => checkPage(page, sitePage, language)));
        found.forEach((list, index) => problems.push(...list.map((problem) => `${tabs[index]!.size}: ${problem}`)));
      }
      await Promise.all(tabs.map(({ context }) => context.close()));
      expect(problems).toEqual([]);
    });
  }
}
