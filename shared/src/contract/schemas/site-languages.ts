import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { listEnvelope } from './common';
import { formFlag, jsonText } from './form-fields';

/*
 * The site's languages in the console's Settings (admins). A language is its code, its name in
 * itself, its direction and its web texts: a flat { "<namespace>.<key.path>": text } map, the
 * file `get_languages?language_code=…&web_language_file=1` hands out. A text a language lacks
 * shows in English, the language every text falls back to.
 */

/** How much a language's texts may hold. */
export const languageTextLimits = { texts: 10_000, text: 2_000 } as const;

/** A language code: `fr`, `pt-br`, `zh-hant` (lower case, as the site keeps them). */
export const languageCodeField = z
  .string({ error: 'code must be text' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,8}){0,2}$/, { error: 'code must be a language code such as fr or pt-br' });

const nameField = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, { error: 'name is required' })
  .max(60, { error: 'name must be at most 60 characters' });

/** A language's texts as a file holds them (JSON, or JSON text in a form); each key a text the site shows ("<namespace>.<key.path>"). */
export const languageTextsField = z.preprocess(
  jsonText,
  z
    .record(
      z.string().regex(/^[a-z][\w-]*(?:\.[\w-]+)+$/i, { error: 'translations: a key must look like shell.nav.home' }),
      z.string({ error: 'translations: each text must be text' }).max(languageTextLimits.text, {
        error: `translations: a text must be at most ${languageTextLimits.text} characters`,
      }),
      { error: 'translations must be an object of texts, e.g. {"shell.nav.home":"Accueil"}' },
    )
    .refine((texts) => Object.keys(texts).length <= languageTextLimits.texts, {
      error: `translations may hold at most ${languageTextLimits.texts} texts`,
    }),
);

export const adminLanguageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  rtl: z.boolean(),
  /** How many of the site's texts it has (English has them all). */
  texts: z.number().int(),
  /** The site's default language: it may not be removed. */
  default: z.boolean(),
});
export type AdminLanguage = z.infer<typeof adminLanguageSchema>;

export const adminLanguagesReply = listEnvelope(adminLanguageSchema);
export const adminLanguageReply = successEnvelope(adminLanguageSchema);

/** A new language; its texts may come now or later. */
export const adminAddLanguageBody = z.object({
  code: languageCodeField,
  name: nameField,
  rtl: formFlag('rtl'),
  translations: languageTextsField.optional(),
});
/** A language's name, direction, and texts: those sent replace the ones with the same key, the others stay. */
export const adminUpdateLanguageBody = z.object({
  code: languageCodeField,
  name: nameField.optional(),
  rtl: formFlag('rtl').optional(),
  translations: languageTextsField.optional(),
});
export const adminDeleteLanguageBody = z.object({ code: languageCodeField });

export type AddLanguage = z.infer<typeof adminAddLanguageBody>;
export type LanguageChanges = z.infer<typeof adminUpdateLanguageBody>;
