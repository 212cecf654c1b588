import remoteList from '../../remote-list.json';

/** Every remote's folder, from the one list of remotes (remote-list.json at the repository root). */
export const remoteFolders: readonly string[] = remoteList.remotes.map((remote) => remote.folder);
export type RemoteFolder = string;

/** A package's federation container name: the shell's is `shell`, a remote's is the one the list gives it. */
export function containerName(folder: string): string {
  if (folder === 'shell') return folder;
  const remote = remoteList.remotes.find((entry) => entry.folder === folder);
  if (!remote) throw new Error(`${folder} is not in remote-list.json: add it there to build it as a remote`);
  return remote.container;
}

/** Dev server ports: the shell's dev server points /remotes.json at the remotes' own. */
export const devPorts: Record<string, number> = {
  shell: 3000,
  ...Object.fromEntries(remoteList.remotes.map((remote) => [remote.folder, remote.devPort])),
};

/** Where a dev server sends API, upload and remote-map calls: the API started on its own. */
export const devApiTarget = process.env.DOMUS_API_URL ?? 'http://localhost:8080';

/** The remote map the shell dev server publishes: every remote from its dev server. */
export function devRemoteMap(): Record<string, string> {
  return Object.fromEntries(
    remoteList.remotes.map((remote) => [remote.container, `http://localhost:${remote.devPort}/mf-manifest.json`]),
  );
}
