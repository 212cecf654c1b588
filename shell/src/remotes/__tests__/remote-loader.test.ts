import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

import { prefetchRemote } from '../prefetch-on-intent';
import { discoverRemotes, loadRemoteSpa, registerRemoteMap } from '../remote-loader';
import type { RemoteMap } from '../remote-map';
import { SharedVersionError } from '../shared-version';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const map: RemoteMap = {
  mf_listings: '/remotes/mf-listings/mf-manifest.json',
  mf_account: '/remotes/mf-account/mf-manifest.json',
  mf_chat: '/remotes/mf-chat/mf-manifest.json',
  mf_payments: '/remotes/mf-payments/mf-manifest.json',
  mf_tools: '/remotes/mf-tools/mf-manifest.json',
};

const lifecycles = () => ({
  bootstrap: jest.fn(),
  mount: jest.fn(),
  unmount: jest.fn(),
  prefetch: jest.fn(),
});

describe('loading remotes', () => {
  beforeEach(() => {
    mockedLoadRemote.mockReset();
    mockedRegisterRemotes.mockReset();
    registerRemoteMap(map);
    mockedRegisterRemotes.mockClear();
  });

  it('prefetching loads the remote and asks it for the page behind the link', async () => {
    const spa = lifecycles();
    mockedLoadRemote.mockResolvedValue(spa);
    prefetchRemote('mf_tools', '/mortgage-calculator');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_tools/spa');
    expect(spa.prefetch).toHaveBeenCalledWith('/mortgage-calculator', {});
  });

  it('a failed prefetch only logs, and the next load fetches the remote afresh', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    mockedLoadRemote.mockRejectedValueOnce(new Error('manifest unreachable'));
    prefetchRemote('mf_chat', '/user/chat');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(info).toHaveBeenCalledWith('[shell] prefetch of mf_chat failed', expect.any(Error));
    expect(mockedRegisterRemotes).not.toHaveBeenCalled();

    mockedLoadRemote.mockResolvedValue(lifecycles());
    await loadRemoteSpa('mf_chat');
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'mf_chat', entry: map.mf_chat }], { force: true });

    mockedRegisterRemotes.mockClear();
    await loadRemoteSpa('mf_chat');
    expect(mockedRegisterRemotes).not.toHaveBeenCalled();
    info.mockRestore();
  });

  it('finds the remotes in the published map, with the overrides of this tab on top', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => map });
    const realFetch = global.fetch;
    global.fetch = fetchMock;
    const storage = new Map<string, string>();
    const session = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    } as Storage;
    try {
      const overrides = await discoverRemotes('?remote.mf_tools=http://localhost:3005/mf-manifest.json', session);
      expect(overrides).toEqual({ mf_tools: 'http://localhost:3005/mf-manifest.json' });
      expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.anything());
      expect(mockedRegisterRemotes).toHaveBeenCalledWith(
        expect.arrayContaining([
          { name: 'mf_listings', entry: map.mf_listings },
          { name: 'mf_tools', entry: 'http://localhost:3005/mf-manifest.json' },
        ]),
        { force: true },
      );
    } finally {
      global.fetch = realFetch;
    }
  });

  it('gives up on a remote that has not loaded within the time limit, and loads it afresh on Retry', async () => {
    mockedLoadRemote.mockReturnValueOnce(new Promise(() => undefined));
    await expect(loadRemoteSpa('mf_chat', false, 20)).rejects.toThrow('Remote mf_chat did not load within 0.02 s');

    mockedLoadRemote.mockResolvedValue(lifecycles());
    await loadRemoteSpa('mf_chat', true);
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'mf_chat', entry: map.mf_chat }], { force: true });
  });

  it('names the remote and the versions when the runtime refuses a remote built against another major', async () => {
    mockedLoadRemote.mockRejectedValueOnce(
      new Error(
        '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @domus/shared/ui does not ' +
          'satisfy the requirement of mf_tools which needs ^2.0.0)',
      ),
    );
    const started = Date.now();
    const error = await loadRemoteSpa('mf_tools').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(SharedVersionError);
    expect(error).toMatchObject({
      remote: 'mf_tools',
      sharedModule: '@domus/shared/ui',
      required: '^2.0.0',
      provided: '1.0.0',
    });
    expect((error as Error).message).toBe(
      'Remote mf_tools cannot run on this site: it needs @domus/shared/ui ^2.0.0, and the shell provides 1.0.0. ' +
        'Deploy a build of mf_tools made against 1.x, or first a shell that provides ^2.0.0.',
    );
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(Date.now() - started).toBeLessThan(1000);

    // Its code stopped halfway: later loads get the same refusal without running it again; Retry asks anew.
    await expect(loadRemoteSpa('mf_tools')).rejects.toBe(error);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    mockedLoadRemote.mockResolvedValue(lifecycles());
    await loadRemoteSpa('mf_tools', true);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    await expect(loadRemoteSpa('mf_tools')).resolves.toBeDefined();
  });

  it('gives a prefetch and the area asking at the same time one load and its outcome', async () => {
    const refusal = new Error(
      'Version 1.0.0 from shell of shared singleton module @domus/shared/remotes does not satisfy the requirement ' +
        'of mf_account which needs ^2.0.0)',
    );
    mockedLoadRemote.mockRejectedValueOnce(refusal).mockResolvedValue(lifecycles());
    const [prefetch, area] = await Promise.allSettled([loadRemoteSpa('mf_account'), loadRemoteSpa('mf_account')]);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(prefetch).toEqual({ status: 'rejected', reason: expect.any(SharedVersionError) });
    expect(area).toEqual(prefetch);
  });

  it('passes any other failure on as it is', async () => {
    const unreachable = new Error('manifest unreachable');
    mockedLoadRemote.mockRejectedValueOnce(unreachable);
    await expect(loadRemoteSpa('mf_payments')).rejects.toBe(unreachable);
  });

  it("loads each area of a remote as its own exposed module; a failed area's Retry reloads the entry only when no other area runs from it", async () => {
    const content = { remote: 'mf_listings', expose: 'content' };
    mockedLoadRemote.mockRejectedValueOnce(new Error('entry unreachable'));
    await expect(loadRemoteSpa(content)).rejects.toThrow('entry unreachable');
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_listings/content');
    // Nothing of the remote runs yet: Retry asks for its manifest and entry afresh.
    mockedLoadRemote.mockResolvedValueOnce(lifecycles());
    await loadRemoteSpa(content, true);
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'mf_listings', entry: map.mf_listings }], {
      force: true,
    });

    mockedRegisterRemotes.mockClear();
    mockedLoadRemote.mockReturnValueOnce(new Promise(() => undefined));
    await expect(loadRemoteSpa({ remote: 'mf_listings', expose: 'studio' }, false, 20)).rejects.toThrow(
      'Remote mf_listings/studio did not load within 0.02 s',
    );
    // Another area runs from the remote's entry: Retry asks again for the studio's own code only.
    mockedLoadRemote.mockResolvedValueOnce(lifecycles());
    await loadRemoteSpa({ remote: 'mf_listings', expose: 'studio' }, true);
    expect(mockedLoadRemote).toHaveBeenLastCalledWith('mf_listings/studio');
    expect(mockedRegisterRemotes).not.toHaveBeenCalled();
  });
});
