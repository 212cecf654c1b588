import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';
import { consoleActor } from '../operator-log/record';
import { settingsKeyName } from './secret-box';

/** The console's Settings (admins): read, the site's settings, mail, SMS and payments (sensitive), and the site's languages. */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { siteSettings } = app.services;
  const tags = ['admin'];
  app.addHook('onReady', async () => {
    await deps.accounts.secrets.warmUp([settingsKeyName]);
    await siteSettings.refreshPolicy();
  });

  app.route({
    ...callRoute('adminSettings', {
      tags,
      summary: 'Every setting of the Settings screen; a secret as { set, last4 }, never its value',
    }),
    handler: async () => ok(await siteSettings.read()),
  });

  app.route({
    ...callRoute('adminUpdateSettings', {
      tags,
      summary: 'Save any of the site’s name, contact, currency, numbers, default language, map and distance unit',
    }),
    handler: async (request) =>
      ok(await siteSettings.update(request.body, consoleActor(signedInUser(request))), undefined, 'Settings saved'),
  });

  app.route({
    ...callRoute('adminUpdateProviderSettings', {
      tags,
      summary: 'Save any of mail, SMS and payment settings; a secret is a new value or null (cleared), never sent back',
    }),
    handler: async (request) =>
      ok(
        await siteSettings.updateProviders(request.body, consoleActor(signedInUser(request))),
        undefined,
        'Settings saved',
      ),
  });

  // The console's Settings (admins; the catalogue says who may call and which are sensitive).
  const { languageAdministration: languages } = app.services;
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
