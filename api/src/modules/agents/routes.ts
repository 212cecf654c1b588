import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerOf } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';
import { getAgentList, getAgentProperties } from './service';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...callRoute('agentList', {
      tags: ['content'],
      summary: 'Agents with public listings or projects: the admin entry first, then the busiest; search by name',
    }),
    handler: async (request) => {
      const { data, total } = await getAgentList(deps, request.query);
      return okList(data, total);
    },
  });

  app.route({
    ...callRoute('agentProperties', {
      tags: ['content'],
      summary: 'One agent (by slug_id) and a page of their public properties, or projects with is_projects=1',
    }),
    handler: async (request) => {
      const { total, ...page } = await getAgentProperties(deps, app.services, request.query, readerOf(request));
      return ok(page, { total });
    },
  });
};
