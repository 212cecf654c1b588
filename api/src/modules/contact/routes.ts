import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages } from '@domus/shared/contract';
import { callRoute } from '../../http/call-route';
import { CountedLimit, limits, rateLimited } from '../../http/rate-limits';
import { ok } from '../../http/reply';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { contact } = app.services;
  // The form mails the team: neither one client nor one claimed sender may flood that inbox.
  const perEmail = new CountedLimit(deps.allowances, limits.contactPerEmail, 'contact-email', (request) =>
    String((request.body as { email?: unknown }).email ?? '')
      .trim()
      .toLowerCase(),
  );

  app.route({
    ...callRoute('contactUs', {
      tags: ['content'],
      summary: 'Contact form: stored and mailed to the admin; at most 10 an hour per address and 5 per e-mail',
    }),
    ...rateLimited(limits.contact),
    handler: async (request) => {
      const allowance = await perEmail.take(request);
      // A message refused (its fields) or not sent does not count against the address.
      const sent = await contact.send(request.body).catch(async (error: unknown) => {
        await allowance.giveBack();
        throw error;
      });
      return ok(sent, undefined, contactMessages.sent);
    },
  });
};
