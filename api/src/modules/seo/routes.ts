import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/api-error';
import { sitemapFiles, sitemapIndex, sitemapUrls, urlset } from './sitemap';

/**
 * Private areas and machine paths crawlers have no business in. Only paths the site serves:
 * robots.txt is public, so naming a path that is gone only points at where it was.
 */
const disallowed = ['/api/', '/user/', '/payment/', '/my-property/'];

/**
 * robots.txt and the sitemaps, at the site root (not under /api): built from the approved
 * listings, projects, articles and agents, so search engines find every public page.
 */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    void reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=86400');
    return `User-agent: *\n${disallowed.map((path) => `Disallow: ${path}`).join('\n')}\n\nSitemap: ${deps.config.publicUrl}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    void reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return sitemapIndex(deps.config.publicUrl, await sitemapFiles(deps));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const urls = await sitemapUrls(deps, request.params.file);
    if (!urls) throw notFound('There is no such sitemap.');
    void reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return urlset(deps.config.publicUrl, urls);
  });
};
