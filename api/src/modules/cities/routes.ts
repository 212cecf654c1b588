import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../http/call-route';
import { okList } from '../../http/reply';
import { getCitiesData } from './service';

export const cityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...callRoute('getCitiesData', {
      tags: ['reference data'],
      summary: 'Cities with public listings: [{ City, Count, image }], most listings first',
    }),
    handler: async (request) => {
      const { data, total } = await getCitiesData(deps, request.query);
      return okList(data, total);
    },
  });
};
