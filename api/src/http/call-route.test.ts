import type { z } from 'zod';
import { callSchemas, calls, type CallName, type CallSchemas } from '@domus/shared/contract';
import { listApiRoutes, type ApiRoute } from '../docs/api-routes';
import { UploadedFile } from '../files/uploaded-file';

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
    if (!schemas.multipart) {
      expect(route!.schema.body).toBe(schemas.body);
      return;
    }
    // A multipart call's route takes the call's text fields as they are, with its file fields beside them.
    const body = route!.schema.body as z.ZodObject;
    const fields = (schemas.body as z.ZodObject).shape;
    for (const [name, field] of Object.entries(fields)) expect(body.shape[name]).toBe(field);
    const part = new UploadedFile('/tmp/part', 1, 'x.jpg', 'image/jpeg');
    for (const name of Object.keys(body.shape).filter((key) => !Object.hasOwn(fields, key))) {
      const file = body.shape[name]!;
      expect(file.safeParse('some text').success).toBe(false);
      expect(file.safeParse(Buffer.from('x')).success || file.safeParse([Buffer.from('x')]).success).toBe(false);
      expect(file.safeParse(part).success || file.safeParse([part]).success).toBe(true);
    }
  });
});
