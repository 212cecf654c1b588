import { fastifyRequestContext } from '@fastify/request-context';
import fp from 'fastify-plugin';
import { contentLanguageOf } from '../../lib/translations';

/**
 * Every request's `Content-Language` (see lib/translations.ts), read once as it arrives and
 * kept for the services that build its reply (`readerLanguage` in http/content-language.ts):
 * reference data texts are translated where the reply is built, however deep, without each call
 * passing the language along.
 */
export const contentLanguage = fp(
  async (app) => {
    await app.register(fastifyRequestContext, {
      defaultStoreValues: (request) => ({ contentLanguage: contentLanguageOf(request.headers['content-language']) }),
    });
  },
  { name: 'content-language' },
);
