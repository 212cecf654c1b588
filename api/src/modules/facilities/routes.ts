import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../http/call-route';
import { okList } from '../../http/reply';
import { getFacilities } from './service';

export const facilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...callRoute('getFacilities', {
      tags: ['reference data'],
      summary: 'Facilities a listing can be near (school, hospital...)',
    }),
    handler: async (request) => {
      const { data, total } = await getFacilities(deps, request.query);
      return okList(data, total);
    },
  });
};
