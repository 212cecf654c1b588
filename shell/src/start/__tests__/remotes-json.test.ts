import { defaultRemoteMap } from '../../remotes/remote-map';
import { fetchRemoteMap } from '../remotes-json';

const defaults = defaultRemoteMap();
const [first, second] = Object.keys(defaults);
const answer = (status: number, json: () => Promise<unknown>) => ({ ok: status < 400, status, json }) as Response;

describe('the remote map at start', () => {
  const realFetch = global.fetch;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    global.fetch = realFetch;
    warn.mockRestore();
  });

  it('uses the map the server publishes', async () => {
    const published = { ...defaults, [first]: 'https://cdn.example/first/mf-manifest.json' };
    global.fetch = jest.fn().mockResolvedValue(answer(200, async () => published));
    await expect(fetchRemoteMap()).resolves.toEqual(published);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is the same-origin default of every remote, e.g. /remotes/<folder>/mf-manifest.json', () => {
    for (const url of Object.values(defaults)) expect(url).toMatch(/^\/remotes\/[^/]+\/mf-manifest\.json$/);
    expect(Object.keys(defaults).length).toBeGreaterThan(1);
  });

  it.each([
    ['answers 404', () => Promise.resolve(answer(404, async () => ({ error: true })))],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['is not JSON', () => Promise.resolve(answer(200, () => Promise.reject(new SyntaxError('Unexpected token <'))))],
    ['is a list, not a map', () => Promise.resolve(answer(200, async () => [defaults[first]]))],
    ['is null', () => Promise.resolve(answer(200, async () => null))],
  ])('falls back to the defaults with a warning when /remotes.json %s', async (_case, respond) => {
    global.fetch = jest.fn(respond);
    await expect(fetchRemoteMap()).resolves.toEqual(defaults);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/remotes.json could not be used'), expect.anything());
  });

  it('keeps the default of a remote the map leaves out or names with something other than a URL', async () => {
    const published = { [first]: 'https://cdn.example/first/mf-manifest.json', [second]: 42 };
    global.fetch = jest.fn().mockResolvedValue(answer(200, async () => published));
    const map = await fetchRemoteMap();
    expect(map[first]).toBe('https://cdn.example/first/mf-manifest.json');
    expect(map[second]).toBe(defaults[second]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${second} is not a URL`));
  });

  it('falls back to the defaults when /remotes.json does not answer in time', async () => {
    global.fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await expect(fetchRemoteMap('/remotes.json', 20)).resolves.toEqual(defaults);
  });
});
