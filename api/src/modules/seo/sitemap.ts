import { sql } from 'kysely';
import { agentPagePath, articlePagePath, pagePaths, projectPagePath, propertyPagePath } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { kyselyOf } from '../../db/kysely';
import { publicProperty } from '../listing-rules/visibility';
import { publicProject } from '../listing-rules/visibility';

/** URLs per sitemap file (the protocol allows 50,000; smaller files answer fast). */
export const urlsPerSitemap = 10_000;

interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

/** Pages of the site that are always there (docs/SPEC.md §2 screens a visitor can open). */
export const staticPages: string[] = [
  pagePaths.home,
  pagePaths.properties,
  pagePaths.projects,
  pagePaths.map,
  pagePaths.featuredProperties,
  pagePaths.mostViewedProperties,
  pagePaths.mostFavouriteProperties,
  pagePaths.agents,
  pagePaths.cities,
  pagePaths.articles,
  pagePaths.faqs,
  pagePaths.aboutUs,
  pagePaths.contactUs,
  pagePaths.mortgageCalculator,
  pagePaths.areaConverter,
  pagePaths.subscriptionPlans,
];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

export function urlset(base: string, urls: SitemapUrl[]): string {
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeXml(base + loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(base: string, files: string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${base}/sitemaps/${file}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The files of the index: static pages, properties in pages of urlsPerSitemap, projects, articles, agents. */
export async function sitemapFiles(deps: AppDeps): Promise<string[]> {
  const counted = await kyselyOf(deps.db)
    .selectFrom('properties as p')
    .select(sql<number>`count(*)::int`.as('total'))
    .where(publicProperty)
    .executeTakeFirst();
  const propertyFiles = Math.max(1, Math.ceil((counted?.total ?? 0) / urlsPerSitemap));
  return [
    'pages.xml',
    ...Array.from({ length: propertyFiles }, (_, index) => `properties-${index + 1}.xml`),
    'projects.xml',
    'articles.xml',
    'agents.xml',
  ];
}

/** One sitemap file's URLs, or undefined for a name that is not one of ours. */
export async function sitemapUrls(deps: AppDeps, file: string): Promise<SitemapUrl[] | undefined> {
  if (file === 'pages.xml') return staticPages.map((loc) => ({ loc }));
  const page = /^properties-(\d{1,6})\.xml$/.exec(file);
  if (page) {
    const rows = await kyselyOf(deps.db)
      .selectFrom('properties as p')
      .select(['p.slug_id', 'p.updated_at as lastmod'])
      .where(publicProperty)
      .orderBy('p.id')
      .limit(urlsPerSitemap)
      .offset((Number(page[1]) - 1) * urlsPerSitemap)
      .execute();
    return rows.map((row) => ({ loc: propertyPagePath(row.slug_id), lastmod: row.lastmod }));
  }
  if (file === 'projects.xml') {
    const rows = await kyselyOf(deps.db)
      .selectFrom('projects as j')
      .select(['j.slug_id', 'j.updated_at as lastmod'])
      .where(publicProject)
      .orderBy('j.id')
      .limit(urlsPerSitemap)
      .execute();
    return rows.map((row) => ({ loc: projectPagePath(row.slug_id), lastmod: row.lastmod }));
  }
  if (file === 'articles.xml') {
    const rows = await kyselyOf(deps.db)
      .selectFrom('articles')
      .select(['slug_id', 'created_at as lastmod'])
      .orderBy('id')
      .limit(urlsPerSitemap)
      .execute();
    return rows.map((row) => ({ loc: articlePagePath(row.slug_id), lastmod: row.lastmod }));
  }
  if (file === 'agents.xml') {
    // Agents with at least one public listing or project (the agent page lists them).
    const rows = await kyselyOf(deps.db)
      .selectFrom('users as u')
      .select(['u.slug_id', 'u.updated_at as lastmod'])
      .where('u.is_active', '=', true)
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('properties as p')
              .select(sql.lit(1).as('one'))
              .whereRef('p.user_id', '=', 'u.id')
              .where(publicProperty),
          ),
          eb.exists(
            eb
              .selectFrom('projects as j')
              .select(sql.lit(1).as('one'))
              .whereRef('j.user_id', '=', 'u.id')
              .where(publicProject),
          ),
        ]),
      )
      .orderBy('u.id')
      .limit(urlsPerSitemap)
      .execute();
    return rows.map((row) => ({ loc: agentPagePath(row.slug_id), lastmod: row.lastmod }));
  }
  return undefined;
}
