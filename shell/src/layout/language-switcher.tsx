import { contentLanguage, fetchEnvelope } from '@domus/shared/api';
import { loadLanguage, useTranslation } from '@domus/shared/i18n';
import { domusStore, languageAtom, languageTransitions, visitorChoseLanguage } from '@domus/shared/store';
import { queryClient, queryOptions, useQuery } from '@domus/shared/query';
import { useAtomValue } from 'jotai';

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: ['shell', 'languages'],
    queryFn: async ({ signal }) => {
      const { data } = await fetchEnvelope('getLanguages', { signal });
      // Without language_code the reply is the list.
      return Array.isArray(data) ? data : [];
    },
  });

/** Switches the page language; the texts come from the API, so new languages need no release. */
export async function chooseLanguage(code: string, by: 'visitor' | 'site' = 'visitor'): Promise<void> {
  const askedIn = contentLanguage();
  const { chosen } = await loadLanguage(code);
  if (!chosen) return;
  const state = domusStore.get(languageAtom);
  domusStore.set(
    languageAtom,
    by === 'visitor'
      ? languageTransitions.languageChosen(state, code)
      : languageTransitions.defaultLanguageApplied(state, code),
  );
  if (askedIn === code) return;
  // Data came with reference data names in the language it was asked in: ask again. A call still on
  // its way was asked in the old one: cancelled first, or its answer would count as fresh.
  await queryClient.cancelQueries();
  void queryClient.invalidateQueries();
}

/**
 * A visitor who never chose a language reads the site in its default language (the console's
 * Settings), and follows it when an admin changes it; one who chose keeps their choice.
 */
export function followDefaultLanguage(code: string | undefined): Promise<void> | undefined {
  const state = domusStore.get(languageAtom);
  if (!code || visitorChoseLanguage(state) || state.selectedLanguage === code) return undefined;
  return chooseLanguage(code, 'site');
}

export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const { data: languages = [] } = useQuery(languagesQueryOptions());
  const { selectedLanguage } = useAtomValue(languageAtom);
  if (languages.length < 2) return null;
  return (
    <label>
      <span className="visually-hidden">{t('header.language')}</span>
      <select
        aria-label={t('header.language')}
        value={selectedLanguage}
        onChange={(event) => void chooseLanguage(event.target.value)}
      >
        {languages.map((language) => (
          // Each language is named in itself ("English", "العربية"), so marked as that language.
          <option key={language.code} value={language.code} lang={language.code} dir="auto">
            {language.name}
          </option>
        ))}
      </select>
    </label>
  );
}
