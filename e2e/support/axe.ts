import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Nothing axe finds against WCAG 2.1 A and AA on the page as it is, whatever its impact. */
export async function expectAxeClean(page: Page, what: string) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const problems = axe.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.html}`)
        .join('; ')}`,
  );
  expect(problems, what).toEqual([]);
}
