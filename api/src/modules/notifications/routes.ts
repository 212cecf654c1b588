import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls, getNotificationListQuery, getNotificationListReply } from '@domus/shared/contract';
import type { ModuleOptions } from '../../app-deps';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { okList } from '../../http/reply';
import { listNotifications } from './service';

export const notificationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.route({
    ...callRoute(calls.getNotificationList),
    schema: {
      tags: ['notifications'],
      summary: 'The signed-in user’s notifications (and those sent to everyone), newest first',
      querystring: getNotificationListQuery,
      response: { 200: getNotificationListReply },
    },
    handler: async (request) => {
      const { data, total } = await listNotifications(deps, signedInUser(request).id, request.query);
      return okList(data, total);
    },
  });
};
