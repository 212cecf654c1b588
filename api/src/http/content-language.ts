import { requestContext } from '@fastify/request-context';
import type { ContentLanguage } from '../lib/translations';

declare module '@fastify/request-context' {
  interface RequestContextData {
    contentLanguage: ContentLanguage;
  }
}

/** The language of the request being answered; none outside a request (jobs, the admin CLI, tests calling services). */
export const readerLanguage = (): ContentLanguage => requestContext.get('contentLanguage') ?? [];
