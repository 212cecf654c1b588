import { sendTyping } from '@domus/shared/realtime';
import { fireEvent, screen } from '@testing-library/react';

import ChatRoutes from '../../../routes';
import { aConversation, aMessage, aUser, chatPage, chatsReply } from '../../../testing/fixtures';
import { mockApi, ok, renderPage } from '../../../testing/render-page';

jest.mock('@domus/shared/realtime', () => ({
  ...jest.requireActual('@domus/shared/realtime'),
  sendTyping: jest.fn(),
}));

describe('telling the other side I am typing', () => {
  it('sends chat:typing for the open conversation at most every 2 seconds', async () => {
    mockApi({
      get_chats: chatsReply([aConversation()]),
      get_messages: chatPage([aMessage()]),
      'mark-chat-read': ok({ read: 0 }),
    });
    renderPage(<ChatRoutes />, { url: '/user/chat?user=9&property=1', user: aUser() });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const now = jest.spyOn(Date, 'now').mockReturnValue(10_000);
    try {
      fireEvent.change(box, { target: { value: 'H' } });
      fireEvent.change(box, { target: { value: 'He' } });
      now.mockReturnValue(11_999);
      fireEvent.change(box, { target: { value: 'Hel' } });
      expect(sendTyping).toHaveBeenCalledTimes(1);
      expect(sendTyping).toHaveBeenCalledWith({ user_id: 9, property_id: 1 });
      now.mockReturnValue(12_000);
      fireEvent.change(box, { target: { value: 'Hell' } });
      expect(sendTyping).toHaveBeenCalledTimes(2);
    } finally {
      now.mockRestore();
    }
  });
});
