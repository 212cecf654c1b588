import type { InjectOptions, RouteOptions } from 'fastify';
import { seedAccounts } from '../../src/db/seed/accounts';
import { multipart, startTestApp, type TestApp } from '../test-app';
import { apiRoutes, routeName, type FuzzRoute } from './api-routes';
import { problemWith } from './fuzzer';

/*
 * Input of every shape a parser or a walker can choke on, sent to every API route: JSON nested
 * thousands of levels, lists and objects wider than any call takes, form names with thousands
 * of brackets, query strings with thousands of parameters. Each must be a 4xx envelope, and
 * never a 5xx: a stack overflow or a walk over a million values is the server's failure.
 */
const nest = (depth: number, wrap: (inner: string) => string) => {
  let json = '1';
  for (let level = 0; level < depth; level++) json = wrap(json);
  return json;
};

/** JSON bodies, by what is wrong with them. */
const jsonShapes: Record<string, string> = {
  'arrays nested 5,000 deep': `{"a":${nest(5000, (inner) => `[${inner}]`)}}`,
  'objects nested 5,000 deep': nest(5000, (inner) => `{"a":${inner}}`),
  'nested 33 deep': `{"title":${nest(33, (inner) => `[${inner}]`)}}`,
  'a list of 100,000 items': `{"ids":[${Array.from({ length: 100_000 }, () => '0').join(',')}]}`,
  'an object of 5,000 fields': `{${Array.from({ length: 5000 }, (_, n) => `"f${n}":1`).join(',')}}`,
};

const brackets = `parameters${'[0]'.repeat(5000)}`;
const manyParameters = Array.from({ length: 2000 }, (_, n) => `p${n}=1`).join('&');

let t: TestApp;
let routes: FuzzRoute[];
let token: string;
beforeAll(async () => {
  const registered: RouteOptions[] = [];
  t = await startTestApp({ onRoute: (route) => registered.push(route) });
  routes = apiRoutes(registered);
  token = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
});
afterAll(() => t.close());

/** A route's URL with each path parameter filled in. */
const urlOf = (route: FuzzRoute) => route.url.replace(/:\w+/g, '1');

/** Every refusal of a shape: the route and what it answered, when it was not a 4xx envelope. */
async function refusalsOf(requests: [FuzzRoute, string, InjectOptions][]) {
  const wrong: string[] = [];
  for (const [route, shape, request] of requests) {
    const reply = await t.app.inject(request);
    const problem = problemWith(reply) ?? (reply.statusCode < 400 ? `answered ${reply.statusCode}` : undefined);
    if (problem) wrong.push(`${routeName(route)} with ${shape}: ${problem} ${reply.body.slice(0, 200)}`);
  }
  return wrong;
}

describe('input of every shape', () => {
  const authorization = () => ({ authorization: `Bearer ${token}` });

  it('JSON too deep, too long or too wide is refused by every POST and DELETE route with a 4xx', async () => {
    const requests = routes
      .filter((route) => route.method !== 'GET')
      .flatMap((route) =>
        Object.entries(jsonShapes).map(([shape, payload]): [FuzzRoute, string, InjectOptions] => [
          route,
          shape,
          {
            method: route.method,
            url: urlOf(route),
            headers: { ...authorization(), 'content-type': 'application/json' },
            payload,
          },
        ]),
      );
    expect(await refusalsOf(requests)).toEqual([]);
  }, 300_000);

  it('form names with 5,000 brackets are refused by every POST route, urlencoded and multipart', async () => {
    const requests = routes
      .filter((route) => route.method === 'POST')
      .flatMap((route): [FuzzRoute, string, InjectOptions][] => {
        const form = multipart({ title: 'x', [brackets]: '1' });
        return [
          [
            route,
            'an urlencoded name of 5,000 brackets',
            {
              method: 'POST',
              url: urlOf(route),
              headers: { ...authorization(), 'content-type': 'application/x-www-form-urlencoded' },
              payload: `title=x&${encodeURIComponent(brackets)}=1`,
            },
          ],
          [
            route,
            'a multipart name of 5,000 brackets',
            {
              method: 'POST',
              url: urlOf(route),
              headers: { ...authorization(), 'content-type': form.contentType },
              payload: form.payload,
            },
          ],
        ];
      })
      // A route that reads no form fields refuses nothing here: a stray field is ignored, not an error.
      .filter(([route]) => route.fileFields.length > 0);
    expect(await refusalsOf(requests)).toEqual([]);
  }, 300_000);

  it('a query of 2,000 parameters is refused by every route with a 4xx', async () => {
    const requests = routes.map((route): [FuzzRoute, string, InjectOptions] => [
      route,
      '2,000 query parameters',
      { method: route.method, url: `${urlOf(route)}?${manyParameters}`, headers: authorization() },
    ]);
    expect(await refusalsOf(requests)).toEqual([]);
  }, 300_000);
});
