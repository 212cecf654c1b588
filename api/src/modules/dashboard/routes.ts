import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';
import { dashboardStats } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...callRoute('getDashboardStats', {
      tags: ['accounts'],
      summary: 'The signed-in user’s dashboard figures: listings, views, favourites, advertisements, active package',
    }),
    handler: async (request) => ok(await dashboardStats(deps, signedInUser(request).id)),
  });
};
