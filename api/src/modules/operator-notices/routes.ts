import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';
import { consoleActor } from '../operator-log/record';

/** The admins' notices: a segment's recipients counted, the cities, sending (pushes go on after the reply), the ones sent. */
export const operatorNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operatorNotices } = app.services;
  const tags = ['admin'];

  app.route({
    ...callRoute('adminNoticeAudience', {
      tags,
      summary: 'How many active accounts a segment (everyone, members, agents, a city) reaches now',
    }),
    handler: async (request) => ok(await operatorNotices.audience(request.query)),
  });

  app.route({
    ...callRoute('adminNoticeCities', { tags, summary: 'The site’s cities by name, for a notice to a city' }),
    handler: async () => ok(await operatorNotices.cities()),
  });

  app.route({
    ...callRoute('adminSendNotice', {
      tags,
      summary: 'Sends a notice to a segment: stored for each recipient, then pushed in batches after the reply',
    }),
    handler: async (request) => {
      // The pushes go on after the reply; delivery never rejects (failures are logged).
      const { notice } = await operatorNotices.send(request.body, consoleActor(signedInUser(request)));
      return ok(notice, undefined, 'Notice sent');
    },
  });

  app.route({
    ...callRoute('adminNotices', { tags, summary: 'The notices sent, newest first; keyset pages' }),
    handler: async (request) => {
      const { data, next_cursor } = await operatorNotices.list(request.query);
      return ok(data, { next_cursor });
    },
  });
};
