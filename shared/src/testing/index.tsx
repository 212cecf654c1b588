/**
 * Test helpers for the remotes' jest tests (never loaded in a browser, not a federated entry):
 * a page rendered with the providers a remote's lifecycles give it, and `fetch` replaced by a
 * router over API call paths.
 */
import { QueryClient, QueryClientProvider } from '../query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from '../i18n';

import type { User } from '../contract';
import type { Translations } from '../i18n/unflatten';
import { MemoryRouter, useLocation } from '../routing';
import { settingsQueryOptions } from '../settings/settings-query';
import { initialState } from '../store/slices';
import { domusStore, rootStateAtom } from '../store/store';

export interface RemoteTestKitOptions {
  /** The remote's i18n namespace ('account', 'payments'...). */
  namespace: string;
  /** Its English texts: locales/en.json with the contract's texts it declares (src/lib/english.ts). */
  messages: Translations;
  /** The `web-settings` data pages read. */
  settings: Record<string, unknown>;
}

export interface RenderOptions {
  url?: string;
  /** The signed-in user (none: a visitor). */
  user?: User | null;
  /** Settings to change for this render. */
  settings?: Record<string, unknown>;
}

/** Shows the router's current URL so tests can read where a page went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** `createTestI18n` and `renderPage` for one remote. */
export function createRemoteTestKit({ namespace, messages, settings: baseSettings }: RemoteTestKitOptions) {
  /** The English texts of the remote, as the shell's i18n would provide them. */
  function createTestI18n() {
    const instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      ns: [namespace],
      defaultNS: namespace,
      resources: { en: { [namespace]: messages } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    return instance;
  }

  /** Renders a page with the providers the lifecycles give it: the page's one store, query client (no retries), i18n, router. */
  function renderPage(ui: ReactElement, { url = '/', user = null, settings = {} }: RenderOptions = {}) {
    const store = domusStore;
    store.set(rootStateAtom, {
      ...initialState,
      session: { loading: false, data: user ? { ...user, token: 'token-of-test' } : null },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(settingsQueryOptions(user?.id ?? null).queryKey, {
      ...baseSettings,
      ...settings,
    } as never);
    const view = render(
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={createTestI18n()} defaultNS={namespace}>
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

  return { createTestI18n, renderPage };
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

/** A multipart body as an object (last value wins; files as File). */
export const formBody = (request: MockRequest | undefined) =>
  Object.fromEntries((request?.body as FormData).entries()) as Record<string, FormDataEntryValue>;

export const ok = (data: unknown, extras: Record<string, unknown> = {}): MockReply => ({
  body: { error: false, message: 'ok', data, ...extras },
});

export const failure = (status: number, code: string, message = 'Refused'): MockReply => ({
  status,
  body: { error: true, message, code },
});

/** The signed-in user of the remotes' tests (id 7, a complete profile). */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    userid: 7,
    slug_id: 'ana-sousa',
    name: 'Ana Sousa',
    email: 'ana@example.test',
    mobile: '+351912345678',
    address: 'Rua Augusta 10',
    auth_id: '',
    firebase_id: '',
    logintype: 3,
    type: '',
    profile: '/uploads/users/ana.jpg',
    fcm_id: '',
    latitude: 38.71,
    longitude: -9.14,
    about_me: '',
    facebook_id: '',
    twiiter_id: '',
    instagram_id: '',
    youtube_id: '',
    notification: 1,
    city: 'Lisbon',
    state: 'Lisbon',
    country: 'Portugal',
    isActive: true,
    role: 'user',
    verification_status: 'initial',
    has_password: true,
    created_at: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}
