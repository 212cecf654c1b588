import { expect, test, type APIRequestContext } from '@playwright/test';

interface Envelope<T> {
  data: T;
  total?: number;
}
interface PropertySummary {
  id: number;
  title: string;
  slug_id: string;
  meta_title?: string | null;
  parameters?: { name: string; value: unknown }[] | null;
}

/** Public listings that have details (parameters), so the comparison has parameter rows. */
async function propertiesWithDetails(request: APIRequestContext, count: number): Promise<PropertySummary[]> {
  const reply = (await (await request.get('/api/get_property?limit=24')).json()) as Envelope<PropertySummary[]>;
  const found = reply.data.filter((property) => (property.parameters ?? []).length > 0).slice(0, count);
  expect(found.length, 'seeded listings with parameters').toBe(count);
  return found;
}

test('two properties added from their pages are compared side by side on /compare', async ({ page, request }) => {
  const [first, second] = await propertiesWithDetails(request, 2);

  for (const property of [first!, second!]) {
    await page.goto(`/properties-details/${property.slug_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.title);
    await page.getByRole('button', { name: 'Add to compare', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Remove from compare', exact: true })).toBeVisible();
  }

  const tray = page.getByRole('complementary', { name: 'Properties to compare' });
  await expect(tray.getByText(first!.title)).toBeVisible();
  await tray.getByRole('link', { name: 'Compare (2)' }).click();
  await expect(page).toHaveURL(/\/compare$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare properties' })).toBeVisible();

  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: first!.title, exact: true })).toHaveAttribute(
    'href',
    `/properties-details/${first!.slug_id}`,
  );
  await expect(table.getByRole('link', { name: second!.title, exact: true })).toBeVisible();
  const parameter = first!.parameters![0]!.name;
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: parameter, exact: true }) });
  await expect(row.getByRole('cell')).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: 'Price', exact: true })).toBeVisible();

  // The choice is kept in the browser: a reload shows the same comparison.
  await page.reload();
  await expect(table.getByRole('link', { name: second!.title, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${second!.title} from compare` }).click();
  await expect(table.getByRole('link', { name: second!.title, exact: true })).toHaveCount(0);
});

test('the detail page has share links and "Copy link" copies the page address', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const [property] = await propertiesWithDetails(request, 1);
  await page.goto(`/properties-details/${property!.slug_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(property!.title);

  const address = new URL(`/properties-details/${property!.slug_id}`, page.url()).href;
  const url = encodeURIComponent(address);
  const title = encodeURIComponent(property!.title);
  const share = page.getByRole('group', { name: 'Share' });
  await expect(share.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`${property!.title} ${address}`)}`,
  );
  await expect(share.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  );
  await expect(share.getByRole('link', { name: 'X', exact: true })).toHaveAttribute(
    'href',
    `https://twitter.com/intent/tweet?url=${url}&text=${title}`,
  );
  await expect(share.getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    `mailto:?subject=${title}&body=${url}`,
  );
  await expect(share.getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank');

  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  // Link previews read the meta tags.
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', address);
  await expect(page).toHaveTitle(property!.meta_title?.trim() || property!.title);

  // Back on the home page (no reload), the site's own title and description return.
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveTitle('Domus — homes, plots and projects');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Domus: homes, plots and projects/,
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
});

test('a property visited shows under "Recently viewed" on the home page', async ({ page, request }) => {
  const [property] = await propertiesWithDetails(request, 1);
  await page.goto(`/properties-details/${property!.slug_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(property!.title);

  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('link', { name: property!.title })).toHaveAttribute(
    'href',
    `/properties-details/${property!.slug_id}`,
  );
  await recent.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
});
