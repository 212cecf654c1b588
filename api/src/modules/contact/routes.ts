import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls, contactMessages, contactUsBody, contactUsReply } from '@domus/shared/contract';
import type { ModuleOptions } from '../../app-deps';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';
import { ContactService } from './service';

export const contactRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const contact = new ContactService(deps);

  app.route({
    ...callRoute(calls.contactUs),
    schema: {
      tags: ['content'],
      summary: 'Contact form: stored and mailed to the admin; at most 10 an hour per address and 5 per e-mail',
      body: contactUsBody,
      response: { 200: contactUsReply },
    },
    handler: async (request) => ok(await contact.send(request.body, request.ip), undefined, contactMessages.sent),
  });
};
