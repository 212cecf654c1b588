import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerOf } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { projects } = app.services;

  app.route({
    ...callRoute('getProjects', {
      tags: ['projects'],
      summary: 'Approved projects by city, text, category or owner, newest first',
    }),
    handler: async (request) => {
      const { data, total } = await projects.getProjects(request.query, readerOf(request));
      return okList(data, total);
    },
  });

  app.route({
    ...callRoute('getProjectDetail', {
      tags: ['projects'],
      summary: 'One project by slug_id or id, whole or as a teaser (the reply says which: access)',
    }),
    handler: async (request) => ok(await projects.getProjectDetail(request.query, readerOf(request))),
  });
};
