import { cachedDataAtom, cachedDataTransitions, domusStore } from '@domus/shared/store';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import ChatRoutes from '../../../routes';
import { aConversation, aMessage, aUser, chatPage, chatsReply } from '../../../testing/fixtures';
import { formBody, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';

const conversations = [
  aConversation({ unread_count: 2 }),
  aConversation({
    user_id: 11,
    name: 'Marta Reis',
    property_id: 4,
    title: 'Flat in Porto',
    slug_id: 'flat-in-porto',
    last_message: '',
    last_message_type: 'audio',
    is_blocked_by_me: 1,
  }),
  aConversation({
    user_id: 12,
    name: 'João Dias',
    property_id: 0,
    title: '',
    last_message: 'Thanks',
    last_message_type: 'text',
    last_message_is_mine: true,
  }),
  aConversation({ user_id: 0, name: 'Domus', property_id: 0, title: '', last_message: '', last_message_type: 'file' }),
];

const conversationList = () => within(screen.getByRole('list', { name: 'Conversations' }));
const item = (name: string) => conversationList().getByRole('button', { name: new RegExp(name) });

describe('the conversation list on /user/chat', () => {
  it('shows each person, property, last message, unread count and block mark', async () => {
    const fetchMock = mockApi({ get_chats: chatsReply(conversations) });
    renderPage(<ChatRoutes />, { url: '/user/chat', user: aUser() });
    await screen.findByRole('heading', { level: 1, name: 'Chat' });
    await screen.findByRole('list', { name: 'Conversations' });
    expect(conversationList().getAllByRole('button')).toHaveLength(4);

    const rui = item('Rui Lima');
    expect(rui.textContent).toContain('Sunny villa in Lisbon');
    expect(rui.textContent).toContain('Is it still available?');
    expect(within(rui).getByLabelText('2 unread messages').textContent).toBe('2');
    within(rui).getByText(/ago$/);

    const marta = item('Marta Reis');
    expect(marta.textContent).toContain('Voice note');
    within(marta).getByText('Blocked');
    expect(within(marta).queryByLabelText(/unread/)).toBeNull();

    expect(item('João Dias').textContent).toContain('You: \u2068Thanks\u2069');
    const admin = item('Admin');
    expect(admin.textContent).toContain('File');
    expect(admin.textContent).not.toContain('Domus');

    expect(Object.fromEntries(requestsTo(fetchMock, 'get_chats')[0]!.url.searchParams)).toEqual({
      per_page: '15',
      page: '1',
    });
    screen.getByText('Choose a conversation to read its messages.');
  });

  it('says a listing is no longer available when the API no longer names it', async () => {
    const hidden = aConversation({
      user_id: 13,
      name: 'Ana Cruz',
      property_id: 9,
      title: '',
      title_image: '',
      slug_id: '',
    });
    mockApi({ get_chats: chatsReply([hidden]) });
    renderPage(<ChatRoutes />, { url: '/user/chat', user: aUser() });
    await screen.findByRole('list', { name: 'Conversations' });
    expect(item('Ana Cruz').textContent).toContain('Listing no longer available');
  });

  it('searches on the server once typing pauses', async () => {
    const fetchMock = mockApi({ get_chats: chatsReply(conversations) });
    renderPage(<ChatRoutes />, { url: '/user/chat', user: aUser() });
    await screen.findByRole('list', { name: 'Conversations' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search conversations' }), { target: { value: 'por' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search conversations' }), { target: { value: 'porto' } });
    await waitFor(() => expect(conversationList().getAllByRole('button')).toHaveLength(1));
    item('Marta Reis');
    const searches = requestsTo(fetchMock, 'get_chats').map((request) => request.url.searchParams.get('search'));
    expect(searches).toEqual([null, 'porto']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search conversations' }), { target: { value: 'nobody' } });
    await screen.findByText('No conversation matches "\u2068nobody\u2069"');
  });

  it('loads the next page at the bottom', async () => {
    const fetchMock = mockApi({
      get_chats: ({ url }) =>
        url.searchParams.get('page') === '2'
          ? chatPage([conversations[1]], { page: 2, total_page: 2 })
          : chatPage([conversations[0]], { page: 1, total_page: 2 }),
    });
    renderPage(<ChatRoutes />, { url: '/user/chat', user: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more conversations' }));
    await waitFor(() => expect(conversationList().getAllByRole('button')).toHaveLength(2));
    expect(requestsTo(fetchMock, 'get_chats').at(-1)!.url.searchParams.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more conversations' })).toBeNull();
  });

  it('opens a conversation and keeps it in the address', async () => {
    mockApi({
      get_chats: chatsReply(conversations),
      get_messages: chatPage([aMessage()]),
      'mark-chat-read': ok({ read: 1 }),
    });
    renderPage(<ChatRoutes />, { url: '/user/chat', user: aUser() });
    await screen.findByRole('list', { name: 'Conversations' });
    fireEvent.click(item('Rui Lima'));
    expect(screen.getByTestId('location').textContent).toBe('/user/chat?user=9&property=1');
    await screen.findByRole('heading', { level: 2, name: 'Rui Lima' });
    expect(item('Rui Lima').getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(screen.getByTestId('location').textContent).toBe('/user/chat');
    expect(screen.queryByRole('heading', { level: 2, name: 'Rui Lima' })).toBeNull();
  });

  it('refreshes the list when a message arrives (chat:message)', async () => {
    let unread = 0;
    mockApi({ get_chats: () => chatPage([aConversation({ unread_count: unread })]) });
    renderPage(<ChatRoutes />, { url: '/user/chat', user: aUser() });
    await screen.findByRole('list', { name: 'Conversations' });
    expect(within(item('Rui Lima')).queryByLabelText(/unread/)).toBeNull();
    unread = 1;
    const { deliverRealtimeEvent } = await import('@domus/shared/realtime');
    act(() => deliverRealtimeEvent('chat:message', { chat: { user_id: 9, property_id: 1 }, message: aMessage() }));
    await within(item('Rui Lima')).findByLabelText('1 unread message');
  });
});

describe('"Chat with owner" from a property page', () => {
  const owner = {
    user_id: 21,
    name: 'Carla Nunes',
    profile: '',
    property_id: 5,
    title: 'Loft by the river',
    title_image: 'https://example.test/loft.jpg',
    slug_id: 'loft-by-the-river',
  };
  const askToChat = () =>
    act(() =>
      domusStore.set(cachedDataAtom, cachedDataTransitions.newChatUserSet(domusStore.get(cachedDataAtom), owner)),
    );

  it('shows the new conversation at the top until its first message is sent, then lets go of it', async () => {
    const fetchMock = mockApi({
      get_chats: chatsReply([aConversation()]),
      get_messages: chatPage([]),
      'mark-chat-read': ok({ read: 0 }),
      send_message: ok(
        aMessage({ id: 400, sender_id: 7, receiver_id: 21, property_id: 5, message: 'Is the loft free?' }),
      ),
    });
    renderPage(<ChatRoutes />, { url: '/user/chat?user=21&property=5', user: aUser() });
    askToChat();

    await waitFor(() => expect(conversationList().getAllByRole('button')).toHaveLength(2));
    const fresh = conversationList().getAllByRole('button')[0]!;
    expect(fresh.textContent).toContain('Carla Nunes');
    expect(fresh.textContent).toContain('Loft by the river');
    expect(fresh.textContent).toContain('New conversation');
    expect(fresh.getAttribute('aria-current')).toBe('true');
    await screen.findByRole('heading', { level: 2, name: 'Carla Nunes' });
    expect(screen.getByRole('link', { name: 'Loft by the river' }).getAttribute('href')).toBe(
      '/properties-details/loft-by-the-river',
    );

    fireEvent.change(await screen.findByRole('textbox', { name: 'Message' }), {
      target: { value: 'Is the loft free?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(domusStore.get(cachedDataAtom).newUserChatData).toBeNull());
    expect(formBody(requestsTo(fetchMock, 'send_message')[0])).toEqual({
      receiver_id: '21',
      property_id: '5',
      message: 'Is the loft free?',
    });
    screen.getByRole('heading', { level: 2, name: 'Carla Nunes' });
  });

  it('does not repeat a conversation that already exists', async () => {
    mockApi({
      get_chats: chatsReply([
        aConversation({ user_id: 21, name: 'Carla Nunes', property_id: 5, title: 'Loft by the river' }),
      ]),
      get_messages: chatPage([aMessage({ sender_id: 21, property_id: 5, message: 'Welcome' })]),
      'mark-chat-read': ok({ read: 0 }),
    });
    renderPage(<ChatRoutes />, { url: '/user/chat?user=21&property=5', user: aUser() });
    askToChat();
    await screen.findByRole('list', { name: 'Conversations' });
    expect(conversationList().getAllByRole('button')).toHaveLength(1);
    expect(conversationList().queryByText('New conversation')).toBeNull();
  });

  it('offers members a chat with the admin, but not the admins who answer it', async () => {
    mockApi({ get_chats: chatsReply(conversations) });
    const member = renderPage(<ChatRoutes />, { url: '/user/chat', user: aUser() });
    await screen.findByRole('button', { name: 'Chat with the admin' });
    member.unmount();

    renderPage(<ChatRoutes />, { url: '/user/chat', user: aUser({ role: 'admin' }) });
    await screen.findByRole('list', { name: 'Conversations' });
    expect(screen.queryByRole('button', { name: 'Chat with the admin' })).toBeNull();
  });
});
