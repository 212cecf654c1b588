import { savedSearchMessages } from '@domus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';
import { confirmUnsubscribePage, unsubscribedPage } from './unsubscribe-page';
import { unsubscribeKeyName } from './unsubscribe-token';

const tokenQuery = z.object({ token: z.string().max(200).optional() });

export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const searches = app.services.savedSearches;
  const tags = ['saved searches'];
  // Loaded before any transaction needs it: the embedded database has one connection.
  app.addHook('onReady', () => deps.accounts.secrets.warmUp([unsubscribeKeyName]));

  app.route({
    ...callRoute('saveSearch', { tags, summary: 'Save a search (get_property filters, a drawn area) with its alerts' }),
    handler: async (request) => ok(await searches.save(signedInUser(request), request.body), undefined, 'Search saved'),
  });
  app.route({
    ...callRoute('getSavedSearches', { tags, summary: 'The caller’s saved searches, newest first' }),
    handler: async (request) => {
      const { data, total } = await searches.list(signedInUser(request), request.query);
      return okList(data, total);
    },
  });
  app.route({
    ...callRoute('updateSavedSearch', {
      tags,
      summary: 'Rename a saved search, change its frequency, pause or resume it',
    }),
    handler: async (request) =>
      ok(await searches.update(signedInUser(request), request.body), undefined, 'Saved search updated'),
  });
  app.route({
    ...callRoute('deleteSavedSearch', { tags, summary: 'Delete a saved search and what it found' }),
    handler: async (request) =>
      ok(await searches.remove(signedInUser(request), request.body.saved_search_id), undefined, 'Saved search deleted'),
  });
  app.route({
    ...callRoute('unsubscribeSavedSearch', {
      tags,
      summary: 'One-click unsubscribe (RFC 8058) from an alert e-mail: the signed token pauses its saved search',
    }),
    handler: async (request) => {
      const token = request.query.token ?? request.body?.token;
      return ok(await searches.unsubscribe(token), undefined, savedSearchMessages.unsubscribed);
    },
  });

  // The e-mail's link as a page: GET only asks (link scanners and prefetchers follow GETs), its
  // button POSTs, which pauses. Not calls of the catalogue: they answer HTML to a person.
  const html = (reply: { type(t: string): unknown; header(k: string, v: string): unknown }) => {
    reply.type('text/html; charset=utf-8');
    reply.header('Cache-Control', 'no-store');
  };
  app.route({
    method: 'GET',
    url: '/saved-search-unsubscribe',
    schema: {
      tags,
      summary: 'The page of an alert e-mail’s unsubscribe link: asks before pausing',
      querystring: tokenQuery,
    },
    handler: async (request, reply) => {
      // A bad token is the API's 400 envelope, as every refusal under /api.
      const search = await searches.searchOfToken(request.query.token);
      const action = `/api/saved-search-unsubscribe/confirm?token=${encodeURIComponent(request.query.token ?? '')}`;
      html(reply);
      return reply.send(confirmUnsubscribePage(search.name, search.paused_at !== null, action));
    },
  });
  app.route({
    method: 'POST',
    url: '/saved-search-unsubscribe/confirm',
    schema: {
      tags,
      summary: 'The unsubscribe page’s button: pauses the token’s saved search',
      querystring: tokenQuery,
    },
    handler: async (request, reply) => {
      const search = await searches.unsubscribe(request.query.token);
      html(reply);
      return reply.send(unsubscribedPage(search.name));
    },
  });
};
