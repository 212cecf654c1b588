import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls, getHomepageDataReply } from '@domus/shared/contract';
import type { ModuleOptions } from '../../app-deps';
import { readerOf } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';
import { getHomepageData } from './service';

export const homepageRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.route({
    ...callRoute(calls.homepageData),
    schema: {
      tags: ['homepage'],
      summary:
        'Every home page section (slider, featured, most viewed/liked, categories, projects, agents, articles, FAQs), 12 items at most',
      response: { 200: getHomepageDataReply },
    },
    handler: async (request) => ok(await getHomepageData(deps, readerOf(request))),
  });
};
