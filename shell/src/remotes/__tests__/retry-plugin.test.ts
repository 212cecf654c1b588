import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import { remoteRetryPlugin } from '../retry-plugin';

const policy = { retries: 2, firstDelayMs: 1, timeoutMs: 1000 };
const manifestUrl = '/remotes/remote-a/mf-manifest.json';
const answer = (status: number, body: string) => {
  const response = {
    ok: status < 400,
    status,
    json: async () => JSON.parse(body),
    clone: () => response,
  };
  return response as unknown as Response;
};

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
const fetchHookOf = (plugin: ModuleFederationRuntimePlugin) => plugin.fetch as unknown as FetchHook;

describe('the retry runtime plugin', () => {
  it('asks again for a manifest that answered 503, and hands the runtime the good answer', async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce(answer(503, 'unavailable'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(answer(200, '{"name":"remote_a"}'));
    const response = await fetchHookOf(remoteRetryPlugin(policy, fetchImpl))(manifestUrl, {});
    expect(await response.json()).toEqual({ name: 'remote_a' });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('asks again for a manifest that is not JSON (an error page answered 200)', async () => {
    const fetchImpl = jest.fn().mockResolvedValueOnce(answer(200, '<html>')).mockResolvedValue(answer(200, '{}'));
    await fetchHookOf(remoteRetryPlugin(policy, fetchImpl))(manifestUrl, {});
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('gives up after two retries', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(answer(503, 'unavailable'));
    await expect(fetchHookOf(remoteRetryPlugin(policy, fetchImpl))(manifestUrl, {})).rejects.toThrow(
      `${manifestUrl} answered 503`,
    );
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('loads a failed entry script afresh, at most twice more', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValue(exports);
    const globalLoading: Record<string, unknown> = { 'remote_a:entry': Promise.resolve() };
    const hook = remoteRetryPlugin(policy).loadEntryError as unknown as (args: object) => Promise<unknown>;
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'remote_a' },
      globalLoading,
      uniqueKey: 'remote_a:entry',
    };
    await expect(hook(args)).resolves.toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading).not.toHaveProperty('remote_a:entry');

    getRemoteEntry.mockReset().mockRejectedValue(new Error('RUNTIME-008'));
    await expect(hook(args)).rejects.toThrow('RUNTIME-008');
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
