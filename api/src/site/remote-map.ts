/** Remote folders the site serves, and the env variable that overrides each one's manifest URL. */
export const siteRemotes = ['mf-listings', 'mf-account', 'mf-chat', 'mf-payments', 'mf-tools'] as const;
export type SiteRemote = (typeof siteRemotes)[number];

export const containerName = (folder: SiteRemote): string => folder.replace('-', '_');
/** e.g. REMOTE_MF_LISTINGS_URL */
export const overrideVariable = (folder: SiteRemote): string => `REMOTE_${folder.replace('-', '_').toUpperCase()}_URL`;

/**
 * /remotes.json: each remote's manifest, served by this site unless its variable points
 * elsewhere. A staging site swaps one remote by setting one variable, rebuilding nothing.
 */
export function buildRemoteMap(overrides: Partial<Record<SiteRemote, string>>): Record<string, string> {
  const map: Record<string, string> = {};
  for (const folder of siteRemotes) {
    map[containerName(folder)] = overrides[folder] || `/remotes/${folder}/mf-manifest.json`;
  }
  return map;
}

/** The overrides present in an environment, by folder. */
export function remoteOverridesFromEnv(env: Record<string, string | undefined>): Partial<Record<SiteRemote, string>> {
  const overrides: Partial<Record<SiteRemote, string>> = {};
  for (const folder of siteRemotes) {
    const value = env[overrideVariable(folder)]?.trim();
    if (value) overrides[folder] = value;
  }
  return overrides;
}
