import { expect, test, type Page } from '@playwright/test';

// The seeded demo member has a complete profile and no package.
const demo = { email: 'demo@domus.example', password: 'demo123' };

async function signIn(page: Page) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in with email and password' });
  await form.getByLabel('Email').fill(demo.email);
  await form.getByLabel('Password').fill(demo.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const plan = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test.describe.configure({ mode: 'serial' });

test('without a package, posting leads to the plans; paying in the sandbox activates the package', async ({ page }) => {
  await signIn(page);
  await page.goto('/user/properties');
  await expect(page.getByText('Opps!')).toBeVisible();
  await expect(page.getByText('You have not subscribed. Please subscribe first')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/subscription-plan$/);

  const professional = plan(page, 'Professional');
  await expect(professional.getByText('$19.99')).toBeVisible();
  await professional.getByRole('button', { name: 'Sandbox (test payment)' }).click();

  // The sandbox provider's own checkout page, served by the API.
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await expect(page.getByRole('heading', { name: 'Pay for Professional' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay 19.99 USD' }).click();

  await expect(page).toHaveURL(/\/payment\/success\?payment_transaction_id=\d+/);
  await expect(page.getByText('Payment successful. Your package is now active.')).toBeVisible();

  await page.goto('/user/subscription');
  const subscription = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Professional' }) });
  await expect(subscription.getByText('Active')).toBeVisible();
  const usage = subscription.getByRole('definition');
  await expect(usage.first()).toBeVisible();
  await expect(subscription.getByText('0 / 25')).toBeVisible();

  await page.goto('/user/transaction-history');
  const row = page.getByRole('row').filter({ hasText: 'Professional' }).first();
  await expect(row).toContainText('Successful');
  await expect(row).toContainText('19.99');

  // Posting is now allowed by the package guard.
  await page.goto('/user/properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Add property' })).toBeVisible();
  await expect(page.getByText('Opps!')).toHaveCount(0);
});

test('a cancelled payment shows its message and assigns nothing', async ({ page }) => {
  await signIn(page);
  await page.goto('/subscription-plan');
  await plan(page, 'Agency').getByRole('button', { name: 'Sandbox (test payment)' }).click();
  await expect(page.getByRole('heading', { name: 'Pay for Agency' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel and return to Domus' }).click();

  await expect(page).toHaveURL(/\/payment\/cancel\?payment_transaction_id=\d+/);
  await expect(page.getByText('Payment cancelled. No package was assigned.')).toBeVisible();

  await page.goto('/user/subscription');
  await expect(page.getByRole('heading', { name: 'Professional' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Agency' })).toHaveCount(0);
  await page.goto('/user/transaction-history');
  await expect(page.getByRole('row').filter({ hasText: 'Agency' }).first()).toContainText('Cancelled');
});
