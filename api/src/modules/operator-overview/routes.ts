import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';

export const operatorOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operatorOverview } = app.services;
  app.route({
    ...callRoute('adminOverview', {
      tags: ['admin'],
      summary: 'What waits in each review queue, today’s figures and the last 30 days by day (UTC days)',
    }),
    handler: async () => ok(await operatorOverview.overview()),
  });
};
