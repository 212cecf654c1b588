import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../http/call-route';
import { okList } from '../../http/reply';
import { getFaqs } from './service';

export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...callRoute('faqs', {
      tags: ['content'],
      summary: 'Published FAQs in their set order; search looks in questions and answers',
    }),
    handler: async (request) => {
      const { data, total } = await getFaqs(deps, request.query);
      return okList(data, total);
    },
  });
};
