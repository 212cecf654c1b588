import { expect, test, type Page } from '@playwright/test';

interface Seen {
  requestId: string;
  url: string;
  type: string;
  /** The status on the wire: 304 for a revalidation (Network.responseReceived says 200 there, the cached reply's). */
  status: number;
  fromCache: boolean;
  headers: Record<string, string>;
}

/** What went over the network while `load` ran, as Chromium's DevTools protocol saw it. */
async function watchNetwork(page: Page, load: () => Promise<unknown>): Promise<Seen[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const servedFromCache = new Set<string>();
  const wireStatus = new Map<string, number>();
  const seen: Seen[] = [];
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => wireStatus.set(requestId, statusCode));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    seen.push({
      requestId,
      url: new URL(response.url).pathname,
      type,
      status: response.status,
      fromCache: servedFromCache.has(requestId) || response.fromDiskCache === true,
      headers,
    });
  });
  await load();
  await cdp.detach();
  return seen.map((response) => ({ ...response, status: wireStatus.get(response.requestId) ?? response.status }));
}

const hashedChunk = /\.[0-9a-f]{8}\.js$/;

test('the first visit gets brotli scripts, hashed chunks kept a year, and a reload revalidates the rest', async ({
  page,
}) => {
  const firstVisit = await watchNetwork(page, async () => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
  const scripts = firstVisit.filter((response) => response.type === 'Script');
  expect(scripts.map((script) => script.url)).toEqual(expect.arrayContaining(['/main.js']));
  for (const script of scripts) {
    expect({ url: script.url, encoding: script.headers['content-encoding'] }).toEqual({
      url: script.url,
      encoding: 'br',
    });
    expect(script.headers['vary']).toMatch(/accept-encoding/i);
    const cacheControl = hashedChunk.test(script.url) ? 'public, max-age=31536000, immutable' : 'no-cache';
    expect({ url: script.url, cacheControl: script.headers['cache-control'] }).toEqual({
      url: script.url,
      cacheControl,
    });
  }
  expect(scripts.some((script) => hashedChunk.test(script.url))).toBe(true);
  const document = firstVisit.find((response) => response.type === 'Document')!;
  expect(document.headers['content-encoding']).toBe('br');

  const reload = await watchNetwork(page, async () => {
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
  const revalidatedOrCached = (url: string) => {
    const response = reload.find((seen) => seen.url === url);
    return response && (response.status === 304 || response.fromCache);
  };
  expect(revalidatedOrCached('/')).toBe(true);
  expect(revalidatedOrCached('/remotes.json')).toBe(true);
  expect(revalidatedOrCached('/main.js')).toBe(true);
  // Immutable chunks are not even asked about.
  for (const chunk of reload.filter((seen) => seen.type === 'Script' && hashedChunk.test(seen.url))) {
    expect({ url: chunk.url, fromCache: chunk.fromCache }).toEqual({ url: chunk.url, fromCache: true });
  }
});

test('a public API call is compressed, kept briefly, and answers 304 when the browser revalidates', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const calls = await watchNetwork(page, () =>
    page.evaluate(async () => {
      await fetch('/api/get_property?limit=24');
      // Revalidate even though it is fresh: the browser sends its ETag in If-None-Match.
      const again = await fetch('/api/get_property?limit=24', { cache: 'no-cache' });
      return again.json();
    }),
  );
  const [first, second] = calls.filter((seen) => seen.url === '/api/get_property');
  expect(first).toMatchObject({ status: 200 });
  expect(first!.headers['content-encoding']).toBe('br');
  expect(first!.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  expect(first!.headers['etag']).toBeTruthy();
  expect(second).toMatchObject({ status: 304 });
});
