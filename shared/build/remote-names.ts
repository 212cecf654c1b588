import {
  checkRemoteList,
  listedRemotes,
  remoteAreas,
  remoteFolders,
  SPA_EXPOSE,
} from '../src/remote-list/remote-list.mjs';

// Checked here whatever NODE_ENV says: a production bundle carries the list without the checks.
checkRemoteList(listedRemotes);

/** Every remote's folder, from the one list of remotes (remote-list.json at the repository root). */
export { remoteFolders };
export type RemoteFolder = string;

const listedRemote = (folder: string) => {
  const remote = listedRemotes.find((entry) => entry.folder === folder);
  if (!remote) throw new Error(`${folder} is not in remote-list.json: add it there to build it as a remote`);
  return remote;
};

/**
 * A remote's exposed modules (`./<name>` -> its source, relative to the package): `./spa` from
 * src/spa.tsx for a remote with one list of routes, and for one with areas `./<area>` from
 * src/<area>/spa.tsx each. Every build and the one-bundle yardstick expose exactly these.
 */
export function exposedModules(folder: string): Record<string, string> {
  listedRemote(folder);
  return Object.fromEntries(
    remoteAreas
      .filter((area) => area.folder === folder)
      .map(({ expose }) => [`./${expose}`, expose === SPA_EXPOSE ? './src/spa.tsx' : `./src/${expose}/spa.tsx`]),
  );
}

/** A package's federation container name: the shell's is `shell`, a remote's is the one the list gives it. */
export function containerName(folder: string): string {
  return folder === 'shell' ? folder : listedRemote(folder).container;
}

/** Dev server ports: the shell's dev server points /remotes.json at the remotes' own. */
export const devPorts: Record<string, number> = {
  shell: 3000,
  ...Object.fromEntries(listedRemotes.map((remote) => [remote.folder, remote.devPort])),
};

/** Where a dev server sends API, upload and remote-map calls: the API started on its own. */
export const devApiTarget = process.env.DOMUS_API_URL ?? 'http://localhost:8080';

/** The remote map the shell dev server publishes: every remote from its dev server. */
export function devRemoteMap(): Record<string, string> {
  return Object.fromEntries(
    listedRemotes.map((remote) => [remote.container, `http://localhost:${remote.devPort}/mf-manifest.json`]),
  );
}
