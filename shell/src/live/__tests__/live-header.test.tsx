import { deliverRealtimeEvent } from '@domus/shared/realtime';
import { mockApi, ok } from '@domus/shared/testing';
import { domusStore, initialState, rootStateAtom, sessionAtom, sessionTransitions } from '@domus/shared/store';
import { QueryClient, QueryClientProvider } from '@domus/shared/query';
import { act, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider, initReactI18next } from '@domus/shared/i18n';
import { MemoryRouter } from '@domus/shared/routing';
import { toast } from 'react-toastify';

import en from '../../../locales/en.json';
import { LiveUpdates } from '../live-updates';
import { badgeText, UnreadLinks } from '../unread-links';

/** get_chats as the API sends it when the header asks (one a page): no conversations, `unread` messages unread. */
const chatList = (unread: number) => ok([], { total: 0, total_page: 0, page: 1, per_page: 1, unread_total: unread });

jest.mock('react-toastify', () => ({ toast: { info: jest.fn() } }));

function renderHeader() {
  const i18n = i18next.createInstance();
  void i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { shell: en } }, defaultNS: 'shell', initAsync: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <JotaiProvider store={domusStore}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <LiveUpdates />
            <UnreadLinks />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
}

const signIn = () =>
  domusStore.set(
    sessionAtom,
    sessionTransitions.signupSucceeded(initialState.session, { id: 7, name: 'Ana', email: 'ana@x.io', token: 't' }),
  );

const notification = {
  id: 41,
  title: 'Your property was approved',
  message: '',
  type: 'property_approved',
  property_id: 3,
  created_at: new Date().toISOString(),
  notification_image: '',
  is_read: false,
};

describe('header unread counts', () => {
  beforeEach(() => {
    domusStore.set(rootStateAtom, initialState);
    jest.mocked(toast.info).mockClear();
    mockApi({ get_notification_list: ok([], { total: 0, unread: 2 }), get_chats: chatList(0) });
  });

  it('shows nothing to visitors and asks the API nothing', () => {
    renderHeader();
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('shows the unread notifications and no chat badge at zero', async () => {
    signIn();
    renderHeader();
    expect(await screen.findByTestId('notification-badge')).toHaveProperty('textContent', '2');
    expect(screen.getByRole('link', { name: 'Notifications, 2 unread' }).getAttribute('href')).toBe(
      '/user/notifications',
    );
    expect(screen.queryByTestId('chat-badge')).toBeNull();
  });

  it('takes a live notification: the badge takes its count and a toast shows its title', async () => {
    signIn();
    renderHeader();
    await screen.findByTestId('notification-badge');
    act(() => deliverRealtimeEvent('notification', { notification, unread: 3 }));
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('3'));
    expect(toast.info).toHaveBeenCalledWith('\u2068Your property was approved\u2069', expect.anything());
  });

  it('refetches the chat count when someone else writes', async () => {
    signIn();
    renderHeader();
    await screen.findByTestId('notification-badge');
    mockApi({ get_notification_list: ok([], { total: 0, unread: 2 }), get_chats: chatList(5) });
    const message = {
      id: 1,
      sender_id: 9,
      receiver_id: 7,
      property_id: 0,
      message: 'Hi',
      file: '',
      file_kind: '' as const,
      file_name: '',
      audio: '',
      audio_seconds: 0,
      chat_message_type: 'text' as const,
      is_read: false,
      created_at: '',
      time_ago: '',
      is_held: 0 as const,
    };
    act(() => deliverRealtimeEvent('chat:message', { chat: { user_id: 9, property_id: 0 }, message }));
    expect(await screen.findByTestId('chat-badge')).toHaveProperty('textContent', '5');
  });

  it('writes big counts short', () => {
    expect([0, 1, 99, 100].map(badgeText)).toEqual(['', '1', '99', '99+']);
  });
});
