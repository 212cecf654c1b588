import { isOperator } from '@domus/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { limits, rateLimited } from '../../http/rate-limits';
import { notFound } from '../../http/api-error';
import { ok } from '../../http/reply';
import { privateKeyPattern } from '../../files/private-files';
import { documentKey, documentOwner } from './documents';
import { findVerificationFields } from './service';

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { verification } = app.services;

  app.route({
    ...callRoute('getAgentVerificationFormFields', {
      tags: ['verification'],
      summary: 'The agent verification form: fields, their type, options and whether required',
    }),
    handler: async () => ok(await findVerificationFields(deps.db)),
  });

  app.route({
    ...callRoute('applyAgentVerification', {
      tags: ['verification'],
      summary:
        'Apply (from initial) or re-apply (from failed): form_fields[n][id] + form_fields[n][value]; files PDF/JPEG/PNG, 5 MB',
      // A file field's answer is the file itself, in form_fields[n][value].
      files: {},
    }),
    ...rateLimited(limits.verificationUploads),
    handler: async (request) =>
      ok(
        await verification.apply(signedInUser(request).id, request.body),
        undefined,
        'Your verification request has been sent. We will let you know when it is reviewed.',
      ),
  });

  app.route({
    ...callRoute('getAgentVerificationFormValues', {
      tags: ['verification'],
      summary: 'The signed-in user’s verification status, last decision and answers',
    }),
    handler: async (request) => ok(await verification.view(signedInUser(request).id)),
  });

  const documents = deps.privateFiles;
  const contentTypes = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' } as const;

  app.route({
    ...callRoute('getVerificationDocument', {
      tags: ['verification'],
      summary: 'A verification document (a file_url of file answers): its owner and admins only, never cached',
    }),
    handler: async (request, reply) => {
      const reader = signedInUser(request);
      const key = documentKey(request.query.file ?? '');
      // Someone else's document is "not found" as much as a made-up name: ids reveal nothing.
      const owner = privateKeyPattern.test(key) ? await documentOwner(deps.db, key) : undefined;
      const bytes =
        owner === reader.id || (owner !== undefined && isOperator(reader.role)) ? await documents.read(key) : undefined;
      if (!bytes) throw notFound('There is no such document.');
      const extension = key.split('.').pop() as keyof typeof contentTypes;
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `${extension === 'pdf' ? 'attachment' : 'inline'}; filename="document.${extension}"`,
        )
        .type(contentTypes[extension])
        .send(bytes);
    },
  });
};
