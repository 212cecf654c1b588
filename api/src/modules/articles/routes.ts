import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../http/call-route';
import { okList } from '../../http/reply';
import { getArticles } from './service';

export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...callRoute('getArticles', {
      tags: ['content'],
      summary:
        'Newest articles (category_id, is_promoted) with the article categories; by slug_id one article and similar_articles',
    }),
    handler: async (request) => {
      const { data, total, extra } = await getArticles(deps, request.query);
      return okList(data, total, extra);
    },
  });
};
