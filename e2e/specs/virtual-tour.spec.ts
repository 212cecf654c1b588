import { expect, test, type APIRequestContext } from '@playwright/test';

import { admin, apiSignIn, registerMember, signIn } from '../support/accounts';
import { postApprovedProperty } from '../support/listings';

/** The demo data gives the first public listing a two-room tour: find it through the tours API. */
async function listingWithTour(request: APIRequestContext) {
  for (let id = 1; id <= 100; id++) {
    const tour = await (await request.get(`/api/draft-tours/get?property_id=${id}`)).json();
    if (tour.data) {
      const listed = await (await request.get(`/api/get_property?id=${id}`)).json();
      return { slug: listed.data[0].slug_id as string, tour: tour.data };
    }
  }
  throw new Error('no demo tour in the first 100 listings');
}

test('the demo tour opens in 360° and moves between its two rooms', async ({ page, request }) => {
  const { slug, tour } = await listingWithTour(request);
  expect(tour.fullRoomData.rooms.map((room: { name: string }) => room.name)).toEqual(['Living room', 'Kitchen']);

  await page.goto(`/properties-details/${slug}`);
  await page.getByRole('button', { name: 'Virtual tour' }).click();
  const dialog = page.getByRole('dialog', { name: 'Walk-through' });
  await expect(dialog.getByRole('status')).toHaveText('You are in: Living room');
  // The viewer draws the panorama with WebGL into its canvas.
  await expect(dialog.getByTestId('tour-viewer').locator('canvas')).toBeVisible();

  await dialog.getByRole('navigation', { name: 'Rooms' }).getByRole('button', { name: 'Kitchen' }).click();
  await expect(dialog.getByRole('status')).toHaveText('You are in: Kitchen');
  await expect(dialog.getByRole('button', { name: 'Kitchen' })).toHaveAttribute('aria-current', 'location');
  await dialog.getByRole('button', { name: 'Living room' }).click();
  await expect(dialog.getByRole('status')).toHaveText('You are in: Living room');

  await dialog.getByRole('button', { name: 'Close tour' }).click();
  await expect(dialog).toHaveCount(0);
});

test('an owner builds a tour from two 360° photos, links the rooms and opens it', async ({ page, request }) => {
  const owner = await registerMember(request, 'Tess Tourmaker');
  const title = `Loft with a view ${Date.now()}`;
  await postApprovedProperty(request, { owner: owner.token, admin: (await apiSignIn(request, admin)).token }, title);

  await signIn(page, owner);
  await page.goto('/user/my-properties');
  await page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: 'Virtual tour' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual tour builder' })).toBeVisible();

  await page.getByLabel('Add 360° photos').setInputFiles(['e2e/fixtures/panorama.jpg', 'e2e/fixtures/panorama.jpg']);
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2);
  for (const [room, photo] of [
    ['Hall', 'Photo 1'],
    ['Kitchen', 'Photo 2'],
  ]) {
    await page.getByLabel('Room name').fill(room!);
    await page.getByLabel('Room photo').selectOption({ label: photo! });
    await page.getByRole('button', { name: 'Add room' }).click();
  }
  await page.getByRole('button', { name: 'Hotspots of Hall' }).click();
  await expect(page.getByTestId('panorama-picker').locator('canvas')).toBeVisible();
  await page.getByLabel('Yaw (°)').fill('30');
  await page.getByRole('button', { name: 'Add hotspot' }).click();
  // The room's name is bidi-isolated inside the sentence (invisible marks around it).
  await expect(page.getByText(/^To \u2068Kitchen\u2069 at 30°, 0°/)).toBeVisible();
  await page.getByRole('button', { name: 'Save tour' }).click();
  await expect(page.getByText('Virtual tour saved.')).toBeVisible();

  await page.getByRole('link', { name: 'Open the tour' }).click();
  const dialog = page.getByRole('dialog', { name: 'Virtual tour' });
  await expect(dialog.getByRole('status')).toHaveText('You are in: Hall');
  await dialog.getByRole('navigation', { name: 'Rooms' }).getByRole('button', { name: 'Kitchen' }).click();
  await expect(dialog.getByRole('status')).toHaveText('You are in: Kitchen');
});
