import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { ModuleOptions } from '../../app-deps';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';
import { dashboardStats } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.route({
    ...callRoute('getDashboardStats', {
      tags: ['accounts'],
      summary: 'The signed-in user’s dashboard figures: listings, views, favourites, advertisements, active package',
    }),
    handler: async (request) => ok(await dashboardStats(deps, signedInUser(request).id)),
  });
};
