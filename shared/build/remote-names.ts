/** Remote folder name -> federation container name (no hyphen: MF manifests reject it). */
export const remoteFolders = ['mf-listings', 'mf-account', 'mf-chat', 'mf-payments', 'mf-tools'] as const;
export type RemoteFolder = (typeof remoteFolders)[number];

export const containerName = (folder: string): string => folder.replace(/-/g, '_');
