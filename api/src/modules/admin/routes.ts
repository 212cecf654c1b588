import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUserTargetBody } from '@domus/shared/contract';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';
import { AdminService, targetOf, type Actor } from './service';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin, verification } = app.services;
  const tags = ['admin'];

  app.route({
    ...callRoute('adminListUsers', { tags, summary: 'Users, by name/e-mail/phone search and role' }),
    handler: async (request) => {
      const { data, total, ...paging } = await admin.listUsers(request.query);
      return okList(data, total, paging);
    },
  });

  const userAction = (
    name: 'adminDeactivateUser' | 'adminReactivateUser' | 'adminMakeAdmin',
    summary: string,
    message: string,
    act: (body: typeof adminUserTargetBody._output, actor: Actor) => ReturnType<AdminService['findUser']>,
  ) =>
    app.route({
      ...callRoute(name, { tags, summary }),
      handler: async (request) => ok(await act(request.body, signedInUser(request)), undefined, message),
    });

  userAction(
    'adminDeactivateUser',
    'Deactivate an account (user_id or email); a moderator deactivates members only',
    'User deactivated',
    (body, actor) => admin.setActive(targetOf(body), false, actor),
  );
  userAction(
    'adminReactivateUser',
    'Reactivate an account (user_id or email); a moderator reactivates members only',
    'User reactivated',
    (body, actor) => admin.setActive(targetOf(body), true, actor),
  );
  userAction('adminMakeAdmin', 'Make a user an admin (user_id or email)', 'User is now an admin', (body, actor) =>
    admin.makeAdmin(targetOf(body), actor),
  );

  app.route({
    ...callRoute('adminSetUserRole', {
      tags,
      summary: 'Give a user (user_id or email) a role: admin, moderator or user; not one’s own, not the last admin’s',
    }),
    handler: async (request) =>
      ok(
        await admin.setRole(targetOf(request.body), request.body.role, signedInUser(request)),
        undefined,
        'Role changed',
      ),
  });

  app.route({
    ...callRoute('adminListVerifications', {
      tags,
      summary:
        'Agent verification requests of a status (pending: oldest first; decided or all: newest first), by keyset (cursor=next_cursor)',
    }),
    handler: async (request) => {
      const { data, total, next_cursor } = await verification.listRequests(request.query);
      return okList(data, total, { next_cursor });
    },
  });

  app.route({
    ...callRoute('adminApproveVerification', {
      tags,
      summary: 'Approve a pending verification request: the user becomes a verified agent',
    }),
    handler: async (request) =>
      ok(
        await verification.decide(request.body.id, { approve: true }, signedInUser(request).id),
        undefined,
        'Verification approved',
      ),
  });

  app.route({
    ...callRoute('adminRejectVerification', {
      tags,
      summary: 'Reject a pending verification request with a reason; the user may re-apply',
    }),
    handler: async (request) =>
      ok(
        await verification.decide(
          request.body.id,
          { approve: false, reason: request.body.reason },
          signedInUser(request).id,
        ),
        undefined,
        'Verification rejected',
      ),
  });
};
