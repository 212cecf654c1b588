import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import type { FastifyInstance } from 'fastify';
import { contentLanguageOf, type ContentLanguage } from '../lib/translations';

declare module '@fastify/request-context' {
  interface RequestContextData {
    contentLanguage: ContentLanguage;
  }
}

/**
 * Every request's `Content-Language` (see lib/translations.ts), read once as it arrives and
 * kept for the services that build its reply: catalogue texts are translated where the reply
 * is built, however deep, without each call passing the language along.
 */
export async function registerContentLanguage(app: FastifyInstance) {
  await app.register(fastifyRequestContext, {
    defaultStoreValues: (request) => ({ contentLanguage: contentLanguageOf(request.headers['content-language']) }),
  });
}

/** The language of the request being answered; none outside a request (jobs, the admin CLI, tests calling services). */
export const readerLanguage = (): ContentLanguage => requestContext.get('contentLanguage') ?? [];
