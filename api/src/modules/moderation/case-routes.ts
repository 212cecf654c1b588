import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';
import type { Decider } from './case-pages';
import { decideChatReport, liftChatBan, listChatReports } from './chat-reports';
import { confirmSuspicion, dismissSuspicion, listSuspicions } from './duplicate-suspicions';

/**
 * The operators' cases in the console: suspected duplicate listings and reported conversations,
 * over the same service functions as the `pnpm admin` duplicates:* and chat-reports:* commands.
 */
export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['admin'];
  const console = (request: FastifyRequest): Decider => ({ id: signedInUser(request).id, via: 'console' });

  app.route({
    ...callRoute('adminDuplicates', {
      tags,
      summary:
        'Suspected duplicate listings, newest first by keyset (state=open or decided; cursor=next_cursor), each beside its suspected original with the evidence',
    }),
    handler: async (request) => {
      const { state, cursor, limit } = request.query;
      const { data, total, next } = await listSuspicions(deps, { state, limit, after: cursor });
      return okList(data, total, { next_cursor: next });
    },
  });
  app.route({
    ...callRoute('adminConfirmDuplicate', {
      tags,
      summary:
        'Confirm a suspicion: the newer listing is the duplicate and is rejected with the reason (its owner is told); once (409 when already decided)',
    }),
    handler: async (request) =>
      ok(
        await confirmSuspicion(deps, request.body.id, console(request), request.body.reason),
        undefined,
        'Duplicate confirmed',
      ),
  });
  app.route({
    ...callRoute('adminDismissDuplicate', {
      tags,
      summary:
        'Dismiss a suspicion: the listings are different homes; a listing the check held is released; once (409 when already decided)',
    }),
    handler: async (request) =>
      ok(
        await dismissSuspicion(deps, request.body.id, console(request), request.body.reason),
        undefined,
        'Suspicion dismissed',
      ),
  });

  app.route({
    ...callRoute('adminChatReports', {
      tags,
      summary:
        'Reported conversations, newest first by keyset (state=open or decided; cursor=next_cursor), each with its last messages and links to their files',
    }),
    handler: async (request) => {
      const { state, cursor, limit } = request.query;
      const { data, total, next } = await listChatReports(
        deps,
        { state, limit, after: cursor },
        signedInUser(request).id,
      );
      return okList(data, total, { next_cursor: next });
    },
  });
  const decision = (name: 'adminBanChatReport' | 'adminDismissChatReport', banned: boolean) =>
    app.route({
      ...callRoute(name, {
        tags,
        summary: banned
          ? 'Ban the reported member from sending messages, with the reason (they are told); once (409 when already decided)'
          : 'Dismiss a chat report, with the reason: nothing to act on; once (409 when already decided)',
      }),
      handler: async (request) => {
        const decided = await decideChatReport(
          deps,
          request.body.id,
          banned ? 'banned' : 'dismissed',
          console(request),
          request.body.reason,
        );
        return ok(
          { id: decided.id, reported_id: decided.reported_id, decision: decided.decision },
          undefined,
          banned ? 'Member banned from chatting' : 'Report dismissed',
        );
      },
    });
  decision('adminBanChatReport', true);
  decision('adminDismissChatReport', false);
  app.route({
    ...callRoute('adminLiftChatBan', {
      tags,
      summary: 'Lift the ban of a report, with the reason: the member may send again (they are told); once',
    }),
    handler: async (request) =>
      ok(await liftChatBan(deps, request.body.id, console(request), request.body.reason), undefined, 'Ban lifted'),
  });
};
