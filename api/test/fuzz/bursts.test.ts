import type { RouteOptions } from 'fastify';
import { seedAccounts } from '../../src/db/seed/accounts';
import { startTestApp, type TestApp } from '../test-app';

/*
 * Every rate-limited route, hit by a burst sent at once from one client: no more than its
 * allowance gets past (a limit the handler counts may refuse more), the rest answer 429, and
 * nothing answers 5xx. A limit checked before and counted after the work it limits lets a
 * whole burst through.
 */
interface LimitedRoute {
  method: string;
  url: string;
  max: number;
}

let t: TestApp;
let limited: LimitedRoute[];
let token: string;
beforeAll(async () => {
  const registered: RouteOptions[] = [];
  t = await startTestApp({ onRoute: (route) => registered.push(route) });
  limited = registered.flatMap((route) => {
    const limit = (route.config as { rateLimit?: { max?: number } } | undefined)?.rateLimit;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    return limit?.max ? methods.map((method) => ({ method, url: route.url, max: limit.max! })) : [];
  });
  token = await t.signIn(seedAccounts.demo.email, seedAccounts.demo.password);
});
afterAll(() => t.close());

it('finds the limited routes (sign-in, codes, contact, uploads)', () => {
  expect(limited.map((route) => route.url)).toEqual(
    expect.arrayContaining(['/api/user_signup', '/api/get-otp', '/api/contct_us', '/api/post_property']),
  );
});

it('lets no more than the allowance of a burst past each limited route; the rest answer 429', async () => {
  const wrong: string[] = [];
  for (const [index, route] of limited.entries()) {
    // A client of its own per route, and a body refused cheaply: the limit counts every request.
    const remoteAddress = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const replies = await Promise.all(
      Array.from({ length: route.max + 5 }, () =>
        t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: route.url.replace(/:\w+/g, '1'),
          remoteAddress,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: route.method === 'GET' ? undefined : '{}',
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    const refused = statuses.filter((status) => status === 429).length;
    if (refused < 5 || statuses.some((status) => status >= 500)) {
      wrong.push(
        `${route.method} ${route.url}: ${refused} of ${route.max + 5} refused, statuses ${[...new Set(statuses)]}`,
      );
    }
  }
  expect(wrong).toEqual([]);
}, 120_000);
