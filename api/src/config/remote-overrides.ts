import { listedRemotes, remoteFolders } from '@domus/shared/remote-list';

const containerOf = new Map(listedRemotes.map((remote) => [remote.folder, remote.container]));

/** e.g. REMOTE_MF_LISTINGS_URL for the remote whose container is mf_listings. */
export const overrideVariable = (folder: string): string => `REMOTE_${containerOf.get(folder)!.toUpperCase()}_URL`;

/** The overrides present in an environment, by folder. */
export function remoteOverridesFromEnv(env: Record<string, string | undefined>): Partial<Record<string, string>> {
  const overrides: Partial<Record<string, string>> = {};
  for (const folder of remoteFolders) {
    const value = env[overrideVariable(folder)]?.trim();
    if (value) overrides[folder] = value;
  }
  return overrides;
}
