// The one-bundle build's stand-in for remote-loader.ts (shell/one-bundle.webpack.config.ts): the
// same site without Module Federation, the yardstick of the bundle-size bench. Each remote's
// `./spa` is a lazily loaded chunk of that one build, as route-level code splitting would make it.
import type { RemoteSpa } from './remote-loader';
import type { RemoteName } from './remote-map';
import type { RemoteOverrides } from './remote-overrides';

/** What each remote's own build exposes as `./spa` (its webpack.config.ts). */
const spas: Record<RemoteName, () => Promise<RemoteSpa>> = {
  mf_listings: () => import(/* webpackChunkName: "mf-listings" */ '../../../mf-listings/src/spa'),
  mf_account: () => import(/* webpackChunkName: "mf-account" */ '../../../mf-account/src/spa'),
  mf_chat: () => import(/* webpackChunkName: "mf-chat" */ '../../../mf-chat/src/spa'),
  mf_payments: () => import(/* webpackChunkName: "mf-payments" */ '../../../mf-payments/src/spa'),
  mf_tools: () => import(/* webpackChunkName: "mf-tools" */ '../../../mf-tools/src/spa'),
};

/** Every remote is built in: there is no map to fetch, and no other build a tab could switch to. */
export async function discoverRemotes(_search: string, _storage: Storage): Promise<RemoteOverrides> {
  return {};
}

/** A chunk that failed to load is requested again by the next import (webpack forgets failed chunks). */
export function loadRemoteSpa(name: RemoteName): Promise<RemoteSpa> {
  return spas[name]();
}
