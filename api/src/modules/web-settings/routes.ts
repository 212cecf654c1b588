import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerOf } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';
import { getWebSettings } from './service';

export const webSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...callRoute('webSettings', {
      tags: ['settings'],
      summary: 'Public site settings, languages and price range; the reader’s own state when signed in',
    }),
    handler: async (request) => ok(await getWebSettings(deps, readerOf(request))),
  });
};
