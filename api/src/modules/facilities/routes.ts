import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls, getFacilitiesQuery, getFacilitiesReply } from '@domus/shared/contract';
import type { ModuleOptions } from '../../app-deps';
import { callRoute } from '../../http/call-route';
import { okList } from '../../http/reply';
import { getFacilities } from './service';

export const facilityRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.route({
    ...callRoute(calls.getFacilities),
    schema: {
      tags: ['catalogue'],
      summary: 'Facilities a listing can be near (school, hospital...)',
      querystring: getFacilitiesQuery,
      response: { 200: getFacilitiesReply },
    },
    handler: async (request) => {
      const { data, total } = await getFacilities(deps, request.query);
      return okList(data, total);
    },
  });
};
