import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyAgentVerificationBody,
  applyAgentVerificationReply,
  calls,
  getAgentVerificationFormFieldsReply,
  getAgentVerificationFormValuesReply,
} from '@domus/shared/contract';
import type { ModuleOptions } from '../../app-deps';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { limits, rateLimited } from '../../http/rate-limits';
import { ok } from '../../http/reply';
import { findVerificationFields, VerificationService } from './service';

export const verificationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const verification = new VerificationService(deps);

  app.route({
    ...callRoute(calls.getAgentVerificationFormFields),
    schema: {
      tags: ['verification'],
      summary: 'The agent verification form: fields, their type, options and whether required',
      response: { 200: getAgentVerificationFormFieldsReply },
    },
    handler: async () => ok(await findVerificationFields(deps.db)),
  });

  app.route({
    ...callRoute(calls.applyAgentVerification),
    ...rateLimited(limits.verificationUploads),
    schema: {
      tags: ['verification'],
      summary:
        'Apply (from initial) or re-apply (from failed): form_fields[n][id] + form_fields[n][value]; files PDF/JPEG/PNG, 5 MB',
      // Multipart names are bracketed (form_fields[0][id]) and files arrive as content: the
      // service reads the body into the shape of applyAgentVerificationBody itself.
      body: z.record(z.string(), z.unknown()).describe(applyAgentVerificationBody.description ?? 'form_fields'),
      response: { 200: applyAgentVerificationReply },
    },
    handler: async (request) =>
      ok(
        await verification.apply(signedInUser(request).id, request.body),
        undefined,
        'Your verification request has been sent. We will let you know when it is reviewed.',
      ),
  });

  app.route({
    ...callRoute(calls.getAgentVerificationFormValues),
    schema: {
      tags: ['verification'],
      summary: 'The signed-in user’s verification status, last decision and answers',
      response: { 200: getAgentVerificationFormValuesReply },
    },
    handler: async (request) => ok(await verification.view(signedInUser(request).id)),
  });
};
