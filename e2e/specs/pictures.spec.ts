import { expect, test, type Locator, type Page } from '@playwright/test';

interface Envelope<T> {
  data: T;
}

/** The picture the browser chose for an <img> once loaded: its URL, size attributes and loading hints. */
async function chosenPicture(img: Locator) {
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  return img.evaluate((element: HTMLImageElement) => ({
    currentSrc: element.currentSrc,
    width: element.getAttribute('width'),
    height: element.getAttribute('height'),
    loading: element.getAttribute('loading'),
    fetchPriority: element.getAttribute('fetchpriority'),
    sources: [...(element.parentElement?.querySelectorAll('source') ?? [])].map((source) => ({
      type: source.type,
      sizes: source.sizes,
    })),
  }));
}

/** Every picture response of the page, by URL. */
function pictureResponses(page: Page) {
  const types = new Map<string, string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image')
      types.set(response.url(), response.headers()['content-type'] ?? '');
  });
  return types;
}

test("the home's first slide shows an AVIF or WebP variant at its real size, loaded first with the first card; the other cards wait", async ({
  page,
}) => {
  const types = pictureResponses(page);
  await page.goto('/');
  const cards = page.getByTestId('property-card');
  const first = await chosenPicture(page.getByTestId('home-slider').locator('img').first());

  expect(first.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
  expect(first.sources.every((source) => source.sizes.length > 0)).toBe(true);
  expect(first.currentSrc).toMatch(/\/variants\/[^/]+-\d+w\.(avif|webp)$/);
  expect(types.get(first.currentSrc)).toMatch(/^image\/(avif|webp)$/);
  // the stored picture's size: the name says it, the attributes repeat it
  const [, width, height] = /-(\d+)x(\d+)-\d+w\.\w+$/.exec(first.currentSrc)!;
  expect([first.width, first.height]).toEqual([width, height]);
  expect(first.loading).toBe('eager');
  expect(first.fetchPriority).toBe('high');

  // On a phone the first list's first card is on the first screen too, below the slider.
  const loading = (card: typeof cards) =>
    card.locator('img').evaluate((element) => [element.getAttribute('loading'), element.getAttribute('fetchpriority')]);
  expect(await loading(cards.first())).toEqual(['eager', 'high']);
  for (const card of [cards.nth(1), cards.last()]) expect((await loading(card))[0]).toBe('lazy');
});

test('the detail gallery shows its first photo as an AVIF or WebP variant at its real size', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/get_property?limit=20')).json()) as Envelope<
    { slug_id: string; is_premium: boolean; gallery: unknown[] }[]
  >;
  const property = list.data.find((candidate) => !candidate.is_premium && candidate.gallery.length > 0)!;
  const types = pictureResponses(page);
  await page.goto(`/properties-details/${encodeURIComponent(property.slug_id)}`);
  const gallery = page.getByRole('region', { name: 'Photos' });
  const main = await chosenPicture(gallery.locator('img').first());

  expect(main.currentSrc).toMatch(/\/variants\/[^/]+-\d+w\.(avif|webp)$/);
  expect(types.get(main.currentSrc)).toMatch(/^image\/(avif|webp)$/);
  expect(Number(main.width)).toBeGreaterThan(0);
  expect(Number(main.height)).toBeGreaterThan(0);
  expect(main.fetchPriority).toBe('high');
  expect(main.loading).toBe('eager');
});
