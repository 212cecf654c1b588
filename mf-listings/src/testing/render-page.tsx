import type { User } from '@domus/shared/contract';
import {
  createRemoteTestKit,
  mockApi as mockApiByRequest,
  requestsTo as requestsByPath,
  type MockReply,
} from '@domus/shared/testing';

import { english } from '../lib/english';
import { aUser, testSettings } from './fixtures';

export { failure, ok } from '@domus/shared/testing';
export type { MockReply, RenderOptions } from '@domus/shared/testing';

/** This remote's pages rendered as its lifecycles render them (see @domus/shared/testing). */
export const { createTestI18n, renderPage } = createRemoteTestKit({
  namespace: 'listings',
  messages: english,
  settings: testSettings,
});

/** A signed-in user for pages that need one. */
export const signedIn = (overrides: Partial<User> = {}) => aUser(overrides);

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
  return mockApiByRequest(
    Object.fromEntries(
      Object.entries(replies).map(([path, entry]) => [
        path,
        typeof entry === 'function' ? ({ url, method, body }) => entry(url, { method, body }) : entry,
      ]),
    ),
  );
}

/** The URLs fetched for one API path, in order. */
export function requestsTo(fetchMock: jest.Mock, path: string): URL[] {
  return requestsByPath(fetchMock, path).map((request) => request.url);
}

/** The bodies sent to one API path, in order (FormData for multipart, parsed JSON otherwise). */
export function bodiesTo(fetchMock: jest.Mock, path: string): (FormData | Record<string, unknown>)[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api/${path}`)
    .map(([, init]: [unknown, RequestInit | undefined]) =>
      init?.body instanceof FormData ? init.body : (JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>),
    );
}
