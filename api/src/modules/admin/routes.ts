import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUserTargetBody, type CallName } from '@domus/shared/contract';
import { requireAdmin, signedInUser } from '../../http/auth';
import { callRoute, type RouteDoc } from '../../http/call-route';
import { ok, okList } from '../../http/reply';
import { AdminService, targetOf } from './service';

/** An admin call: 401 for visitors, 403 for anyone but an admin. */
const adminRoute = <N extends CallName, D extends RouteDoc>(name: N, doc: D) => ({
  ...callRoute(name, doc),
  onRequest: requireAdmin,
});

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin, verification } = app.services;
  const tags = ['admin'];

  app.route({
    ...adminRoute('adminListUsers', { tags, summary: 'Users, by name/e-mail/phone search and role' }),
    handler: async (request) => {
      const { data, total } = await admin.listUsers(request.query);
      return okList(data, total);
    },
  });

  const userAction = (
    name: 'adminDeactivateUser' | 'adminReactivateUser' | 'adminMakeAdmin',
    summary: string,
    message: string,
    act: (body: typeof adminUserTargetBody._output, adminId: number) => ReturnType<AdminService['findUser']>,
  ) =>
    app.route({
      ...adminRoute(name, { tags, summary }),
      handler: async (request) => ok(await act(request.body, signedInUser(request).id), undefined, message),
    });

  userAction('adminDeactivateUser', 'Deactivate an account (user_id or email)', 'User deactivated', (body, adminId) =>
    admin.setActive(targetOf(body), false, adminId),
  );
  userAction('adminReactivateUser', 'Reactivate an account (user_id or email)', 'User reactivated', (body, adminId) =>
    admin.setActive(targetOf(body), true, adminId),
  );
  userAction('adminMakeAdmin', 'Make a user an admin (user_id or email)', 'User is now an admin', (body) =>
    admin.makeAdmin(targetOf(body)),
  );

  app.route({
    ...adminRoute('adminListVerifications', {
      tags,
      summary: 'Agent verification requests (pending first), optionally by status',
    }),
    handler: async (request) => {
      const { data, total } = await verification.listRequests(request.query);
      return okList(data, total);
    },
  });

  app.route({
    ...adminRoute('adminApproveVerification', {
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
    ...adminRoute('adminRejectVerification', {
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
