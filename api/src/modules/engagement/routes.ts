import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';

export const engagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { engagement } = app.services;
  const tags = ['engagement'];

  app.route({
    ...callRoute('addFavourite', {
      tags,
      summary: 'Mark (type 1) or unmark (type 0) a listing as favourite; without type, toggle',
    }),
    handler: async (request) => {
      const state = await engagement.setFavourite(
        signedInUser(request).id,
        request.body.property_id,
        request.body.type,
      );
      return ok(state, undefined, state.is_favourite ? 'Added to favourites' : 'Removed from favourites');
    },
  });

  app.route({
    ...callRoute('getFavouriteProperty', {
      tags,
      summary: 'The user’s favourite listings that are still public, newest favourite first',
    }),
    handler: async (request) => {
      const { data, total } = await engagement.favourites(signedInUser(request), request.query);
      return okList(data, total);
    },
  });

  app.route({
    ...callRoute('interestedUsers', {
      tags,
      summary: 'Show (type 1) or withdraw (type 0) interest in a listing; without type, toggle',
    }),
    handler: async (request) => {
      const state = await engagement.setInterest(signedInUser(request).id, request.body.property_id, request.body.type);
      return ok(state, undefined, state.is_interested ? 'Interest recorded' : 'Interest withdrawn');
    },
  });

  app.route({
    ...callRoute('getInterestedUsers', {
      tags,
      summary: 'Who is interested in a listing (property_id or slug_id): its owner or an admin only',
    }),
    handler: async (request) => {
      const { data, total } = await engagement.interestedUsers(signedInUser(request), request.query, request.query);
      return okList(data, total);
    },
  });

  app.route({
    ...callRoute('getReportReasons', { tags, summary: 'The reasons a listing can be reported for' }),
    handler: async () => ok(await engagement.reportReasons()),
  });

  app.route({
    ...callRoute('addReports', {
      tags,
      summary: 'Report a listing with a reason or a message (once per user and listing)',
    }),
    handler: async (request) =>
      ok(await engagement.addReport(signedInUser(request).id, request.body), undefined, 'Thank you, report received'),
  });
};
