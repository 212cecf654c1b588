import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { expectAxeClean } from '../support/axe';
import { admin, apiSignIn, signIn } from '../support/accounts';
import { tabTo } from '../support/keyboard';

/*
 * The console's Content screen (mf-admin, `/admin/content`): an admin writes the site's FAQs and
 * articles in every site language, and the site shows what they save at once. Asking for the
 * password again before a delete when the last proof is stale is covered by the API's tests
 * (content-admin.test.ts): this suite has no hold on the database to age a session's proof.
 */

const phone = { width: 390, height: 844 };

/** An FAQ the admin writes through the API for the test to edit: its English question. */
async function anFaq(request: APIRequestContext, question: string) {
  const { token } = await apiSignIn(request, admin);
  const reply = await request.post('/api/admin/faqs/create', {
    data: { texts: { en: { question, answer: 'Yes, over twelve months.' } }, sequence: 0, active: '1' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
}

test('an admin edits an FAQ in Arabic, with the keyboard, and the Arabic site shows it at once', async ({
  page,
  browser,
  request,
}) => {
  const question = `Can I pay in instalments ${Date.now()}?`;
  await anFaq(request, question);
  await signIn(page, admin);
  await page.goto('/admin/content/faqs');
  await expect(page.getByRole('heading', { level: 2, name: question })).toBeVisible();
  await expectAxeClean(page, 'the FAQs of the Content screen');

  await tabTo(page, page.getByRole('button', { name: `Edit ${question}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Edit the FAQ' })).toBeFocused();
  const arabicQuestion = page.getByRole('textbox', { name: 'Question (العربية)' });
  await expect(arabicQuestion).toHaveAttribute('dir', 'rtl');
  await tabTo(page, arabicQuestion);
  await page.keyboard.type('هل يمكنني الدفع بالتقسيط؟');
  await page.getByRole('textbox', { name: 'Answer (العربية)' }).fill('نعم، على اثني عشر شهرًا.');
  await expectAxeClean(page, 'the FAQ form');
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved: the site shows it now')).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/faqs');
  await visitor.getByLabel('Language').selectOption('ar');
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(visitor.getByText('هل يمكنني الدفع بالتقسيط؟')).toBeVisible();
  await expect(visitor.getByText(question)).toHaveCount(0);
  await visitor.context().close();
});

test('an admin writes and publishes an article, and the articles page shows it', async ({ page, browser }) => {
  const title = `Moving house checklist ${Date.now()}`;
  await signIn(page, admin);
  await page.goto('/admin/content');
  await page.getByRole('button', { name: 'New article' }).click();
  await page.getByRole('textbox', { name: 'Title (English)' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Text (HTML) (English)' })
    .fill('<p onclick="alert(1)">Book the van early.</p><ul><li>Label every box.</li></ul><script>alert(1)</script>');
  const preview = page.getByRole('region', { name: 'Preview, as the site will show it' }).first();
  await expect(preview.getByText('Book the van early.')).toBeVisible();
  expect(await preview.innerHTML()).not.toMatch(/onclick|script/);
  await page.getByRole('textbox', { name: 'Title (العربية)' }).fill('قائمة الانتقال');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved as a draft: publish it to show it on the site')).toBeVisible();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  await expect(card.getByText('Draft')).toBeVisible();
  await card.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/articles');
  await visitor.getByTestId('article-card').filter({ hasText: title }).click();
  // The article reads as written: its list a list, nothing of what was removed.
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('listitem').filter({ hasText: 'Label every box.' })).toBeVisible();
  expect(await visitor.locator('article').innerHTML()).not.toMatch(/onclick|<script/);
  await visitor.context().close();
});

test('an admin writes the privacy policy, and the site shows it, linked from every page', async ({ page, browser }) => {
  const heading = `What we keep ${Date.now()}`;
  await signIn(page, admin);
  await page.goto('/admin/content/pages');
  await page.getByLabel('Page').selectOption('privacy_policy');
  await page
    .getByRole('textbox', { name: 'Text (HTML) (English)' })
    .fill(`<h2>${heading}</h2><ul><li>Your e-mail address</li></ul>`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved: the site shows it now')).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/faqs');
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(visitor).toHaveURL(/\/privacy-policy$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(visitor.getByRole('listitem').filter({ hasText: 'Your e-mail address' })).toBeVisible();
  await expectAxeClean(visitor, 'the privacy policy');
  await visitor.context().close();
});

test('deleting an FAQ asks first', async ({ page, request }) => {
  const question = `Is there a fee to list ${Date.now()}?`;
  await anFaq(request, question);
  await signIn(page, admin);
  await page.goto('/admin/content/faqs');
  await page.getByRole('button', { name: `Delete ${question}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${question}?` });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page, 'the delete question');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 2, name: question })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${question}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: question })).toHaveCount(0);
});

test('the Content screen reads right to left in Arabic on a phone, without sideways scrolling', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: phone })).newPage();
  await signIn(page, admin);
  for (const path of ['/admin/content', '/admin/content/faqs', '/admin/content/pages']) {
    await page.goto(path);
    if (path === '/admin/content') await page.getByLabel('Language').first().selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('navigation', { name: 'أقسام المحتوى' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, `${path} in Arabic on a phone`);
  }
  await page.getByRole('navigation', { name: 'أقسام المحتوى' }).getByRole('link', { name: 'الأسئلة الشائعة' }).click();
  await page.getByRole('button', { name: 'سؤال جديد' }).click();
  await expectNoSidewaysScroll(page);
  await page.context().close();
});
