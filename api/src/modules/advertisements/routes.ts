import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingMessages } from '@domus/shared/contract';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';

export const advertisementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { advertisements } = app.services;
  const tags = ['advertisements'];

  app.route({
    ...callRoute('storeAdvertisement', {
      tags,
      summary:
        'Feature one of the user’s approved, active listings (uses property_feature / project_feature); waits for the admin',
    }),
    handler: async (request) =>
      ok(
        await advertisements.store(signedInUser(request).id, request.body),
        undefined,
        listingMessages.advertisementStored,
      ),
  });

  app.route({
    ...callRoute('getFeaturedData', {
      tags,
      summary: 'The user’s advertisements, newest first, with status pending, approved, rejected or expired',
    }),
    handler: async (request) => {
      const { data, total } = await advertisements.listMine(signedInUser(request).id, request.query);
      return okList(data, total);
    },
  });
};
