import type { User } from '@domus/shared/contract';
import { settingsQueryOptions } from '@domus/shared/settings';
import { domusStore, initialState, rootStateAtom } from '@domus/shared/store';
import { QueryClient, QueryClientProvider } from '@domus/shared/query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from '@domus/shared/i18n';
import { MemoryRouter, useLocation } from '@domus/shared/routing';

import en from '../../locales/en.json';
import { aUser, testSettings } from './fixtures';

/** The English texts of this remote, as the shell's i18n would provide them. */
export function createTestI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['listings'],
    defaultNS: 'listings',
    resources: { en: { listings: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Shows the router's current URL so tests can read what a filter change did to it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  url?: string;
  /** The signed-in user; none (the default) renders for a visitor. */
  user?: User | null;
}

/** Renders a page with the providers the lifecycles give it: store, router, query client (no retries), i18n. */
export function renderPage(ui: ReactElement, { url = '/', user = null }: RenderOptions = {}) {
  domusStore.set(rootStateAtom, {
    ...initialState,
    session: { loading: false, data: user ? { ...user, token: 'token-of-test' } : null },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(settingsQueryOptions(user?.id ?? null).queryKey, testSettings as never);
  const view = render(
    <JotaiProvider store={domusStore}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={createTestI18n()} defaultNS="listings">
          <MemoryRouter initialEntries={[url]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...view, queryClient };
}

/** A signed-in user for pages that need one. */
export const signedIn = (overrides: Partial<User> = {}) => aUser(overrides);

export interface MockReply {
  status?: number;
  body: unknown;
}

/** What a handler sees of a request besides its URL. */
export interface MockRequestInit {
  method: string;
  body: BodyInit | null | undefined;
}

/**
 * Replaces `fetch` with a router over API paths: `replies` maps a call path (e.g.
 * `get_property`) to a reply, or to a function of the request URL (and method and body).
 * Unknown paths answer 404.
 */
export function mockApi(
  replies: Record<string, MockReply | ((url: URL, init: MockRequestInit) => MockReply)>,
): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const entry = replies[path];
    const reply: MockReply = entry
      ? typeof entry === 'function'
        ? entry(url, { method: init?.method ?? 'GET', body: init?.body })
        : entry
      : { status: 404, body: { error: true, message: 'Not found', code: 'notFound' } };
    const status = reply.status ?? 200;
    return { ok: status < 400, status, text: async () => JSON.stringify(reply.body) } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The URLs fetched for one API path, in order. */
export function requestsTo(fetchMock: jest.Mock, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api/${path}`);
}

/** The bodies sent to one API path, in order (FormData for multipart, parsed JSON otherwise). */
export function bodiesTo(fetchMock: jest.Mock, path: string): (FormData | Record<string, unknown>)[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api/${path}`)
    .map(([, init]: [unknown, RequestInit | undefined]) =>
      init?.body instanceof FormData ? init.body : (JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>),
    );
}

export const failure = (status: number, code: string, message: string): MockReply => ({
  status,
  body: { error: true, message, code },
});

export const ok = (data: unknown, extras: Record<string, unknown> = {}): MockReply => ({
  body: { error: false, message: 'ok', data, ...extras },
});
