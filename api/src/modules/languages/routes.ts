import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';
import { consoleActor } from '../operator-log/record';
import { getLanguages } from './service';

export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...callRoute('getLanguages', {
      tags: ['settings'],
      summary: 'All languages; or one by language_code, with its web translations when web_language_file=1',
    }),
    handler: async (request) => {
      const result = await getLanguages(deps.db, request.query);
      return result.kind === 'list' ? okList(result.data, result.data.length) : ok(result.data);
    },
  });

  // The console's Settings (admins; the catalogue says who may call and which are sensitive).
  const { languageAdministration: languages } = app.services;
  const tags = ['admin'];
  app.route({
    ...callRoute('adminLanguages', {
      tags,
      summary: 'The site’s languages, how many texts each has, which is the default',
    }),
    handler: async () => {
      const data = await languages.list();
      return okList(data, data.length);
    },
  });
  app.route({
    ...callRoute('adminAddLanguage', {
      tags,
      summary: 'A new language: its code, its name, its direction and (now or later) its texts',
    }),
    handler: async (request) =>
      ok(await languages.add(request.body, consoleActor(signedInUser(request))), undefined, 'Language added'),
  });
  app.route({
    ...callRoute('adminUpdateLanguage', {
      tags,
      summary: 'Rename a language, turn its direction, or give it texts (those sent replace the same keys)',
    }),
    handler: async (request) =>
      ok(await languages.update(request.body, consoleActor(signedInUser(request))), undefined, 'Language saved'),
  });
  app.route({
    ...callRoute('adminDeleteLanguage', {
      tags,
      summary: 'Remove a language and its texts (never English, nor the default language)',
    }),
    handler: async (request) =>
      ok(await languages.remove(request.body.code, consoleActor(signedInUser(request))), undefined, 'Language removed'),
  });
};
