/**
 * @jest-environment-options {"resources": "usable"}
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { init } from '@module-federation/enhanced/runtime';
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { mountRootParcel } from 'single-spa';
import { I18nextProvider, initReactI18next } from '@domus/shared/i18n';

import en from '../../../locales/en.json';
import { prefetchRemote } from '../prefetch-on-intent';
import { discoverRemotes, loadRemoteSpa } from '../remote-loader';
import { RemoteOutlet } from '../remote-outlet';
import { SharedVersionError } from '../shared-version';

/*
 * The loader against real remotes: tiny federated builds (fixtures/build-remotes.cjs, built once
 * into a temporary folder) served over HTTP from this test. jsdom loads their scripts as a
 * browser does ("resources": "usable"); the federation runtime is the real one, set up as the
 * shell's build sets it up, providing @domus/shared/ui 1.0.0.
 */

type Remote = 'mf_tools' | 'mf_chat' | 'mf_account' | 'mf_payments';

/** The remotes' server: what it was asked for, remotes it answers 404 for, remotes whose manifest it holds back. */
const site = {
  origin: '',
  requests: [] as string[],
  missing: new Set<Remote>(),
  held: new Set<Remote>(),
  release: [] as (() => void)[],
};
let builds: string;
let server: http.Server;

const manifestOf = (remote: Remote) => `${site.origin}/${remote}/mf-manifest.json`;
const asked = (prefix: string) => site.requests.filter((url) => url.startsWith(prefix));

function serve(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = request.url ?? '/';
  site.requests.push(url);
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (url === '/remotes.json') {
    // The published map points mf_tools at a build that is gone: this tab's override replaces it.
    const map = {
      mf_tools: `${site.origin}/gone/mf-manifest.json`,
      mf_chat: manifestOf('mf_chat'),
      mf_account: manifestOf('mf_account'),
      mf_payments: manifestOf('mf_payments'),
    };
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify(map));
    return;
  }
  const [, remote, file] = /^\/(\w+)\/([\w.-]+)$/.exec(url) ?? [];
  const answer = () => {
    if (!remote || !file || site.missing.has(remote as Remote)) {
      response.statusCode = 404;
      response.end('Not found');
      return;
    }
    readFile(path.join(builds, remote, 'dist', file)).then(
      (content) => {
        response.setHeader('Content-Type', file.endsWith('.json') ? 'application/json' : 'text/javascript');
        response.end(content);
      },
      () => {
        response.statusCode = 404;
        response.end('Not found');
      },
    );
  };
  if (site.held.has(remote as Remote) && file === 'mf-manifest.json') site.release.push(answer);
  else answer();
}

/** jsdom has no fetch: the page gets one that asks over HTTP, as a browser's would. */
class HttpResponse {
  constructor(
    readonly status: number,
    private readonly body: string,
    readonly url: string,
  ) {}
  get ok() {
    return this.status >= 200 && this.status < 300;
  }
  clone() {
    return new HttpResponse(this.status, this.body, this.url);
  }
  async json(): Promise<unknown> {
    return JSON.parse(this.body);
  }
  async text() {
    return this.body;
  }
}
function httpFetch(input: string | URL | Request, init?: RequestInit): Promise<HttpResponse> {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, site.origin);
  return new Promise((resolve, reject) => {
    const request = http.get(url, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(new HttpResponse(response.statusCode ?? 0, body, url.href)));
    });
    request.on('error', reject);
    init?.signal?.addEventListener('abort', () => request.destroy(new Error(`${url.href} aborted`)));
  });
}

function renderOutlet(area: Remote) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['shell'],
    defaultNS: 'shell',
    resources: { en: { shell: en } },
    initAsync: false,
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <RemoteOutlet area={area} />
    </I18nextProvider>,
  );
}

beforeAll(async () => {
  builds = await mkdtemp(path.join(os.tmpdir(), 'domus-remotes-'));
  await promisify(execFile)(process.execPath, [path.join(__dirname, 'fixtures', 'build-remotes.cjs'), builds], {
    cwd: path.join(__dirname, '..', '..', '..'),
  });
  server = http.createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(globalThis, { fetch: httpFetch, Response: HttpResponse });

  // What the shell's build does before its first line runs (shared/build/webpack-config.ts).
  init({
    name: 'shell',
    remotes: [],
    shared: {
      '@domus/shared/ui': {
        version: '1.0.0',
        lib: () => ({ version: '1.0.0' }),
        shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
      },
    },
    shareStrategy: 'loaded-first',
  });
  const storage = new Map<string, string>();
  const session = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  } as Storage;
  const overrides = await discoverRemotes(`?remote.mf_tools=${manifestOf('mf_tools')}`, session);
  expect(overrides).toEqual({ mf_tools: manifestOf('mf_tools') });
}, 180_000);

afterAll(async () => {
  for (const release of site.release) release();
  await new Promise((resolve) => server.close(resolve));
  await rm(builds, { recursive: true, force: true });
});

beforeEach(() => {
  site.requests = [];
});

describe('loading remotes', () => {
  it("fetches the remote's manifest and entry (this tab's override first), runs it and mounts its page in the area", async () => {
    const { container } = renderOutlet('mf_tools');

    expect((await screen.findByText('Mounted by mf_tools')).closest('[data-remote]')).toBe(
      container.querySelector('[data-remote="mf_tools"][data-area="spa"]'),
    );
    expect(asked('/gone/')).toEqual([]);
    // The manifest first; then the entry and the exposed module's code (which the manifest names), side by side.
    const [manifest, ...code] = asked('/mf_tools/');
    expect(manifest).toBe('/mf_tools/mf-manifest.json');
    expect(code.sort()).toEqual([
      expect.stringMatching(/^\/mf_tools\/__federation_expose_spa\.\w+\.js$/),
      '/mf_tools/remoteEntry.js',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks the remote for the page behind a link ahead, without fetching it again', async () => {
    prefetchRemote('mf_tools', '/mortgage-calculator');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect((globalThis as { prefetchedPages?: string[] }).prefetchedPages).toEqual(['mf_tools/mortgage-calculator']);
    expect(asked('/mf_tools/')).toEqual([]);
  });

  it('shows the fallback with Retry for a remote that is not there, and mounts it on Retry once it is', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    site.missing.add('mf_chat');
    renderOutlet('mf_chat');

    const fallback = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(fallback.textContent).toBe(
      'This part of the page could not be loaded.Check your connection and try again.Retry',
    );
    expect(error).toHaveBeenCalledWith('[shell] remote mf_chat failed to load', expect.any(Error));
    // The manifest was asked for three times: the first request and the two retries of the policy.
    expect(asked('/mf_chat/')).toEqual(Array(3).fill('/mf_chat/mf-manifest.json'));
    expect(screen.queryByText('Mounted by mf_chat')).toBeNull();

    site.missing.delete('mf_chat');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Mounted by mf_chat');
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  }, 15_000);

  it('gives up on a remote that has not loaded in time, and loads it afresh on Retry, once for two askers', async () => {
    site.held.add('mf_account');
    await expect(loadRemoteSpa('mf_account', false, 300)).rejects.toThrow(
      'Remote mf_account did not load within 0.3 s',
    );

    site.held.delete('mf_account');
    const [area, prefetch] = await Promise.all([loadRemoteSpa('mf_account', true), loadRemoteSpa('mf_account')]);
    expect(prefetch).toBe(area);
    expect(asked('/mf_account/remoteEntry.js')).toHaveLength(1);

    const domElement = document.createElement('div');
    // Mounted as the area mounts it: a single-spa parcel.
    await mountRootParcel(area, { domElement }).mountPromise;
    expect(domElement.textContent).toBe('Mounted by mf_account');
  });

  it('refuses a remote built against another major of @domus/shared, naming both versions, and asks again on Retry', async () => {
    const error = await loadRemoteSpa('mf_payments').catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(SharedVersionError);
    expect((error as Error).message).toBe(
      'Remote mf_payments cannot run on this site: it needs @domus/shared/ui ^2.0.0, and the shell provides 1.0.0. ' +
        'Deploy a build of mf_payments made against 1.x, or first a shell that provides ^2.0.0.',
    );
    expect(asked('/mf_payments/remoteEntry.js')).toHaveLength(1);

    // Its code stopped halfway: a later load gets the same refusal without fetching anything.
    site.requests = [];
    await expect(loadRemoteSpa('mf_payments')).rejects.toBe(error);
    expect(asked('/mf_payments/')).toEqual([]);
    // Retry asks for the manifest again (a build for this major may be deployed by then). That the
    // same build is then refused again is e2e/specs/shared-version.spec.ts's to show: jsdom's window
    // refuses the runtime's delete of the old container, so here it would answer from that one.
    await loadRemoteSpa('mf_payments', true).catch(() => undefined);
    expect(asked('/mf_payments/mf-manifest.json')).toHaveLength(1);
  });
});
