import { expect, test, type APIRequestContext } from '@playwright/test';

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
