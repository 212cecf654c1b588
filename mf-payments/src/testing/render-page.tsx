import type { User } from '@domus/shared/contract';
import { settingsQueryOptions } from '@domus/shared/settings';
import { domusStore, initialState, rootStateAtom } from '@domus/shared/store';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from '@domus/shared/routing';

import en from '../../locales/en.json';
import { testSettings } from './fixtures';

/** The English texts of this remote, as the shell's i18n would provide them. */
export function createTestI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['payments'],
    defaultNS: 'payments',
    resources: { en: { payments: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Shows the router's current URL so tests can read where a page went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  url?: string;
  /** The signed-in user (none: a visitor). */
  user?: User | null;
  settings?: Record<string, unknown>;
}

/** Renders a page with the providers the lifecycles give it: store, query client (no retries), i18n, router. */
export function renderPage(ui: ReactElement, { url = '/', user = null, settings = {} }: RenderOptions = {}) {
  // The page's one store, as the lifecycles provide it (shared actions such as signOut act on it).
  const store = domusStore;
  store.set(rootStateAtom, {
    ...initialState,
    session: { loading: false, data: user ? { ...user, token: 'token-of-test' } : null },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const allSettings = { ...testSettings, ...settings };
  queryClient.setQueryData(settingsQueryOptions(user?.id ?? null).queryKey, allSettings as never);
  const view = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={createTestI18n()} defaultNS="payments">
          <MemoryRouter initialEntries={[url]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...view, store, queryClient, session: () => store.get(rootStateAtom).session };
}

export interface MockReply {
  status?: number;
  body: unknown;
}
export interface MockRequest {
  url: URL;
  method: string;
  body: BodyInit | null | undefined;
}
type Handler = MockReply | ((request: MockRequest) => MockReply);

/**
 * Replaces `fetch` with a router over API paths: `replies` maps `path` or `METHOD path` to a
 * reply, or to a function of the request. Unknown paths answer 404.
 */
export function mockApi(replies: Record<string, Handler>): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\//, '');
    const entry = replies[`${method} ${path}`] ?? replies[path];
    const reply: MockReply = entry
      ? typeof entry === 'function'
        ? entry({ url, method, body: init?.body })
        : entry
      : { status: 404, body: { error: true, message: 'Not found', code: 'notFound' } };
    const status = reply.status ?? 200;
    return { ok: status < 400, status, text: async () => JSON.stringify(reply.body) } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The requests made to one API path, in order. */
export function requestsTo(fetchMock: jest.Mock, path: string, method?: string): MockRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]: [RequestInfo | URL, RequestInit | undefined]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
      body: init?.body,
    }))
    .filter((request) => request.url.pathname === `/api/${path}` && (!method || request.method === method));
}

/** A JSON body sent with a request. */
export const jsonBody = (request: MockRequest | undefined) => JSON.parse(String(request?.body ?? '{}'));

export const ok = (data: unknown, extras: Record<string, unknown> = {}): MockReply => ({
  body: { error: false, message: 'ok', data, ...extras },
});

export const failure = (status: number, code: string, message = 'Refused'): MockReply => ({
  status,
  body: { error: true, message, code },
});
