import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';
import { consoleActor } from '../operator-log/record';
import { settingsKeyName } from './secret-box';

/** The console's Settings (admins): read, the site's settings, and mail, SMS and payments (sensitive). */
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
};
