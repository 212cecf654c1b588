import { expect, test } from '@playwright/test';

import { agentWithProperties, articleWithSimilar, literally, propertyTitlesOf } from '../support/content';

test('the contact form refuses a bad email and accepts a good one', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill('ada-at-example');
  await form.getByLabel('Subject').fill('A viewing');
  await form.getByLabel('Message').fill('Could someone show me a flat next week?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');

  await form.getByLabel('Email').fill(`ada.${Date.now()}@example.test`);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you for contacting us. We will get back to you soon.');
  await expect(form.getByLabel('First name')).toHaveValue('');
});

test('an article opens from the list and shows similar articles', async ({ page, request }) => {
  const { article, similar } = await articleWithSimilar(request);
  await page.goto('/articles');
  await page.getByRole('link', { name: literally(article.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/articles/${article.slug_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  const section = page.getByRole('list', { name: 'Similar articles' });
  await expect(section.getByRole('link')).toHaveCount(similar.length);
  await expect(section.getByRole('link').first()).toContainText(similar[0]!);
});

test("an agent page lists the agent's properties", async ({ page, request }) => {
  const agent = await agentWithProperties(request);
  const titles = await propertyTitlesOf(request, agent.slug_id);
  await page.goto('/agents');
  await page
    .getByRole('list', { name: 'All agents' })
    .getByRole('link', { name: literally(agent.name) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: agent.name })).toBeVisible();
  await expect(page.getByRole('button', { name: `Properties (${agent.property_count})` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const list = page.getByRole('list', { name: 'Properties' });
  await expect(list.getByTestId('property-card')).toHaveCount(titles.length);
  await expect(list.getByTestId('property-card').first()).toContainText(titles[0]!);
});
