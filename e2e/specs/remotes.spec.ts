import { expect, test } from '@playwright/test';

// No screen is planned any more: the last of them (/cities) mounts its real page.
test('/cities mounts its remote with the real page', async ({ page }) => {
  await page.goto('/cities');
  await expect(page.getByRole('heading', { level: 1, name: 'Cities' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'All cities' })).toBeVisible();
});

for (const privatePage of ['/user/dashboard', '/user/chat']) {
  test(`a visitor opening ${privatePage} is sent to sign in`, async ({ page }) => {
    await page.goto(privatePage);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(privatePage)}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
}

test('moving between remotes through the header keeps the page working', async ({ page }) => {
  await page.goto('/subscription-plan');
  const plans = page.getByRole('heading', { level: 1, name: 'Subscription plans' });
  await expect(plans).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Properties' }).click();
  await expect(page.getByTestId('result-count')).toBeVisible();
  await expect(plans).toHaveCount(0);
  await nav.getByRole('link', { name: 'Mortgage calculator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mortgage calculator' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.getByTestId('result-count')).toBeVisible();
});

test('an unknown path shows the not-found page inside the layout', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});
