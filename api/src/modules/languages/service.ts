import type { GetLanguagesQuery, LanguageSummary, LanguageWithFile } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { notFound } from '../../http/api-error';

const summaryColumns = ['id', 'code', 'name', sql<0 | 1>`rtl::int`.as('rtl')] as const;

export function listLanguages(db: Queryable): Promise<LanguageSummary[]> {
  return kyselyOf(db).selectFrom('languages').select(summaryColumns).orderBy('id').execute();
}

/** One language by code; with its web translations when `withFile`. */
export async function getLanguage(db: Queryable, code: string, withFile: boolean): Promise<LanguageWithFile> {
  const language = await kyselyOf(db)
    .selectFrom('languages')
    .select([...summaryColumns, 'translations'])
    .$narrowType<{ translations: Record<string, string> }>()
    .where((eb) => eb(eb.fn('lower', ['code']), '=', eb.fn('lower', [eb.val(code)])))
    .executeTakeFirst();
  if (!language) throw notFound(`There is no language with code ${code}`);
  const { translations, ...summary } = language;
  return withFile ? { ...summary, file_name: translations } : summary;
}

export type LanguagesResult = { kind: 'list'; data: LanguageSummary[] } | { kind: 'one'; data: LanguageWithFile };

export async function getLanguages(db: Queryable, query: GetLanguagesQuery): Promise<LanguagesResult> {
  if (query.language_code === undefined) return { kind: 'list', data: await listLanguages(db) };
  return { kind: 'one', data: await getLanguage(db, query.language_code, query.web_language_file === true) };
}
