import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerOf } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok } from '../../http/reply';
import { sitePageHtml } from './site-pages';
import { getWebSettings } from './service';

export const webSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...callRoute('webSettings', {
      tags: ['settings'],
      summary: 'Public site settings, languages and price range; the reader’s own state when signed in',
    }),
    handler: async (request) =>
      ok(await getWebSettings(deps, readerOf(request), await app.services.siteSettings.payments())),
  });

  const pages = [
    ['aboutUs', 'about_us', 'About us'],
    ['privacyPolicy', 'privacy_policy', 'Privacy policy'],
    ['termsConditions', 'terms_conditions', 'Terms and conditions'],
  ] as const;
  for (const [name, slug, title] of pages) {
    app.route({
      ...callRoute(name, {
        tags: ['content'],
        summary: `${title} page: its HTML in the reader’s language at data.data ('' until an admin writes it)`,
      }),
      handler: async () => ok({ data: await sitePageHtml(deps, slug) }),
    });
  }
};
