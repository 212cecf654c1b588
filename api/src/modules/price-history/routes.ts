import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerOf } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';

export const priceHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const history = app.services.priceHistory;

  app.route({
    ...callRoute('getPriceHistory', {
      tags: ['properties'],
      summary:
        'The prices a property has asked, oldest first (the posting price, then each change); public listings, or the owner’s and an admin’s',
    }),
    handler: async (request) => ok(await history.read(readerOf(request), request.query.property_id!)),
  });
};
