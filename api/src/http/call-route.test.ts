import { callSchemas, calls, type CallName, type CallSchemas } from '@domus/shared/contract';
import { listApiRoutes, type ApiRoute } from '../docs/api-routes';

/**
 * Every catalogue call is answered by one route that validates with the contract's own schemas
 * (the same objects the client's types come from), and checks its 200 reply against the reply schema.
 */
describe('catalogue routes', () => {
  let routes: ApiRoute[];
  beforeAll(async () => {
    routes = await listApiRoutes();
  });

  const names = Object.keys(calls) as CallName[];

  it.each(names)('%s validates with the contract schemas', (name) => {
    const call = calls[name];
    const schemas: CallSchemas = callSchemas[name];
    const route = routes.find((candidate) => candidate.url === `/api/${call.path}` && candidate.method === call.method);
    expect(route).toBeDefined();
    expect(route!.schema.querystring).toBe(schemas.query);
    expect(route!.schema.response?.[200]).toBe(schemas.reply);
    // A multipart call's route reads the fields and files as they arrive; its services parse them with the body schema.
    if (!schemas.multipart) expect(route!.schema.body).toBe(schemas.body);
  });
});
