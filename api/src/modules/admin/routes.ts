import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminApproveVerificationBody,
  adminListUsersQuery,
  adminListUsersReply,
  adminListVerificationsQuery,
  adminListVerificationsReply,
  adminRejectVerificationBody,
  adminUserReply,
  adminUserTargetBody,
  adminVerificationReply,
  calls,
  type CallSpec,
} from '@domus/shared/contract';
import type { ModuleOptions } from '../../app-deps';
import { requireAdmin, signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';
import { VerificationService } from '../verification/service';
import { AdminService, targetOf } from './service';

/** An admin call: 401 for visitors, 403 for anyone but an admin. */
const adminRoute = (call: CallSpec) => ({ ...callRoute(call), onRequest: requireAdmin });

export const adminRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const admin = new AdminService(deps);
  const verification = new VerificationService(deps);
  const tags = ['admin'];

  app.route({
    ...adminRoute(calls.adminListUsers),
    schema: {
      tags,
      summary: 'Users, by name/e-mail/phone search and role',
      querystring: adminListUsersQuery,
      response: { 200: adminListUsersReply },
    },
    handler: async (request) => {
      const { data, total } = await admin.listUsers(request.query);
      return okList(data, total);
    },
  });

  const userAction = (
    call: CallSpec,
    summary: string,
    message: string,
    act: (body: typeof adminUserTargetBody._output, adminId: number) => ReturnType<AdminService['findUser']>,
  ) =>
    app.route({
      ...adminRoute(call),
      schema: { tags, summary, body: adminUserTargetBody, response: { 200: adminUserReply } },
      handler: async (request) => ok(await act(request.body, signedInUser(request).id), undefined, message),
    });

  userAction(
    calls.adminDeactivateUser,
    'Deactivate an account (user_id or email)',
    'User deactivated',
    (body, adminId) => admin.setActive(targetOf(body), false, adminId),
  );
  userAction(
    calls.adminReactivateUser,
    'Reactivate an account (user_id or email)',
    'User reactivated',
    (body, adminId) => admin.setActive(targetOf(body), true, adminId),
  );
  userAction(calls.adminMakeAdmin, 'Make a user an admin (user_id or email)', 'User is now an admin', (body) =>
    admin.makeAdmin(targetOf(body)),
  );

  app.route({
    ...adminRoute(calls.adminListVerifications),
    schema: {
      tags,
      summary: 'Agent verification requests (pending first), optionally by status',
      querystring: adminListVerificationsQuery,
      response: { 200: adminListVerificationsReply },
    },
    handler: async (request) => {
      const { data, total } = await verification.listRequests(request.query);
      return okList(data, total);
    },
  });

  app.route({
    ...adminRoute(calls.adminApproveVerification),
    schema: {
      tags,
      summary: 'Approve a pending verification request: the user becomes a verified agent',
      body: adminApproveVerificationBody,
      response: { 200: adminVerificationReply },
    },
    handler: async (request) =>
      ok(
        await verification.decide(request.body.id, { approve: true }, signedInUser(request).id),
        undefined,
        'Verification approved',
      ),
  });

  app.route({
    ...adminRoute(calls.adminRejectVerification),
    schema: {
      tags,
      summary: 'Reject a pending verification request with a reason; the user may re-apply',
      body: adminRejectVerificationBody,
      response: { 200: adminVerificationReply },
    },
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
