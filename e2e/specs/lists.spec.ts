import { expect, test } from '@playwright/test';

import { apiSignIn, demoMember, signIn } from '../support/accounts';
import { literally } from '../support/content';

interface Envelope<T> {
  data: T;
  total?: number;
}
interface PropertySummary {
  title: string;
  city: string;
}
interface CitySummary {
  City: string;
  Count: number;
}

const lists = [
  { path: '/featured-properties', flag: 'promoted', title: 'Featured properties' },
  { path: '/most-viewed-properties', flag: 'top_rated', title: 'Most viewed properties' },
] as const;

for (const list of lists) {
  test(`${list.path} shows the ${list.flag} properties as cards`, async ({ page, request }) => {
    const reply = (await (await request.get(`/api/get_property?${list.flag}=1&offset=0&limit=12`)).json()) as Envelope<
      PropertySummary[]
    >;
    expect(reply.data.length, `seeded ${list.flag} listings`).toBeGreaterThan(0);

    await page.goto(list.path);
    await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
    const grid = page.getByRole('list', { name: list.title });
    await expect(grid.getByTestId('property-card')).toHaveCount(reply.data.length);
    await expect(grid.getByTestId('property-card').first()).toContainText(reply.data[0]!.title);
  });
}

test('a city on /cities opens the search filtered to that city', async ({ page, request }) => {
  const cities = (await (await request.get('/api/get-cities-data?offset=0&limit=1')).json()) as Envelope<CitySummary[]>;
  const city = cities.data[0]!;

  await page.goto('/cities');
  await expect(page.getByRole('heading', { level: 1, name: 'Cities' })).toBeVisible();
  await page
    .getByRole('list', { name: 'All cities' })
    .getByRole('link', { name: literally(city.City) })
    .first()
    .click();

  await expect(page).toHaveURL(/\/properties\?city=/);
  expect(new URL(page.url()).searchParams.get('city')).toBe(city.City);
  await expect(page.getByRole('search', { name: 'Filters' }).getByLabel('City')).toHaveValue(city.City);
  await expect(page.getByTestId('result-count')).toBeVisible();
  const cards = page.getByTestId('property-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(city.City);
});

test('a signed-in member sees the personalised feed', async ({ page, request }) => {
  const { token } = await apiSignIn(request, demoMember);
  const feed = (await (
    await request.get('/api/get_user_recommendation?offset=0&limit=12', {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as Envelope<PropertySummary[]>;

  await signIn(page, demoMember);
  await page.goto('/user/feed');
  await expect(page.getByRole('heading', { level: 1, name: 'Your personalised feed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit preferences' })).toHaveAttribute('href', '/user/personalise-feed');
  if (feed.data.length > 0) {
    const grid = page.getByRole('list', { name: 'Your personalised feed' });
    await expect(grid.getByTestId('property-card')).toHaveCount(feed.data.length);
    await expect(grid.getByTestId('property-card').first()).toContainText(feed.data[0]!.title);
  } else {
    await expect(page.getByText('Nothing matches your preferences yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Set your preferences' })).toBeVisible();
  }
});

test('a visitor opening the personalised feed is sent to sign in', async ({ page }) => {
  await page.goto('/user/feed');
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent('/user/feed')}`));
});

test('the feed’s and its preferences’ older addresses lead to them, query kept', async ({ page }) => {
  await signIn(page, demoMember);
  await page.goto('/user/personalised-feed?page=2');
  await expect(page).toHaveURL(/\/user\/feed\?page=2$/);
  await page.goto('/user/personalize-feed');
  await expect(page).toHaveURL(/\/user\/personalise-feed$/);
});
