import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../http/call-route';
import { okList } from '../../http/reply';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { categories } = app.services;
  app.route({
    ...callRoute('getCategories', {
      tags: ['reference data'],
      summary: 'Categories with their parameter types; with has_property=1 only those with listings, counted',
    }),
    handler: async (request) => {
      const { data, total } = await categories.getCategories(request.query);
      return okList(data, total);
    },
  });
};
