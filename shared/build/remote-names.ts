/** Remote folder name -> federation container name (no hyphen: MF manifests reject it). */
export const remoteFolders = ['mf-listings', 'mf-account', 'mf-chat', 'mf-payments', 'mf-tools'] as const;
export type RemoteFolder = (typeof remoteFolders)[number];

export const containerName = (folder: string): string => folder.replace(/-/g, '_');

/** Dev server ports: the shell's dev server points /remotes.json at the remotes' own. */
export const devPorts: Record<'shell' | RemoteFolder, number> = {
  shell: 3000,
  'mf-listings': 3001,
  'mf-account': 3002,
  'mf-chat': 3003,
  'mf-payments': 3004,
  'mf-tools': 3005,
};

/** Where a dev server sends API, upload and remote-map calls: the API started on its own. */
export const devApiTarget = process.env.DOMUS_API_URL ?? 'http://localhost:8080';

/** The remote map the shell dev server publishes: every remote from its dev server. */
export function devRemoteMap(): Record<string, string> {
  return Object.fromEntries(
    remoteFolders.map((folder) => [containerName(folder), `http://localhost:${devPorts[folder]}/mf-manifest.json`]),
  );
}
