import { chatMessages } from '@domus/shared/contract';
import { deliverRealtimeEvent } from '@domus/shared/realtime';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import ChatRoutes from '../../../routes';
import { aConversation, aMessage, aUser, chatPage, chatsReply } from '../../../testing/fixtures';
import { formBody, jsonBody, mockApi, ok, renderPage, requestsTo, type MockReply } from '../../../testing/render-page';

function openThread(
  blocks: { is_blocked_by_me?: 0 | 1; is_blocked_by_user?: 0 | 1 },
  replies: Record<string, MockReply> = {},
) {
  const fetchMock = mockApi({
    get_chats: chatsReply([aConversation(blocks)]),
    get_messages: chatPage([aMessage()], blocks),
    'mark-chat-read': ok({ read: 0 }),
    ...replies,
  });
  renderPage(<ChatRoutes />, { url: '/user/chat?user=9&property=1', user: aUser() });
  return fetchMock;
}

describe('blocking in a thread', () => {
  it('blocks with an optional reason; the composer gives way to the explanation', async () => {
    const fetchMock = openThread({}, { 'block-user': ok({ user_id: 9, is_blocked_by_me: 1, is_blocked_by_user: 0 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Block user' }));
    // jsdom lays a <bdi> out as a block, so it puts a space after the name that Chromium does not.
    const dialog = screen.getByRole('dialog', { name: /^Block Rui Lima ?\?$/ });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: ' Spam ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block this user' }));
    await screen.findByText(chatMessages.blockedByMe);
    expect(jsonBody(requestsTo(fetchMock, 'block-user', 'POST')[0])).toEqual({ to_user_id: 9, reason: 'Spam' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block user' })).toBeNull();
  });

  it(`says "${chatMessages.blockedByMe}" with Unblock, which brings the composer back`, async () => {
    const fetchMock = openThread(
      { is_blocked_by_me: 1 },
      { 'unblock-user': ok({ user_id: 9, is_blocked_by_me: 0, is_blocked_by_user: 0 }) },
    );
    await screen.findByText(chatMessages.blockedByMe);
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unblock user' }));
    await screen.findByRole('textbox', { name: 'Message' });
    expect(jsonBody(requestsTo(fetchMock, 'unblock-user', 'POST')[0])).toEqual({ to_user_id: 9, reason: '' });
    expect(screen.queryByText(chatMessages.blockedByMe)).toBeNull();
  });

  it(`says "${chatMessages.blockedByUser}" without a composer or an Unblock button`, async () => {
    openThread({ is_blocked_by_user: 1 });
    await screen.findByText(chatMessages.blockedByUser);
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unblock user' })).toBeNull();
    screen.getByRole('button', { name: 'Block user' });
  });

  it('follows a block made on the other side (chat:block) and marks the conversation in the list', async () => {
    let blocked: 0 | 1 = 0;
    mockApi({
      get_chats: () => chatPage([aConversation({ is_blocked_by_user: blocked })]),
      get_messages: chatPage([aMessage()]),
      'mark-chat-read': ok({ read: 0 }),
    });
    renderPage(<ChatRoutes />, { url: '/user/chat?user=9&property=1', user: aUser() });
    await screen.findByRole('textbox', { name: 'Message' });
    blocked = 1;
    act(() => deliverRealtimeEvent('chat:block', { user_id: 9, is_blocked_by_me: 0, is_blocked_by_user: 1 }));
    await screen.findByText(chatMessages.blockedByUser);
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Conversations' });
    await within(list).findByText('Blocked');
  });

  it('writes to the admin desk with to_admin 1, and blocks the admin the same way', async () => {
    const fetchMock = mockApi({
      get_chats: chatsReply([aConversation()]),
      get_messages: chatPage([]),
      'mark-chat-read': ok({ read: 0 }),
      send_message: ok(aMessage({ id: 300, sender_id: 7, receiver_id: 0, property_id: 0, message: 'Help please' })),
      'block-user': ok({ user_id: 0, is_blocked_by_me: 1, is_blocked_by_user: 0 }),
    });
    renderPage(<ChatRoutes />, { url: '/user/chat', user: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with the admin' }));
    expect(screen.getByTestId('location').textContent).toBe('/user/chat?user=0');
    await screen.findByRole('heading', { level: 2, name: 'Admin' });
    await screen.findByText('No messages yet. Write the first one below.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Help please' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'send_message')).toHaveLength(1));
    expect(formBody(requestsTo(fetchMock, 'send_message')[0])).toEqual({
      to_admin: '1',
      property_id: '0',
      message: 'Help please',
    });
    expect(Object.fromEntries(requestsTo(fetchMock, 'get_messages')[0]!.url.searchParams)).toMatchObject({
      user_id: '0',
      property_id: '0',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Block user' }));
    fireEvent.click(screen.getByRole('button', { name: 'Block this user' }));
    await screen.findByText(chatMessages.adminBlockedByMe);
    expect(jsonBody(requestsTo(fetchMock, 'block-user')[0])).toEqual({ to_admin: 1, reason: '' });
  });
});
