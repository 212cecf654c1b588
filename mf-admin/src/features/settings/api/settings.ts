import { fetchEnvelope } from '@domus/shared/api';
import type { AdminSettings, ProviderSettingsChanges, SiteSettingsChanges } from '@domus/shared/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@domus/shared/query';

export const settingsKey = ['admin', 'settings'] as const;
/** The site's own settings query (the shell's web-settings): asked again after a save, so this browser shows it at once. */
const siteSettingsKey = ['shell', 'web-settings'] as const;

/** admin/settings: every setting, a secret as whether it is set and its last four characters. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: async ({ signal }): Promise<AdminSettings> => (await fetchEnvelope('adminSettings', { signal })).data,
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/** A section's save: the site's settings, or (sensitive: may answer reauthenticationRequired) mail, SMS and payments. */
export type SettingsSave =
  { providers: false; changes: SiteSettingsChanges } | { providers: true; changes: ProviderSettingsChanges };

export async function saveSettings(save: SettingsSave): Promise<AdminSettings> {
  const reply = save.providers
    ? await fetchEnvelope('adminUpdateProviderSettings', { body: save.changes })
    : await fetchEnvelope('adminUpdateSettings', { body: save.changes });
  return reply.data;
}

/** Saves a section; the reply is the screen's new state, and the site's settings are asked again. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKey, settings);
      return queryClient.invalidateQueries({ queryKey: siteSettingsKey });
    },
  });
}
