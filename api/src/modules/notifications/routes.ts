import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';
import { listNotifications, markNotificationsRead } from './service';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...callRoute('getNotificationList', {
      tags: ['notifications'],
      summary: 'The signed-in user’s notifications (and those sent to everyone), newest first, with the unread count',
    }),
    handler: async (request) => {
      const { data, total, unread } = await listNotifications(deps, signedInUser(request), request.query);
      return okList(data, total, { unread });
    },
  });

  app.route({
    ...callRoute('markNotificationsRead', {
      tags: ['notifications'],
      summary: 'Marks every notification the signed-in user can see so far as read',
    }),
    handler: async (request) =>
      ok(await markNotificationsRead(deps, signedInUser(request).id), {}, 'Notifications marked as read'),
  });
};
