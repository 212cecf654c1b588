export type { OperatorActor } from '../operator-log/record';

type TranslationMap = Record<string, Record<string, unknown>>;

const asMap = (translations: unknown): TranslationMap =>
  translations !== null && typeof translations === 'object' && !Array.isArray(translations)
    ? (translations as TranslationMap)
    : {};

/**
 * A row's translations (migration 024: `{ "<language>": { "<field>": text } }`) with its Arabic
 * `field` set to `nameAr` ('' removes it); undefined leaves them as they are. Other languages and
 * fields are kept.
 */
export function withArabicName(translations: unknown, field: string, nameAr: string | undefined): TranslationMap {
  const all = { ...asMap(translations) };
  if (nameAr === undefined) return all;
  const arabic = { ...asMap(all).ar };
  if (nameAr.trim() === '') delete arabic[field];
  else arabic[field] = nameAr.trim();
  if (Object.keys(arabic).length === 0) delete all.ar;
  else all.ar = arabic;
  return all;
}

/** The Arabic `field` of a row's translations ('' when it has none). */
export function arabicText(translations: unknown, field: string): string {
  const value = asMap(translations).ar?.[field];
  return typeof value === 'string' ? value : '';
}
