import { remoteAreas } from '@domus/shared/remote-list';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { staticPages, urlset } from './sitemap';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: 'https://domus.test' } });
});
afterAll(() => t.close());

// Every request comes with a forged Host: links must come from PUBLIC_URL all the same.
const text = async (url: string) => {
  const reply = await t.app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });
  return { status: reply.statusCode, type: String(reply.headers['content-type']), body: reply.body };
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe('robots.txt and sitemaps', () => {
  it('keeps crawlers out of private pages and points them at the sitemap', async () => {
    const robots = await text('/robots.txt');
    expect(robots.type).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /user/');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Sitemap: https://domus.test/sitemap.xml');
  });

  it('names no path the site does not serve (robots.txt is a map for anyone who reads it)', async () => {
    const named = [...(await text('/robots.txt')).body.matchAll(/^Disallow: (.*)$/gm)].map((match) => match[1]!);
    const pages = remoteAreas.flatMap((area) => area.routes);
    const served = (path: string) => path === '/api/' || pages.some((page) => `${page}/`.startsWith(path));
    expect(named.filter((path) => !served(path))).toEqual([]);
    // The development outbox was at /dev/ until the mail catcher moved to a server of its own.
    expect(named).not.toContain('/dev/');
  });

  it('indexes one file of pages, the properties in pages, projects, articles and agents', async () => {
    const index = await text('/sitemap.xml');
    expect(index.type).toContain('application/xml');
    expect(locs(index.body)).toEqual([
      'https://domus.test/sitemaps/pages.xml',
      'https://domus.test/sitemaps/properties-1.xml',
      'https://domus.test/sitemaps/projects.xml',
      'https://domus.test/sitemaps/articles.xml',
      'https://domus.test/sitemaps/agents.xml',
    ]);
    expect(locs((await text('/sitemaps/pages.xml')).body)).toHaveLength(staticPages.length);
  });

  it('lists approved, active listings and leaves the others out', async () => {
    const [published] = await t.db.query<{ slug_id: string }>(
      `select slug_id from properties where status = 1 and request_status = 'approved' order by id limit 1`,
    );
    const hidden = await t.db.query<{ slug_id: string }>(
      `select slug_id from properties where status = 0 or request_status <> 'approved'`,
    );
    const listed = locs((await text('/sitemaps/properties-1.xml')).body);
    expect(listed).toContain(`https://domus.test/properties-details/${published!.slug_id}`);
    expect(hidden.length).toBeGreaterThan(0);
    for (const row of hidden) expect(listed).not.toContain(`https://domus.test/properties-details/${row.slug_id}`);
    const [{ total }] = (await t.db.query<{ total: number }>(
      `select count(*)::int as total from properties where status = 1 and request_status = 'approved'`,
    )) as [{ total: number }];
    expect(listed).toHaveLength(total);
  });

  it('lists articles, projects and agents with their pages', async () => {
    expect(locs((await text('/sitemaps/articles.xml')).body)[0]).toMatch(/^https:\/\/domus\.test\/articles\//);
    expect(locs((await text('/sitemaps/projects.xml')).body)[0]).toMatch(/^https:\/\/domus\.test\/project-details\//);
    expect(locs((await text('/sitemaps/agents.xml')).body)[0]).toMatch(/^https:\/\/domus\.test\/agents\//);
  });

  it('answers 404 for any other sitemap name', async () => {
    expect((await text('/sitemaps/users.xml')).status).toBe(404);
    expect((await text('/sitemaps/properties-x.xml')).status).toBe(404);
  });

  it('escapes what XML does not allow in a URL', () => {
    expect(urlset('https://a.test', [{ loc: '/x?a=1&b=<2>' }])).toContain(
      '<loc>https://a.test/x?a=1&amp;b=&lt;2&gt;</loc>',
    );
  });
});
