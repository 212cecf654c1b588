import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calls,
  getProjectDetailQuery,
  getProjectDetailReply,
  getProjectsQuery,
  getProjectsReply,
} from '@domus/shared/contract';
import type { ModuleOptions } from '../../app-deps';
import { readerOf } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';
import { ProjectService } from './service';

export const projectRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const projects = new ProjectService(deps);

  app.route({
    ...callRoute(calls.getProjects),
    schema: {
      tags: ['projects'],
      summary: 'Approved projects by city, text, category or owner, newest first',
      querystring: getProjectsQuery,
      response: { 200: getProjectsReply },
    },
    handler: async (request) => {
      const { data, total } = await projects.getProjects(request.query, readerOf(request));
      return okList(data, total);
    },
  });

  app.route({
    ...callRoute(calls.getProjectDetail),
    schema: {
      tags: ['projects'],
      summary: 'One project by slug_id or id, whole or as a teaser (the reply says which: access)',
      querystring: getProjectDetailQuery,
      response: { 200: getProjectDetailReply },
    },
    handler: async (request) => ok(await projects.getProjectDetail(request.query, readerOf(request))),
  });
};
