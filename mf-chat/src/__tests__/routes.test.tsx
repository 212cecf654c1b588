import { chatMessages } from '@domus/shared/contract';
import { screen } from '@testing-library/react';

import ChatRoutes from '../routes';
import { aUser, chatPage } from '../testing/fixtures';
import { mockApi, renderPage } from '../testing/render-page';

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
    await screen.findByRole('heading', { level: 1, name: 'Chat' });
    await screen.findByText('No conversations yet');
    // jsdom has no service worker or Push API.
    screen.getByText(chatMessages.chatUnsupported);
    expect(document.title).toBe('Chat');
  });

  it('has a not-found page for other paths under its prefix', async () => {
    mockApi({});
    renderPage(<ChatRoutes />, { url: '/user/chat/elsewhere', user: aUser() });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  });
});
