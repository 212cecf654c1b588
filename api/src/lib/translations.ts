/**
 * Reference data texts in the reader's language. A request names its language in `Content-Language`
 * (the Domus client sends the page's language); a reference data row keeps its translations beside
 * its stored text (migration 024) and replies carry both: the stored text under its usual name
 * and the reader's under `translated_*`, the stored text again when there is no translation.
 */

/** The codes a request's translations are looked up by, most specific first; [] when it names none. */
export type ContentLanguage = readonly string[];

/**
 * A reference data row's translations: `{ "<language code>": { "<field>": text } }`. A choice
 * parameter's `type_values` holds a map from each stored value to its text in that language.
 */
export type Translations = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

/** A language tag (BCP 47's common forms: `ar`, `pt-BR`, `zh-Hant-TW`); anything else is not one. */
const languageTag = /^[a-z]{2,3}(?:-[a-z0-9]{2,8}){0,2}$/i;

/**
 * The lookup codes of a `Content-Language` header: its first tag as written, in lower case, then
 * its primary language (`pt-BR`: pt-BR, pt-br, pt). A header that is not a language tag names none.
 */
export function contentLanguageOf(header: string | string[] | undefined): ContentLanguage {
  const tag = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() ?? '';
  if (!languageTag.test(tag)) return [];
  return [...new Set([tag, tag.toLowerCase(), tag.split('-')[0]!.toLowerCase()])];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** `object[key]` when it is the object's own (`constructor` of `{}` is no translation). */
const own = (object: unknown, key: string): unknown =>
  object !== null && typeof object === 'object' && Object.hasOwn(object, key)
    ? (object as Record<string, unknown>)[key]
    : undefined;

/** The first text at `path` below the reader's language codes, in their order. */
function firstText(translations: Translations | null | undefined, language: ContentLanguage, path: string[]) {
  for (const code of language) {
    const found = text(
      path.reduce<unknown>((node, key) => (Array.isArray(node) ? undefined : own(node, key)), own(translations, code)),
    );
    if (found !== undefined) return found;
  }
  return undefined;
}

/** `field` of a row in the reader's language, or `stored` when it has no text there. */
export function translatedText(
  translations: Translations | null | undefined,
  language: ContentLanguage,
  field: string,
  stored: string,
): string {
  return firstText(translations, language, [field]) ?? stored;
}

/** A stored value of a choice (a parameter's `type_values` entry) in the reader's language, or itself. */
export function translatedChoice(
  translations: Translations | null | undefined,
  language: ContentLanguage,
  field: string,
  stored: string,
): string {
  return firstText(translations, language, [field, stored]) ?? stored;
}

/** Several stored choices joined by commas (a checkbox parameter's value), each in the reader's language. */
export function translatedChoices(
  translations: Translations | null | undefined,
  language: ContentLanguage,
  field: string,
  stored: string,
): string {
  return stored
    .split(',')
    .map((choice) => translatedChoice(translations, language, field, choice))
    .join(',');
}

/** A reference data row as replies show it: its `translations` replaced by `translated_name`, its `field` in the reader's language. */
export function withTranslatedName<Row extends { translations: Translations }>(
  row: Row,
  language: ContentLanguage,
  field: { [K in keyof Row]: Row[K] extends string ? K : never }[keyof Row] & string,
): Omit<Row, 'translations'> & { translated_name: string } {
  const { translations, ...rest } = row;
  return { ...rest, translated_name: translatedText(translations, language, field, row[field] as string) };
}
