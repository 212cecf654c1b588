import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls, getWebSettingsReply } from '@domus/shared/contract';
import type { ModuleOptions } from '../../app-deps';
import { readerOf } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';
import { getWebSettings } from './service';

export const webSettingsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.route({
    ...callRoute(calls.webSettings),
    schema: {
      tags: ['settings'],
      summary: 'Public site settings, languages and price range; the reader’s own state when signed in',
      response: { 200: getWebSettingsReply },
    },
    handler: async (request) => ok(await getWebSettings(deps, readerOf(request))),
  });
};
