import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerOf } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';
import { runningBanners } from './service';

export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...callRoute('adBanners', {
      tags: ['advertisements'],
      summary:
        'Banner advertisements running now on a page (all pages when absent) for a platform (web when absent), by placement and order; each opens its public listing, else its link',
    }),
    handler: async (request) => ok(await runningBanners(deps, app.services, request.query, readerOf(request))),
  });
};
