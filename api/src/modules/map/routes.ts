import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerOf } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';
import { mapClusters } from './service';

export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...callRoute('getMapClusters', {
      tags: ['properties'],
      summary:
        'The map: public listings in the visible box as clusters (count and box) and pins, at a zoom, with the /properties filters and a drawn polygon or circle',
    }),
    handler: async (request) => {
      const { clusters, properties, total } = await mapClusters(deps, app.services, request.query, readerOf(request));
      return ok({ clusters, properties }, { total });
    },
  });
};
