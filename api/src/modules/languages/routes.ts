import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';
import { getLanguages } from './service';

export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...callRoute('getLanguages', {
      tags: ['settings'],
      summary: 'All languages; or one by language_code, with its web translations when web_language_file=1',
    }),
    handler: async (request) => {
      const result = await getLanguages(deps.db, request.query);
      return result.kind === 'list' ? okList(result.data, result.data.length) : ok(result.data);
    },
  });
};
