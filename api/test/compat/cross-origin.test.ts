import { calls } from '@domus/shared/contract';
import { createTestUser, houseFormIds, houseForSale, testPicture, type TestUser } from '../listing-fixtures';
import { clientOrigin, startCompatApp, type CompatApp } from './client';

/*
 * A web client served from its own domain calls the API from the browser: each call with a
 * token or a form is preflighted, and the browser hands the reply to the page only when it
 * names the page's origin (or any) and asks for no cookies.
 */

let c: CompatApp;
let member: TestUser;
let listingId: number;

beforeAll(async () => {
  c = await startCompatApp();
  member = await createTestUser(c.t, { packageName: 'Agency' });
  [{ id: listingId }] = await c.t.db.query<{ id: number }>(
    `select id from properties where status = 1 and request_status = 'approved' order by id limit 1`,
  );
});
afterAll(() => c.close());

/** The headers the client's calls carry beside the simple ones. */
const requestedHeaders = 'authorization, content-type, content-language';

const preflight = (path: string, method: 'GET' | 'POST') =>
  c.inject({
    method: 'OPTIONS',
    url: `/api/${path}`,
    headers: {
      origin: clientOrigin,
      'access-control-request-method': method,
      'access-control-request-headers': requestedHeaders,
    },
  });

const listed = (header: unknown) =>
  String(header ?? '')
    .toLowerCase()
    .split(',')
    .map((item) => item.trim());

describe('a page on another origin', () => {
  it.each([
    [calls.getProperty.path, 'GET'],
    [calls.postProperty.path, 'POST'],
    ['contact-us', 'POST'],
  ] as const)('is allowed to call %s (%s) with its token, a form and its language', async (path, method) => {
    const reply = await preflight(path, method);
    expect(reply.statusCode).toBe(204);
    expect([clientOrigin, '*']).toContain(reply.headers['access-control-allow-origin']);
    expect(listed(reply.headers['access-control-allow-methods'])).toContain(method.toLowerCase());
    expect(listed(reply.headers['access-control-allow-headers'])).toEqual(
      expect.arrayContaining(listed(requestedHeaders)),
    );
    expect(Number(reply.headers['access-control-max-age'])).toBeGreaterThan(0);
    expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('reads the replies of its calls with a bearer token, without cookies', async () => {
    const read = await c.get(calls.getProperty.path, { id: listingId }, { token: member.token });
    const written = await c.post(calls.addFavourite.path, { property_id: listingId, type: 1 }, { token: member.token });
    for (const reply of [read, written]) {
      expect(reply.status).toBe(200);
      expect([clientOrigin, '*']).toContain(reply.headers['access-control-allow-origin']);
      expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
    }
    expect(read.body.data[0].is_favourite).toBe(0);
    expect(written.body.data.is_favourite).toBe(1);
  });

  it('reads refusals too, so it can show their message or sign out', async () => {
    const expired = await c.get(calls.getFavouriteProperty.path, {}, { token: 'expired-token' });
    const unknown = await c.post('no-such-call', { anything: 'at all' }, { token: member.token });
    for (const [reply, status] of [
      [expired, 401],
      [unknown, 404],
    ] as const) {
      expect(reply.status).toBe(status);
      expect([clientOrigin, '*']).toContain(reply.headers['access-control-allow-origin']);
      expect(reply.body).toMatchObject({ error: true, message: expect.any(String), key: reply.body.code });
    }
  });

  it('loads the files replies link to', async () => {
    const form = {
      ...houseForSale(await houseFormIds(c.t.db), 'House with a picture'),
      title_image: { filename: 'house.png', content: await testPicture(400, 300), type: 'image/png' },
    };
    const reply = await c.post(calls.postProperty.path, form, { token: member.token });
    const picture = new URL(reply.body.data.title_image as string);
    const file = await c.inject({ method: 'GET', url: picture.pathname, headers: { origin: clientOrigin } });
    expect(file.statusCode).toBe(200);
    expect([clientOrigin, '*']).toContain(file.headers['access-control-allow-origin']);
  });
});
