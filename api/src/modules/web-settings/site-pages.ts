import { sitePageSlugs, type SitePage, type SitePageSlug } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { readerLanguage } from '../../http/content-language';
import { translatedText, type Translations } from '../../lib/translations';
import type { OperatorActor } from '../operator-log/record';
import { sanitisedHtml } from './content-html';
import { rowToTexts, siteLanguages, textsSummary, textsToRow } from './content-texts';
import { recordOperatorAction } from '../operator-log/record';

const fields = ['body'] as const;

async function pageRows(db: Queryable, slug?: SitePageSlug) {
  return kyselyOf(db)
    .selectFrom('site_pages')
    .select(['slug', 'body', 'translations', 'updated_at'])
    .$narrowType<{ translations: Translations; slug: SitePageSlug }>()
    .$if(slug !== undefined, (qb) => qb.where('slug', '=', slug!))
    .execute();
}

/** about-us, privacy-policy, terms-conditions: the page's HTML in the reader's language ('' when not written). */
export async function sitePageHtml(deps: Pick<AppDeps, 'db'>, slug: SitePageSlug): Promise<string> {
  const [row] = await pageRows(deps.db, slug);
  return row ? translatedText(row.translations, readerLanguage(), 'body', row.body) : '';
}

/** Every fixed page with its texts per site language (an unwritten page has none yet). */
export async function listSitePages(db: Queryable): Promise<SitePage[]> {
  const [rows, languages] = await Promise.all([pageRows(db), siteLanguages(db)]);
  return sitePageSlugs.map((slug) => {
    const row = rows.find((each) => each.slug === slug);
    return {
      slug,
      texts: rowToTexts(languages, fields, { body: row?.body ?? '' }, row?.translations ?? null),
      updated_at: row ? row.updated_at.toISOString() : null,
    };
  });
}

/** Writes a page's HTML per language, sanitised; an empty default language leaves the page empty. */
export async function updateSitePage(
  deps: Pick<AppDeps, 'db'>,
  slug: SitePageSlug,
  texts: Record<string, Partial<Record<'body', string>>>,
  actor: OperatorActor,
): Promise<SitePage> {
  return deps.db.transaction(async (tx) => {
    const before = (await listSitePages(tx)).find((page) => page.slug === slug)!;
    const { stored, translations } = await textsToRow(tx, texts, fields, [], (_field, text) => sanitisedHtml(text));
    const row = { body: stored.body, translations: JSON.stringify(translations), updated_at: new Date() };
    await kyselyOf(tx)
      .insertInto('site_pages')
      .values({ slug, ...row })
      .onConflict((oc) => oc.column('slug').doUpdateSet(row))
      .execute();
    const after = (await listSitePages(tx)).find((page) => page.slug === slug)!;
    await recordOperatorAction(tx, {
      ...actor,
      action: 'page.update',
      subjectId: slug,
      // Pages are long: the log keeps their lengths per language.
      before: textsSummary(before.texts, []),
      after: textsSummary(after.texts, []),
    });
    return after;
  });
}
