import type { GetLanguagesQuery, LanguageSummary, LanguageWithFile } from '@domus/shared/contract';
import type { Queryable } from '../../db/db';
import { notFound } from '../../http/api-error';

export function listLanguages(db: Queryable): Promise<LanguageSummary[]> {
  return db.query<LanguageSummary>('select id, code, name, rtl::int as rtl from languages order by id');
}

/** One language by code; with its web translations when `withFile`. */
export async function getLanguage(db: Queryable, code: string, withFile: boolean): Promise<LanguageWithFile> {
  const [language] = await db.query<LanguageSummary & { translations: Record<string, string> }>(
    'select id, code, name, rtl::int as rtl, translations from languages where lower(code) = lower($1)',
    [code],
  );
  if (!language) throw notFound(`There is no language with code ${code}`);
  const { translations, ...summary } = language;
  return withFile ? { ...summary, file_name: translations } : summary;
}

export type LanguagesResult = { kind: 'list'; data: LanguageSummary[] } | { kind: 'one'; data: LanguageWithFile };

export async function getLanguages(db: Queryable, query: GetLanguagesQuery): Promise<LanguagesResult> {
  if (query.language_code === undefined) return { kind: 'list', data: await listLanguages(db) };
  return { kind: 'one', data: await getLanguage(db, query.language_code, query.web_language_file === true) };
}
