import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidInput } from '../../http/api-error';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { ok, okList } from '../../http/reply';
import { ArticleAdministration } from '../articles/administration';
import { BannerAdministration } from '../banners/administration';
import { FaqAdministration } from '../faqs/administration';
import { SliderAdministration } from '../homepage/slider-administration';
import { listSitePages, updateSitePage } from '../web-settings/site-pages';
import { consoleActor } from '../operator-log/record';
import { sanitisedHtml } from '../web-settings/content-html';

/**
 * The console's Content screen (admins; each call's role and sensitivity come from the
 * catalogue): articles, FAQs, the fixed pages, banners and the home slider. Public replies carry
 * an ETag of their body, so what is saved here is what the next visit gets.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['admin'];
  const articles = new ArticleAdministration(deps);
  const faqs = new FaqAdministration(deps);
  const banners = new BannerAdministration(deps);
  const slider = new SliderAdministration(deps);

  app.route({
    ...callRoute('adminArticles', {
      tags,
      summary: 'Every article (drafts too), newest first by keyset; search in titles',
    }),
    handler: async (request) => {
      const { data, total, next_cursor } = await articles.list(request.query);
      return okList(data, total, { next_cursor });
    },
  });
  app.route({
    ...callRoute('adminCreateArticle', {
      tags,
      summary: 'A new article, a draft: title and body (HTML, sanitised) per language',
    }),
    handler: async (request) =>
      ok(await articles.create(request.body, consoleActor(signedInUser(request))), undefined, 'Article saved'),
  });
  app.route({
    ...callRoute('adminUpdateArticle', { tags, summary: 'Replace an article’s texts, category and promotion' }),
    handler: async (request) =>
      ok(
        await articles.update(request.body.id, request.body, consoleActor(signedInUser(request))),
        undefined,
        'Article saved',
      ),
  });
  app.route({
    ...callRoute('adminPublishArticle', {
      tags,
      summary: 'Show an article on the site (published=1) or take it back (0)',
    }),
    handler: async (request) =>
      ok(await articles.publish(request.body.id, request.body.published, consoleActor(signedInUser(request)))),
  });
  app.route({
    ...callRoute('adminArticlePicture', {
      tags,
      summary: 'An article’s picture (JPEG or PNG, at least 480x270), in the image file part',
      files: { image: 'one' },
    }),
    handler: async (request) =>
      ok(await articles.setPicture(request.body.id, request.body.image, consoleActor(signedInUser(request)))),
  });
  app.route({
    ...callRoute('adminDeleteArticle', { tags, summary: 'Delete an article and its picture' }),
    handler: async (request) =>
      ok(await articles.remove(request.body.id, consoleActor(signedInUser(request))), undefined, 'Article deleted'),
  });
  app.route({
    ...callRoute('adminContentPreview', {
      tags,
      summary: 'HTML as it would be saved: scripts, handlers and unknown tags removed',
    }),
    handler: async (request) => ok({ html: sanitisedHtml(request.body.html) }),
  });

  app.route({
    ...callRoute('adminFaqs', { tags, summary: 'Every FAQ (inactive ones too) in the site’s order, by keyset' }),
    handler: async (request) => {
      const { data, total, next_cursor } = await faqs.list(request.query);
      return okList(data, total, { next_cursor });
    },
  });
  app.route({
    ...callRoute('adminCreateFaq', { tags, summary: 'A new FAQ: question and answer per language, order, active' }),
    handler: async (request) =>
      ok(await faqs.create(request.body, consoleActor(signedInUser(request))), undefined, 'FAQ saved'),
  });
  app.route({
    ...callRoute('adminUpdateFaq', { tags, summary: 'Replace an FAQ’s texts, order and whether it shows' }),
    handler: async (request) =>
      ok(await faqs.update(request.body.id, request.body, consoleActor(signedInUser(request))), undefined, 'FAQ saved'),
  });
  app.route({
    ...callRoute('adminDeleteFaq', { tags, summary: 'Delete an FAQ' }),
    handler: async (request) =>
      ok(await faqs.remove(request.body.id, consoleActor(signedInUser(request))), undefined, 'FAQ deleted'),
  });

  app.route({
    ...callRoute('adminSitePages', {
      tags,
      summary: 'The about, privacy and terms pages with their HTML per language',
    }),
    handler: async () => ok(await listSitePages(deps.db)),
  });
  app.route({
    ...callRoute('adminUpdateSitePage', { tags, summary: 'Write a fixed page’s HTML per language (sanitised)' }),
    handler: async (request) =>
      ok(
        await updateSitePage(deps, request.body.slug, request.body.texts, consoleActor(signedInUser(request))),
        undefined,
        'Page saved',
      ),
  });

  app.route({
    ...callRoute('adminBanners', { tags, summary: 'Every banner, ended and scheduled ones too (as banners:list)' }),
    handler: async () => ok((await banners.list()).map(bannerView)),
  });
  app.route({
    ...callRoute('adminAddBanner', {
      tags,
      summary:
        'A banner at a page’s placement: picture (image file part), a link or a public listing, dates (as banners:add)',
      files: { image: 'one' },
    }),
    handler: async (request) => {
      const { image, ...draft } = request.body;
      if (!image) throw invalidImage();
      return ok(bannerView(await banners.add({ ...draft, image }, consoleActor(signedInUser(request)))));
    },
  });
  app.route({
    ...callRoute('adminRemoveBanner', { tags, summary: 'Remove a banner and its picture (as banners:remove)' }),
    handler: async (request) =>
      ok(bannerView(await banners.remove(request.body.id, consoleActor(signedInUser(request))))),
  });

  app.route({
    ...callRoute('adminSlider', {
      tags,
      summary: 'The home slider’s entries as the home page reads them, each saying whether it shows',
    }),
    handler: async () => ok(await slider.list()),
  });
  app.route({
    ...callRoute('adminAddSlide', { tags, summary: 'Feature a public property or project in the home slider' }),
    handler: async (request) => {
      const user = signedInUser(request);
      return ok(await slider.add(request.body, { actorId: user.id, via: 'console' }));
    },
  });
  app.route({
    ...callRoute('adminRemoveSlide', { tags, summary: 'Take an entry out of the home slider' }),
    handler: async (request) => ok(await slider.remove(request.body.id, consoleActor(signedInUser(request)))),
  });
};

const invalidImage = () => invalidInput('image is required: send the picture as a file part (JPEG or PNG)');

const bannerView = (banner: Awaited<ReturnType<BannerAdministration['list']>>[number]) => ({
  id: banner.id,
  page: banner.page,
  placement: banner.placement,
  platform: banner.platform,
  sequence: banner.sequence,
  image_url: banner.image_url,
  external_link_url: banner.external_link_url,
  property_id: banner.property_id,
  property_slug: banner.property_slug,
  property_public: banner.property_public,
  starts_at: banner.starts_at.toISOString(),
  ends_at: banner.ends_at?.toISOString() ?? null,
  state: banner.state,
});
