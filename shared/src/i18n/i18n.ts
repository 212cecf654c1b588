import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { fetchEnvelope, setContentLanguage } from '../api/dispatcher';
import { splitByNamespace, type Translations } from './unflatten';

/** The one i18next instance of the page (module state of the singleton @domus/shared). */
export const i18n: I18n = i18next.createInstance();

let initialised: Promise<unknown> | undefined;

export function initI18n(language = 'en'): Promise<unknown> {
  // The first page's data is asked for while the texts load: in the language it will be shown in.
  setContentLanguage(language);
  initialised ??= i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: [],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return initialised;
}

/** A remote adds its namespace with the texts it ships; the API's texts then override them. */
export function addNamespace(namespace: string, bundles: Record<string, Translations>): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle, true, false);
  }
}

let latestChoice = 0;

/** Fetches a language's web translations from the API into its resource bundles; says whether it reads right to left. */
async function fetchTexts(code: string): Promise<{ rtl: boolean }> {
  const reply = await fetchEnvelope('getLanguages', {
    query: { language_code: code, web_language_file: 1 },
  });
  // With language_code the reply is that language with its file (a list only without it).
  const language = Array.isArray(reply.data) ? undefined : reply.data;
  for (const [namespace, bundle] of Object.entries(splitByNamespace(language?.file_name ?? {}))) {
    i18n.addResourceBundle(code, namespace, bundle, true, true);
  }
  return { rtl: language?.rtl === 1 };
}

/**
 * Loads a language's web translations from the API (so the admin adds languages without a
 * release) and switches the page to it. When another language is chosen while these texts are
 * on their way, the later choice wins: `chosen` is false and the page is left as it is.
 */
export async function loadLanguage(code: string): Promise<{ rtl: boolean; chosen: boolean }> {
  const choice = ++latestChoice;
  const { rtl } = await fetchTexts(code);
  if (choice !== latestChoice) return { rtl, chosen: false };
  await i18n.changeLanguage(code);
  setContentLanguage(code);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = code;
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
  }
  return { rtl, chosen: true };
}

/**
 * Refreshes a language's texts from the API (the admin's edits of those a package ships) without
 * choosing it: the page is redrawn with them only if it still shows that language.
 */
export async function refreshLanguage(code: string): Promise<void> {
  await fetchTexts(code);
  if (i18n.language === code) await i18n.changeLanguage(code);
}
