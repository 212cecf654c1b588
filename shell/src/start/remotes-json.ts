import { defaultRemoteMap, isRemoteName, remoteNames, type RemoteMap } from '../remotes/remote-map';

/** How long the first page waits for /remotes.json before it starts from the defaults. */
export const REMOTE_MAP_TIMEOUT_MS = 5000;

/**
 * Fetches the remote map the server publishes; this is how a site swaps a remote without a rebuild.
 * The server marks it `no-cache` (revalidated with its ETag on every load), and a plain request
 * lets the page use the copy index.html preloads. A map that does not arrive (an error status, no
 * network, a timeout) or is not a map falls back to the defaults the server publishes itself
 * (every remote from this site), with a warning: a page with the default remotes beats a blank one.
 */
export async function fetchRemoteMap(url = '/remotes.json', timeoutMs = REMOTE_MAP_TIMEOUT_MS): Promise<RemoteMap> {
  const defaults = defaultRemoteMap();
  let body: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    body = await response.json();
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Error(`${url} is not a map`);
  } catch (error) {
    console.warn(`[shell] ${url} could not be used: the site's own remotes are loaded`, error);
    return defaults;
  }
  const published = body as Record<string, unknown>;
  const map: RemoteMap = {};
  for (const name of remoteNames) {
    const entry = published[name];
    if (typeof entry === 'string' && entry) map[name] = entry;
    else {
      if (entry !== undefined) console.warn(`[shell] ${url}: ${name} is not a URL, the default is used`);
      map[name] = defaults[name];
    }
  }
  for (const key of Object.keys(published))
    if (!isRemoteName(key)) console.warn(`[shell] unknown remote ${key} ignored`);
  return map;
}
