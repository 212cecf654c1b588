import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import { backoffDelay, remoteLoadPolicy, retryWithBackoff } from './load-policy';

type Policy = { retries: number; firstDelayMs: number; timeoutMs: number };
type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

/**
 * A Module Federation runtime plugin: a remote's manifest or entry that fails to arrive (network
 * error, 5xx, a manifest that is not JSON) is asked for again, `retries` times with backoff, within
 * `timeoutMs`. The official @module-federation/retry-plugin is not used: the registry's latest
 * (0.17.1) is built against the 0.17 runtime, not our 2.9, waits a fixed delay, and has no time limit.
 */
export function remoteRetryPlugin(
  policy: Policy = remoteLoadPolicy,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ModuleFederationRuntimePlugin {
  return {
    name: 'domus-remote-retry',
    async fetch(url, init) {
      const deadline = Date.now() + policy.timeoutMs;
      return retryWithBackoff(
        async () => {
          const signal = AbortSignal.timeout(Math.max(deadline - Date.now(), 1));
          const response = await fetchImpl(url, { ...init, signal });
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          // A proxy's error page answered 200 is no manifest: ask again.
          await response.clone().json();
          return response;
        },
        { ...policy, deadline },
      );
    },
    // The runtime calls this once the entry script failed to load (its first attempt): the
    // retries wait as the manifest's do, and each loads the script afresh.
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const deadline = Date.now() + policy.timeoutMs;
      const retried = new Promise((resolve) => setTimeout(resolve, backoffDelay(0, policy.firstDelayMs))).then(() =>
        retryWithBackoff(
          () => {
            delete globalLoading[uniqueKey];
            return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          },
          { retries: policy.retries - 1, firstDelayMs: backoffDelay(1, policy.firstDelayMs), deadline },
        ),
      );
      // The hook's declared type nests a promise the runtime awaits once: the entry's exports are what it gets.
      return retried as unknown as ReturnType<LoadEntryError>;
    },
  };
}
