import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from '@domus/shared/routing';

import en from '../../locales/en.json';

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

/** Renders a page with the providers the lifecycles give it: router, query client (no retries), i18n. */
export function renderPage(ui: ReactElement, { url = '/' }: { url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createTestI18n()} defaultNS="listings">
        <MemoryRouter initialEntries={[url]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

export interface MockReply {
  status?: number;
  body: unknown;
}

/**
 * Replaces `fetch` with a router over API paths: `replies` maps a call path (e.g.
 * `get_property`) to a reply, or to a function of the request URL. Unknown paths answer 404.
 */
export function mockApi(replies: Record<string, MockReply | ((url: URL) => MockReply)>): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const entry = replies[path];
    const reply: MockReply = entry
      ? typeof entry === 'function'
        ? entry(url)
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

export const ok = (data: unknown, extras: Record<string, unknown> = {}): MockReply => ({
  body: { error: false, message: 'ok', data, ...extras },
});
