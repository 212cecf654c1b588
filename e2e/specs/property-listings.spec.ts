import { readFileSync } from 'node:fs';

import { expect, test, type Locator } from '@playwright/test';

import { admin, apiSignIn, demoMember, signIn } from '../support/accounts';
import { tabTo } from '../support/keyboard';
import { ensurePackage } from '../support/listings';

// The owner is the seeded demo member; the other user is the seeded admin acting as a member.
const owner = demoMember;
const visitor = admin;
const title = `Sunny plot by the river ${Date.now()}`;

test.describe.configure({ mode: 'serial' });

test('a member with a package posts a property with a photo and a map location; once approved it shows in search', async ({
  page,
  request,
}) => {
  await ensurePackage(request, (await apiSignIn(request, owner)).token);
  await signIn(page, owner);
  await page.goto('/user/properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Add property' })).toBeVisible();

  // Category and description.
  await page.getByLabel('Category').selectOption({ label: 'Plot' });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('A flat, sunny plot with road access, ten minutes from the river.');
  await page.getByRole('button', { name: 'Next' }).click();
  // Details of the category: its required ones.
  await page.getByLabel('Plot area (m²) (required)').fill('900');
  await page.getByRole('button', { name: 'Next' }).click();
  // Nearby places: optional.
  await page.getByRole('button', { name: 'Next' }).click();
  // Location: search a place, pick it; the address fields fill in.
  await page.getByLabel('Search a place').fill('Lisbon');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('list', { name: 'Places found' }).getByRole('button').first().click();
  await expect(page.getByTestId('chosen-place')).toContainText('Lisbon');
  await page.getByRole('button', { name: 'Next' }).click();
  // Photos.
  await page.getByLabel('Main photo').setInputFiles('e2e/fixtures/profile.png');
  await page.getByLabel('Gallery photos').setInputFiles(['e2e/fixtures/profile.png', 'e2e/fixtures/profile.png']);
  await page.getByRole('button', { name: 'Next' }).click();
  // SEO: optional.
  await page.getByRole('button', { name: 'Next' }).click();
  // Price.
  await page.getByLabel('Price').fill('250000');
  await page.getByRole('button', { name: 'Post property' }).click();

  await expect(page).toHaveURL(/\/user\/my-properties/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Pending');

  // The admin approves it.
  const adminToken = (await apiSignIn(request, visitor)).token;
  const headers = { Authorization: `Bearer ${adminToken}` };
  const pending = await (await request.get('/api/admin/properties/pending?limit=100', { headers })).json();
  const posted = pending.data.find((item: { title: string }) => item.title === title);
  expect(posted, 'the new listing waits for approval').toBeTruthy();
  expect((await request.post('/api/admin/properties/approve', { headers, data: { id: posted.id } })).ok()).toBe(true);

  await page.goto(`/properties?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
});

test('the owner removes a photo, changes the price and marks it sold', async ({ page }) => {
  await signIn(page, owner);
  await page.goto('/user/my-properties');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit property' })).toBeVisible();

  const steps = page.getByRole('list', { name: 'Steps' });
  await steps.getByRole('button', { name: /Photos and documents/ }).click();
  await page.getByRole('list', { name: 'Saved gallery photos' }).getByRole('button').first().click();
  await steps.getByRole('button', { name: /Price/ }).click();
  await page.getByLabel('Price').fill('240000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/user\/my-properties/);

  await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: 'Mark as sold' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: 'Mark as available for sale' }),
  ).toBeVisible();

  await page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: title }).click();
  // The main photo and one gallery photo are left of three; the price shows with the site's suffix.
  await expect(page.getByRole('img', { name: `${title}, photo 1 of 2` })).toBeVisible();
  await expect(page.getByText('$240K').first()).toBeVisible();
  await expect(page.getByTestId('property-detail').getByText('Sold', { exact: true })).toBeVisible();
});

test('another member favourites the property, shows interest and reports it', async ({ page }) => {
  await signIn(page, visitor);
  await page.goto(`/properties?search=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: title }).first().click();
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  await page.getByRole('button', { name: "I'm interested" }).click();
  await expect(page.getByRole('button', { name: 'Remove my interest' })).toBeVisible();

  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please select a reason.')).toBeVisible();
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. Your report was sent.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reported' })).toBeDisabled();

  await page.goto('/user/favorites-properties');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
});

test('the owner features the property and lands on the advertisements', async ({ page }) => {
  await signIn(page, owner);
  await page.goto('/user/my-properties');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('1 interested');
  // A sold listing is not featured: the owner puts it back on sale first.
  await expect(row.getByRole('button', { name: 'Feature' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Mark as available for sale' }).click();
  await expect(row.getByTestId('listing-state')).toHaveText('Live');
  await row.getByRole('button', { name: 'Feature' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send for approval' }).click();
  await expect(page).toHaveURL(/\/user\/advertisement/);
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText('Pending').first()).toBeVisible();
});

test('retitling the live property warns first, then hides it from visitors until a moderator approves', async ({
  page,
  browser,
}) => {
  await signIn(page, owner);
  await page.goto('/user/my-properties');
  await page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit property' })).toBeVisible();
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  // The demo member is no verified agent: the form says what a change of the title does.
  await expect(page.getByRole('note')).toHaveText(
    'This listing is live. Changing its title, description, pictures or documents sends it back for review: it is hidden until a moderator approves the changes.',
  );
  const retitled = `${title} now with a pool`;
  await page.getByLabel('Title').fill(retitled);
  await page.getByRole('list', { name: 'Steps' }).getByRole('button', { name: /Price/ }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/user\/my-properties/);
  await expect(page.getByText('Property updated. It is hidden until a moderator approves the changes.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: retitled })).toContainText('Pending');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/properties?search=${encodeURIComponent(title)}`);
  await expect(visitor.getByText('No properties match these filters')).toBeVisible();
  await visitor.goto(`/properties-details/${slug}`);
  await expect(visitor.getByText('Property not found')).toBeVisible();
  await visitor.context().close();
});

test('over the package limit, posting meets the "Opps!" dialog that leads to the plans', async ({ page, request }) => {
  // The other member takes the free plan (3 listings) and uses it up through the API.
  const token = (await apiSignIn(request, visitor)).token;
  const headers = { Authorization: `Bearer ${token}` };
  const plans = await (await request.get('/api/get-package')).json();
  const starter = plans.data.find((plan: { name: string }) => plan.name === 'Starter');
  await request.post('/api/assign_package', { headers, data: { package_id: starter.id } });
  const categories = await (await request.get('/api/get_categories?limit=50')).json();
  const plot = categories.data.find((category: { category: string }) => category.category === 'Plot');
  const parameters = plot.parameter_types
    .filter((parameter: { is_required: boolean }) => parameter.is_required)
    .map((parameter: { id: number }) => ({ parameter_id: parameter.id, value: '500' }));
  const photo = { name: 'plot.png', mimeType: 'image/png', buffer: readFileSync('e2e/fixtures/profile.png') };
  for (
    let left = (await (await request.get('/api/check-package-limit?type=property_list', { headers })).json()).data
      .limit_available;
    left;
  ) {
    const posted = await request.post('/api/post_property', {
      headers,
      multipart: {
        title: `Limit test plot ${Date.now()}`,
        description: 'A plot posted to use up the package.',
        category_id: String(plot.id),
        property_type: 'sell',
        price: '1000',
        address: '1 Rua Augusta',
        city: 'Lisbon',
        state: 'Lisbon',
        country: 'Portugal',
        latitude: '38.71',
        longitude: '-9.14',
        parameters: JSON.stringify(parameters),
        title_image: photo,
      },
    });
    expect(posted.ok(), await posted.text()).toBe(true);
    left = (await (await request.get('/api/check-package-limit?type=property_list', { headers })).json()).data
      .limit_available;
  }

  await signIn(page, visitor);
  await page.goto('/user/properties');
  await expect(page.getByText('Opps!')).toBeVisible();
  await expect(page.getByText('Your Package Limit is Over. Please Purchase Package.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/subscription-plan$/);
});

test('keyboard alone posts a property, photos chosen through the file dialog', async ({ page, request }) => {
  await ensurePackage(request, (await apiSignIn(request, owner)).token);
  await signIn(page, owner);
  await page.goto('/user/properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Add property' })).toBeVisible();
  const title = `Keyboard cottage ${Date.now()}`;
  const next = page.getByRole('button', { name: 'Next' });
  const choose = async (field: Locator, files: string[]) => {
    await tabTo(page, field);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(files);
  };

  await tabTo(page, page.getByLabel('Category'));
  await page.keyboard.type('Plot');
  await expect(page.getByLabel('Category')).toHaveValue(/\d+/);
  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type(title);
  await tabTo(page, page.getByLabel('Description'));
  await page.keyboard.type('A quiet plot with a view, posted without touching a mouse.');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByLabel('Plot area (m²) (required)'));
  await page.keyboard.type('640');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  // Nearby places: optional.
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByLabel('Search a place'));
  await page.keyboard.type('Lisbon');
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('list', { name: 'Places found' }).getByRole('button').first());
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chosen-place')).toContainText('Lisbon');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await choose(page.getByLabel('Main photo'), ['e2e/fixtures/profile.png']);
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  // SEO: optional.
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByLabel('Price'));
  await page.keyboard.type('180000');
  await tabTo(page, page.getByRole('button', { name: 'Post property' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/my-properties/);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Pending');
});
