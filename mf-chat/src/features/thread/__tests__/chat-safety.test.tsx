import { chatMessages } from '@domus/shared/contract';
import { deliverRealtimeEvent } from '@domus/shared/realtime';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TFunction } from 'i18next';

import ar from '../../../../locales/ar.json';
import { knownChatMessage } from '../../../lib/chat-message-text';
import ChatRoutes from '../../../routes';
import { aConversation, aMessage, aUser, chatPage, chatsReply } from '../../../testing/fixtures';
import { jsonBody, mockApi, ok, renderPage, requestsTo, type MockReply } from '../../../testing/render-page';

const held = aMessage({ id: 100, message: '', is_held: 1 });
const shown = aMessage({ id: 100, message: 'Call me on 050 123 4567', is_held: 0 });

function openThread(replies: Record<string, MockReply> = {}, messages = [held]) {
  const fetchMock = mockApi({
    get_chats: chatsReply([aConversation({ last_message: '', last_message_is_held: 1 })]),
    get_messages: chatPage(messages),
    'mark-chat-read': ok({ read: 0 }),
    ...replies,
  });
  renderPage(<ChatRoutes />, { url: '/user/chat?user=9&property=1', user: aUser() });
  return fetchMock;
}

describe('a held message', () => {
  it('shows collapsed with "Show it", and in the list as a message with a link or phone number', async () => {
    openThread();
    const bubble = (await screen.findByText(chatMessages.heldMessage)).closest('li')!;
    within(bubble).getByRole('button', { name: chatMessages.showHeldMessage });
    const list = screen.getByRole('list', { name: 'Conversations' });
    within(list).getByText('Message with a link or phone number');
  });

  it('asks reveal_chat_message when shown and puts the text in place', async () => {
    const fetchMock = openThread({ reveal_chat_message: ok(shown) });
    const show = await screen.findByRole('button', { name: chatMessages.showHeldMessage });
    // A real button: Enter and Space work, and it is in the tab order.
    expect(show.tagName).toBe('BUTTON');
    show.focus();
    fireEvent.click(show);
    await screen.findByText('Call me on 050 123 4567');
    expect(screen.queryByText(chatMessages.heldMessage)).toBeNull();
    expect(jsonBody(requestsTo(fetchMock, 'reveal_chat_message', 'POST')[0])).toEqual({ message_id: 100 });
  });

  it('puts the text in place when it was shown in another tab, without announcing a new message', async () => {
    const fetchMock = openThread();
    await screen.findByText(chatMessages.heldMessage);
    await waitFor(() => expect(requestsTo(fetchMock, 'mark-chat-read')).toHaveLength(1));
    act(() => deliverRealtimeEvent('chat:message', { chat: { user_id: 9, property_id: 1 }, message: shown }));
    await screen.findByText('Call me on 050 123 4567');
    expect(screen.queryByText(chatMessages.heldMessage)).toBeNull();
    expect(screen.queryByText(/New message from/)).toBeNull();
    expect(requestsTo(fetchMock, 'reveal_chat_message')).toHaveLength(0);
    expect(requestsTo(fetchMock, 'mark-chat-read')).toHaveLength(1);
  });
});

describe('reporting a conversation', () => {
  it('sends a reason and details from the dialog, then thanks', async () => {
    const fetchMock = openThread({ report_chat: ok({ id: 5 }) }, [shown]);
    fireEvent.click(await screen.findByRole('button', { name: 'Report conversation' }));
    const dialog = screen.getByRole('dialog', { name: /^Report your conversation with Rui Lima ?\?$/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a reason.');
    expect(requestsTo(fetchMock, 'report_chat', 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByLabelText('A scam or asking for money'));
    fireEvent.change(within(dialog).getByLabelText('Details (optional)'), { target: { value: ' wants a deposit ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await screen.findByText(chatMessages.conversationReported);
    expect(jsonBody(requestsTo(fetchMock, 'report_chat', 'POST')[0])).toEqual({
      user_id: 9,
      property_id: 1,
      reason: 'scam',
      details: 'wants a deposit',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report conversation' })).toBeNull();
  });

  it('says so in the dialog when the conversation was already reported', async () => {
    openThread(
      { report_chat: { status: 409, body: { error: true, message: chatMessages.alreadyReported, code: 'conflict' } } },
      [shown],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Report conversation' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Spam'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(chatMessages.alreadyReported));
  });

  it('is not offered for the admin desk nor an empty conversation', async () => {
    mockApi({
      get_chats: chatsReply([aConversation({ user_id: 0, property_id: 0 })]),
      get_messages: chatPage([aMessage({ sender_id: 0 })]),
      'mark-chat-read': ok({ read: 0 }),
    });
    renderPage(<ChatRoutes />, { url: '/user/chat?user=0', user: aUser() });
    await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.queryByRole('button', { name: 'Report conversation' })).toBeNull();
  });
});

describe('the limits’ refusals', () => {
  it(`says "${chatMessages.tooManyNewConversations}" where the composer is`, async () => {
    openThread(
      {
        send_message: {
          status: 429,
          body: { error: true, message: chatMessages.tooManyNewConversations, code: 'tooManyRequests' },
        },
      },
      [],
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Message' }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(chatMessages.tooManyNewConversations);
  });

  it('translates the contract’s refusals it knows, and only those', () => {
    const t = ((key: string) => {
      const [group, name] = key.split('.') as [keyof typeof ar, string];
      return (ar[group] as Record<string, string>)[name];
    }) as unknown as TFunction<'chat'>;
    const known = knownChatMessage(t);
    expect(known(chatMessages.tooManyMessages)).toBe(ar.chatMessages.tooManyMessages);
    expect(known(chatMessages.tooManyNewConversations)).toBe(ar.chatMessages.tooManyNewConversations);
    expect(known(chatMessages.chatBanned)).toBe(ar.chatMessages.chatBanned);
    expect(known('Something else went wrong')).toBeUndefined();
  });
});
