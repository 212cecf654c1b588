import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';

/** The admins' payment calls: transactions, and the decision on bank transfers in review. */
export const paymentOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bankTransfers } = app.services;
  const tags = ['admin'];

  app.route({
    ...callRoute('adminPaymentTransactions', {
      tags,
      summary: 'Payment transactions, newest first, by status, provider, member e-mail and dates; keyset pages',
    }),
    handler: async (request) => {
      const { data, next_cursor } = await bankTransfers.list(request.query);
      return ok(data, { next_cursor });
    },
  });

  app.route({
    ...callRoute('adminConfirmBankTransfer', {
      tags,
      summary: 'Confirm a bank transfer in review: the package is granted, the member told (409 once decided)',
    }),
    handler: async (request) =>
      ok(
        await bankTransfers.confirm(request.body.id, { id: signedInUser(request).id, via: 'console' }),
        undefined,
        'Bank transfer confirmed',
      ),
  });

  app.route({
    ...callRoute('adminRejectBankTransfer', {
      tags,
      summary: 'Reject a bank transfer in review with a reason the member reads (409 once decided)',
    }),
    handler: async (request) =>
      ok(
        await bankTransfers.reject(request.body.id, request.body.reason, {
          id: signedInUser(request).id,
          via: 'console',
        }),
        undefined,
        'Bank transfer rejected',
      ),
  });
};
