import { chatMessages } from '@domus/shared/contract';
import { screen } from '@testing-library/react';

import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import ChatRoutes from '../routes';
import { aUser, chatPage } from '../testing/fixtures';
import { mockApi, renderPage } from '../testing/render-page';

type Bundle = { [key: string]: string | Bundle };
const keysOf = (bundle: Bundle, prefix = ''): string[] =>
  Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

describe('mf-chat routes', () => {
  it('sends a visitor from /user/chat to sign in and back to the same conversation', () => {
    const fetchMock = mockApi({});
    renderPage(<ChatRoutes />, { url: '/user/chat?user=9&property=1' });
    expect(screen.getByTestId('location').textContent).toBe(
      `/login?redirect=${encodeURIComponent('/user/chat?user=9&property=1')}`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the chat to a signed-in user, with the banner where live updates are not supported', async () => {
    mockApi({ get_chats: chatPage([]) });
    renderPage(<ChatRoutes />, { url: '/user/chat', user: aUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeTruthy();
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    // jsdom has no service worker or Push API.
    expect(screen.getByText(chatMessages.chatUnsupported)).toBeTruthy();
    expect(document.title).toBe('Chat');
  });

  it('has a not-found page for other paths under its prefix', async () => {
    mockApi({});
    renderPage(<ChatRoutes />, { url: '/user/chat/elsewhere', user: aUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

describe('chat texts', () => {
  it("say the contract's chat messages word for word", () => {
    for (const [key, text] of Object.entries(en.chatMessages)) {
      expect(text).toBe(chatMessages[key as keyof typeof chatMessages]);
    }
  });

  it('have an Arabic text for every English one, and none for a key that no longer exists', () => {
    const english = keysOf(en);
    const arabic = keysOf(ar as Bundle);
    // Arabic has more plural forms than English (zero, two, few, many).
    const pluralForm = /_(zero|one|two|few|many|other)$/;
    expect(arabic.filter((key) => !english.includes(key) && !pluralForm.test(key))).toEqual([]);
    expect(english.filter((key) => !arabic.includes(key))).toEqual([]);
  });
});
