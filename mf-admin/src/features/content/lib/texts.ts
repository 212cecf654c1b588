import type { LanguageSummary } from '@domus/shared/contract';

/** Texts per language code, as the API takes and gives them: `{ en: { title, body }, ar: {...} }`. */
export type Texts<F extends string> = Record<string, Record<F, string>>;

/** Empty texts for each language (a new article or FAQ). */
export function emptyTexts<F extends string>(languages: readonly LanguageSummary[], fields: readonly F[]): Texts<F> {
  return Object.fromEntries(
    languages.map((language) => [language.code, Object.fromEntries(fields.map((field) => [field, '']))]),
  ) as Texts<F>;
}

/** `texts` with every site language present (a language added since the row was written gets empty fields). */
export function completeTexts<F extends string>(
  texts: Record<string, Record<F, string>>,
  languages: readonly LanguageSummary[],
  fields: readonly F[],
): Texts<F> {
  const empty = emptyTexts(languages, fields);
  return Object.fromEntries(Object.entries(empty).map(([code, blank]) => [code, { ...blank, ...texts[code] }]));
}

/** The texts in the operator's language, else the first (default) language's, for a list's headings. */
export function textIn<F extends string>(texts: Texts<F>, language: string, field: F): string {
  const own = texts[language]?.[field];
  if (own) return own;
  return Object.values(texts)[0]?.[field] ?? '';
}
