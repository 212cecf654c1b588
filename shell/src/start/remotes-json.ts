import { isRemoteName, remoteNames, type RemoteMap } from '../remotes/remote-map';

/**
 * Fetches the remote map the server publishes; this is how a site swaps a remote without a rebuild.
 * The server marks it `no-cache` (revalidated with its ETag on every load), and a plain request
 * lets the page use the copy index.html preloads.
 */
export async function fetchRemoteMap(url = '/remotes.json'): Promise<RemoteMap> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = (await response.json()) as Record<string, unknown>;
  const map = {} as RemoteMap;
  for (const name of remoteNames) {
    const entry = body[name];
    if (typeof entry === 'string' && entry) map[name] = entry;
    else map[name] = `/remotes/${name.replace('_', '-')}/mf-manifest.json`;
  }
  for (const key of Object.keys(body)) if (!isRemoteName(key)) console.warn(`[shell] unknown remote ${key} ignored`);
  return map;
}
