import { fetchEnvelope } from '@domus/shared/api';
import type { AddLanguage, AdminLanguage, LanguageChanges } from '@domus/shared/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@domus/shared/query';

import { saveFile } from '../../../lib/save-file';
import { settingsKey } from './settings';

const languagesKey = ['admin', 'languages'] as const;
/** What else shows the site's languages: the default language's choices, the shell's switcher, the content screens. */
const showingLanguages = [settingsKey, ['shell', 'languages'], ['admin', 'content']] as const;

/** admin/languages: the site's languages, how many texts each has, which is the default. */
export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: languagesKey,
    queryFn: async ({ signal }): Promise<AdminLanguage[]> => (await fetchEnvelope('adminLanguages', { signal })).data,
  });

export const useLanguages = () => useQuery(languagesQueryOptions());

export type LanguageChange =
  | { kind: 'add'; language: AddLanguage }
  | { kind: 'update'; changes: LanguageChanges }
  | { kind: 'delete'; code: string };

async function changeLanguage(change: LanguageChange): Promise<AdminLanguage> {
  if (change.kind === 'add') return (await fetchEnvelope('adminAddLanguage', { body: change.language })).data;
  if (change.kind === 'update') return (await fetchEnvelope('adminUpdateLanguage', { body: change.changes })).data;
  // Sensitive: may answer reauthenticationRequired.
  return (await fetchEnvelope('adminDeleteLanguage', { body: { code: change.code } })).data;
}

/** Adds, changes or removes a language; every list that shows the languages is asked again. */
export function useChangeLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLanguage,
    onSuccess: () =>
      Promise.all([languagesKey, ...showingLanguages].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Saves a language's texts as the JSON file the upload takes back (keys sorted, one per line). */
export async function downloadTexts(code: string) {
  const reply = await fetchEnvelope('getLanguages', { query: { language_code: code, web_language_file: 1 } });
  const texts = Array.isArray(reply.data) ? {} : (reply.data.file_name ?? {});
  const sorted = Object.fromEntries(Object.entries(texts).sort(([a], [b]) => a.localeCompare(b)));
  saveFile(new Blob([JSON.stringify(sorted, null, 2)], { type: 'application/json' }), `${code}.json`);
}
