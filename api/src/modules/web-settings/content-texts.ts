import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { invalidInput } from '../../http/api-error';
import type { Translations } from '../../lib/translations';
import { defaultSettings } from './defaults';
import { readSettings } from './settings-store';

/** Texts per language code: `{ en: { title, body }, ar: { ... } }`. */
export type LanguageTexts<F extends string> = Record<string, Record<F, string>>;

/** The site's languages: the default one first, then the others in the order they were added. */
export async function siteLanguages(db: Queryable): Promise<{ defaultCode: string; codes: string[] }> {
  const [stored, rows] = await Promise.all([
    readSettings(db, ['default_language']),
    kyselyOf(db).selectFrom('languages').select('code').orderBy('id').execute(),
  ]);
  const setting = stored.get('default_language');
  const defaultCode = typeof setting === 'string' && setting !== '' ? setting : defaultSettings.default_language;
  const codes = [defaultCode, ...rows.map((row) => row.code).filter((code) => code !== defaultCode)];
  return { defaultCode, codes };
}

/**
 * Splits texts as a form sends them into a row's stored text (the default language's, which
 * every `required` field needs) and its `translations` of the other site languages. A language
 * the site does not have is refused; `clean` prepares each text (trims, sanitises HTML).
 */
export async function textsToRow<F extends string>(
  db: Queryable,
  texts: Record<string, Partial<Record<F, string>>>,
  fields: readonly F[],
  required: readonly F[],
  clean: (field: F, text: string) => string,
): Promise<{ stored: Record<F, string>; translations: Record<string, Record<F, string>> }> {
  const { defaultCode, codes } = await siteLanguages(db);
  const unknown = Object.keys(texts).filter((code) => !codes.includes(code));
  if (unknown.length > 0) {
    throw invalidInput(`texts: the site has no language ${unknown.join(', ')} (its languages: ${codes.join(', ')})`);
  }
  const cleaned = (code: string) =>
    Object.fromEntries(fields.map((field) => [field, clean(field, texts[code]?.[field] ?? '')])) as Record<F, string>;
  const stored = cleaned(defaultCode);
  for (const field of required) {
    if (stored[field] === '')
      throw invalidInput(`texts.${defaultCode}.${field} is required (the site's default language)`);
  }
  const translations: Record<string, Record<F, string>> = {};
  for (const code of codes.slice(1)) {
    const text = cleaned(code);
    if (fields.some((field) => text[field] !== '')) translations[code] = text;
  }
  return { stored, translations };
}

/** A row's texts per site language, as the console edits them ('' where none is written). */
export function rowToTexts<F extends string>(
  languages: { defaultCode: string; codes: string[] },
  fields: readonly F[],
  stored: Record<F, string>,
  translations: Translations | null,
): LanguageTexts<F> {
  return Object.fromEntries(
    languages.codes.map((code) => [
      code,
      Object.fromEntries(
        fields.map((field) => {
          if (code === languages.defaultCode) return [field, stored[field]];
          const text = translations?.[code]?.[field];
          return [field, typeof text === 'string' ? text : ''];
        }),
      ) as Record<F, string>,
    ]),
  );
}

/** Short summary of long texts for the decision log: their lengths per language, not the texts twice. */
export function textsSummary<F extends string>(texts: LanguageTexts<F>, short: readonly F[]) {
  return Object.fromEntries(
    Object.entries(texts).map(([code, text]) => [
      code,
      Object.fromEntries(
        (Object.keys(text) as F[]).map((field) => [
          field,
          short.includes(field) ? text[field] : `${text[field].length} characters`,
        ]),
      ),
    ]),
  );
}
