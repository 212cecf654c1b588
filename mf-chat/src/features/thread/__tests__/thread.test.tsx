import { chatLimits, chatMessages, typingIndicatorMs } from '@domus/shared/contract';
import { deliverRealtimeEvent } from '@domus/shared/realtime';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import ChatRoutes from '../../../routes';
import { fileLinkRefreshMs, messagesQueryOptions } from '../api/get-messages';
import { aConversation, aMessage, aUser, chatPage, chatsReply } from '../../../testing/fixtures';
import { formBody, jsonBody, mockApi, ok, renderPage, requestsTo, type MockReply } from '../../../testing/render-page';

const rui = { user_id: 9, property_id: 1 };
const mine = (overrides: Parameters<typeof aMessage>[0]) => aMessage({ sender_id: 7, receiver_id: 9, ...overrides });

function openThread(
  replies: Record<string, MockReply | ((request: never) => MockReply)> = {},
  url = '/user/chat?user=9&property=1',
) {
  const fetchMock = mockApi({
    get_chats: chatsReply([aConversation()]),
    get_messages: chatPage([
      aMessage({ id: 102, message: 'Can I visit on Monday?' }),
      mine({ id: 101, message: 'Yes, it is', is_read: true }),
      aMessage({ id: 100, message: 'Is it still available?' }),
    ]),
    'mark-chat-read': ok({ read: 2 }),
    ...replies,
  });
  const view = renderPage(<ChatRoutes />, { url, user: aUser() });
  return { fetchMock, ...view };
}

/** The open thread's messages (the list of conversations shows last messages too). */
const thread = () => within(screen.getByRole('list', { name: 'Messages' }));
const messageTexts = () =>
  thread()
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('a thread on /user/chat', () => {
  it('shows the messages oldest first, with read receipts on mine, and marks the conversation read', async () => {
    const { fetchMock } = openThread();
    await screen.findByRole('heading', { level: 2, name: 'Rui Lima' });
    await waitFor(() =>
      expect(messageTexts()).toEqual(['Is it still available?', 'Yes, it is', 'Can I visit on Monday?']),
    );
    expect(Object.fromEntries(requestsTo(fetchMock, 'get_messages')[0]!.url.searchParams)).toEqual({
      user_id: '9',
      property_id: '1',
      page: '1',
      per_page: '15',
    });
    expect(jsonBody(requestsTo(fetchMock, 'mark-chat-read', 'POST')[0])).toEqual(rui);
    const myMessage = thread().getByText('Yes, it is').closest('li')!;
    within(myMessage).getByText('Read');
    within(myMessage).getByRole('button', { name: 'Delete message' });
    expect(within(thread().getByText('Is it still available?').closest('li')!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sunny villa in Lisbon' }).getAttribute('href')).toBe(
      '/properties-details/sunny-villa-lisbon',
    );
  });

  it('shows images full size on click, PDFs by name and voice notes with a player', async () => {
    openThread({
      get_messages: chatPage([
        aMessage({ id: 3, message: '', audio: 'https://example.test/note.webm', chat_message_type: 'audio' }),
        aMessage({
          id: 2,
          file: 'https://example.test/plan.pdf',
          file_kind: 'pdf',
          file_name: 'floor-plan.pdf',
          message: '',
        }),
        aMessage({ id: 1, file: 'https://example.test/kitchen.jpg', file_kind: 'image', file_name: 'kitchen.jpg' }),
      ]),
    });
    const image = await screen.findByRole('img', { name: 'Image kitchen.jpg, opens full size' });
    expect(image.closest('a')!.getAttribute('href')).toBe('https://example.test/kitchen.jpg');
    expect(screen.getByRole('link', { name: /floor-plan\.pdf/ }).getAttribute('href')).toBe(
      'https://example.test/plan.pdf',
    );
    const note = screen.getByLabelText('Voice note');
    expect(note.tagName).toBe('AUDIO');
    expect(note.hasAttribute('controls')).toBe(true);
  });

  describe('file links, which expire', () => {
    const picture = (token: string) => `https://example.test/api/chat-file?message_id=1&file=a.jpg&token=${token}`;
    const withPicture = (token: string) =>
      chatPage([aMessage({ id: 1, file: picture(token), file_kind: 'image', file_name: 'kitchen.jpg' })]);
    const comeBack = () =>
      act(() => {
        window.dispatchEvent(new Event('visibilitychange'));
      });
    afterEach(() => jest.restoreAllMocks());

    it('are read again on coming back to a thread shown longer than half their life', async () => {
      let token = 'first';
      const { fetchMock } = openThread({ get_messages: () => withPicture(token) });
      const image = await screen.findByRole('img', { name: 'Image kitchen.jpg, opens full size' });
      expect(image.getAttribute('src')).toBe(picture('first'));

      comeBack();
      expect(requestsTo(fetchMock, 'get_messages')).toHaveLength(1);

      token = 'second';
      const later = Date.now() + fileLinkRefreshMs;
      jest.spyOn(Date, 'now').mockReturnValue(later);
      comeBack();
      await waitFor(() => expect(image.getAttribute('src')).toBe(picture('second')));
      expect(requestsTo(fetchMock, 'get_messages')).toHaveLength(2);
    });

    it('are not asked for by a thread without files, however long it is shown', async () => {
      const { fetchMock } = openThread();
      await screen.findByText('Can I visit on Monday?');
      jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 10 * fileLinkRefreshMs);
      comeBack();
      expect(requestsTo(fetchMock, 'get_messages')).toHaveLength(1);
    });

    it('are read again every half of their life while the thread shows files', () => {
      const { refetchInterval } = messagesQueryOptions(rui);
      const query = (messages: ReturnType<typeof aMessage>[]) =>
        ({ state: { data: { pages: [{ messages, fetchedAt: 0 }], pageParams: [1] } } }) as never;
      expect(fileLinkRefreshMs).toBe((chatLimits.fileLinkSeconds * 1000) / 2);
      expect(typeof refetchInterval === 'function' && refetchInterval(query([aMessage({ audio: picture('x') })]))).toBe(
        fileLinkRefreshMs,
      );
      expect(typeof refetchInterval === 'function' && refetchInterval(query([aMessage()]))).toBe(false);
    });
  });

  it('loads older messages above the ones shown', async () => {
    const { fetchMock } = openThread({
      get_messages: ({ url }: { url: URL }) =>
        url.searchParams.get('page') === '2'
          ? chatPage([aMessage({ id: 50, message: 'Older' })], { page: 2, total_page: 2 })
          : chatPage([aMessage({ id: 100, message: 'Newer' })], { page: 1, total_page: 2 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(messageTexts()).toEqual(['Older', 'Newer']));
    expect(requestsTo(fetchMock, 'get_messages').map((request) => request.url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('sends text as multipart with receiver_id, property_id and message, and shows it at once', async () => {
    const { fetchMock } = openThread({ send_message: ok(mine({ id: 103, message: 'See you on Monday' })) });
    const box = (await screen.findByRole('textbox', { name: 'Message' })) as HTMLTextAreaElement;
    await waitFor(() => expect(document.activeElement).toBe(box));
    fireEvent.change(box, { target: { value: '  See you on Monday ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(messageTexts().at(-1)).toBe('See you on Monday'));
    expect(formBody(requestsTo(fetchMock, 'send_message', 'POST')[0])).toEqual({
      receiver_id: '9',
      property_id: '1',
      message: 'See you on Monday',
    });
    expect(box.value).toBe('');
    within(screen.getByText('See you on Monday').closest('li')!).getByText('Sent');

    // The push of the same message (to my other tabs) does not show it twice.
    act(() =>
      deliverRealtimeEvent('chat:message', { chat: rui, message: mine({ id: 103, message: 'See you on Monday' }) }),
    );
    expect(screen.getAllByText('See you on Monday')).toHaveLength(1);
  });

  it('keeps a file attached while the previous message was still sending', async () => {
    let answer: (reply: MockReply) => void = () => {};
    const reply = new Promise<MockReply>((resolve) => (answer = resolve));
    const { fetchMock } = openThread();
    const slowFetch = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('send_message')) return slowFetch(input, init);
      const { body } = await reply;
      return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
    });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'First' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'kitchen.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [photo] } });
    act(() => answer(ok(mine({ id: 103, message: 'First' }))));
    await waitFor(() => expect(messageTexts().at(-1)).toBe('First'));
    screen.getByText('kitchen.jpg');
  });

  it('sends with Enter and keeps Shift+Enter for a new line', async () => {
    const { fetchMock } = openThread({ send_message: ok(mine({ id: 103, message: 'Line' })) });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Line' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(requestsTo(fetchMock, 'send_message')).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(requestsTo(fetchMock, 'send_message')).toHaveLength(1));
  });

  it(`says "${chatMessages.messageRequired}" for an empty message and sends nothing`, async () => {
    const { fetchMock } = openThread();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Message' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(chatMessages.messageRequired);
    expect(requestsTo(fetchMock, 'send_message')).toHaveLength(0);
  });

  it('refuses a file of the wrong type or over the size limit before sending, and sends a good one', async () => {
    const { fetchMock } = openThread({
      send_message: ok(
        mine({ id: 104, message: '', file: 'https://example.test/plan.pdf', file_kind: 'pdf', file_name: 'plan.pdf' }),
      ),
    });
    await screen.findByRole('textbox', { name: 'Message' });
    const picker = screen.getByTestId('chat-file-input');

    fireEvent.change(picker, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe(chatMessages.fileType);

    const huge = new File(['%PDF'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: chatLimits.fileMaxBytes + 1 });
    fireEvent.change(picker, { target: { files: [huge] } });
    expect(screen.getByRole('alert').textContent).toBe('A chat file can be at most 10 MB.');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe(chatMessages.messageRequired);
    expect(requestsTo(fetchMock, 'send_message')).toHaveLength(0);

    const plan = new File(['%PDF-1.7'], 'plan.pdf', { type: 'application/pdf' });
    fireEvent.change(picker, { target: { files: [plan] } });
    expect(screen.queryByRole('alert')).toBeNull();
    screen.getByRole('button', { name: 'Remove plan.pdf' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('link', { name: /plan\.pdf/ });
    const sent = formBody(requestsTo(fetchMock, 'send_message')[0]);
    expect(sent.file).toBeInstanceOf(File);
    expect((sent.file as File).name).toBe('plan.pdf');
    expect(sent.message).toBe('');
  });

  it("shows the server's refusal (too many messages) and keeps the text", async () => {
    openThread({
      send_message: {
        status: 429,
        body: { error: true, message: chatMessages.tooManyMessages, code: 'tooManyRequests' },
      },
    });
    const box = (await screen.findByRole('textbox', { name: 'Message' })) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'One more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(chatMessages.tooManyMessages);
    expect(box.value).toBe('One more');
  });

  it('deletes my own message after confirming', async () => {
    const { fetchMock } = openThread({ delete_chat_message: ok({ id: 101 }) });
    const myMessage = (await screen.findByText('Yes, it is')).closest('li')!;
    fireEvent.click(within(myMessage).getByRole('button', { name: 'Delete message' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this message?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByText('Yes, it is')).toBeNull());
    expect(jsonBody(requestsTo(fetchMock, 'delete_chat_message', 'POST')[0])).toEqual({ message_id: 101 });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('removes a message its sender deleted (chat:deleted)', async () => {
    openThread();
    await screen.findByText('Can I visit on Monday?');
    act(() => deliverRealtimeEvent('chat:deleted', { chat: rui, id: 102 }));
    // React Query tells its observers on the next tick.
    await waitFor(() => expect(messageTexts()).toEqual(['Is it still available?', 'Yes, it is']));
  });

  it('shows a pushed message without refetching the thread, announces it and marks it read', async () => {
    const { fetchMock } = openThread();
    await screen.findByText('Can I visit on Monday?');
    await waitFor(() => expect(requestsTo(fetchMock, 'mark-chat-read')).toHaveLength(1));
    act(() => {
      deliverRealtimeEvent('chat:message', { chat: rui, message: aMessage({ id: 105, message: 'Hello again' }) });
      deliverRealtimeEvent('chat:message', {
        chat: { user_id: 9, property_id: 2 },
        message: aMessage({ id: 106, property_id: 2, message: 'About the flat' }),
      });
    });
    await waitFor(() => expect(messageTexts().at(-1)).toBe('Hello again'));
    expect(screen.queryByText('About the flat')).toBeNull();
    screen.getByText('New message from \u2068Rui Lima\u2069: \u2068Hello again\u2069');
    expect(requestsTo(fetchMock, 'get_messages')).toHaveLength(1);
    await waitFor(() => expect(requestsTo(fetchMock, 'mark-chat-read')).toHaveLength(2));
  });

  it('marks my messages read when the other side reads them (chat:read)', async () => {
    openThread({
      get_messages: chatPage([
        mine({ id: 111, message: 'Second', is_read: false }),
        mine({ id: 110, message: 'First' }),
      ]),
    });
    const second = (await screen.findByText('Second')).closest('li')!;
    within(second).getByText('Sent');
    act(() => deliverRealtimeEvent('chat:read', { chat: rui, up_to_id: 111 }));
    await within(second).findByText('Read');
  });

  it(`shows "Rui Lima is typing…" on chat:typing and hides it after ${typingIndicatorMs} ms of silence`, async () => {
    openThread();
    await screen.findByText('Can I visit on Monday?');
    jest.useFakeTimers();
    try {
      act(() => deliverRealtimeEvent('chat:typing', { chat: rui }));
      screen.getByText('\u2068Rui Lima\u2069 is typing…');
      act(() => jest.advanceTimersByTime(typingIndicatorMs - 1));
      screen.getByText('\u2068Rui Lima\u2069 is typing…');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('\u2068Rui Lima\u2069 is typing…')).toBeNull();
      act(() => deliverRealtimeEvent('chat:typing', { chat: { user_id: 9, property_id: 2 } }));
      expect(screen.queryByText('\u2068Rui Lima\u2069 is typing…')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
