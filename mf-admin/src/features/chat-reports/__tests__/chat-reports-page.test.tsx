import { ApiError, fetchPrivateFile } from '@domus/shared/api';
import type { ChatReportCase, ReportedMessage } from '@domus/shared/contract';
import { I18nextProvider } from '@domus/shared/i18n';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';

import ar from '../../../../locales/ar.json';
import {
  aModerator,
  createTestI18n,
  failure,
  jsonBody,
  mockApi,
  ok,
  renderPage,
  requestsTo,
} from '../../../testing/render-page';
import { ChatReportsPage } from '../components/chat-reports-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn() } }));
jest.mock('@domus/shared/api', () => ({
  ...jest.requireActual('@domus/shared/api'),
  fetchPrivateFile: jest.fn(),
}));

const fileUrl = 'http://localhost/api/chat-file?message_id=3&file=a.jpg&token=t';
const fetchFile = jest.mocked(fetchPrivateFile);

function message(
  id: number,
  senderId: number,
  text: string,
  overrides: Partial<ReportedMessage> = {},
): ReportedMessage {
  return {
    id,
    sender_id: senderId,
    message: text,
    has_file: false,
    file_links: [],
    held: false,
    deleted: false,
    created_at: `2026-03-04T10:3${id}:00.000Z`,
    ...overrides,
  };
}

function report(id: number, overrides: Partial<ChatReportCase> = {}): ChatReportCase {
  return {
    id,
    reason: 'scam',
    details: 'Wants a deposit first',
    created_at: '2026-03-05T09:00:00.000Z',
    property_id: 12,
    reporter: { id: 20, name: 'Rita Reporter', email: 'rita@example.test' },
    reported: { id: 30, name: 'Sam Sender', email: 'sam@example.test' },
    decision: null,
    decided_by: '',
    decided_at: null,
    decision_reason: '',
    lifted_by: '',
    lifted_at: null,
    lift_reason: '',
    messages: [
      message(1, 30, 'Send the deposit first'),
      message(2, 20, 'No, thank you'),
      message(3, 30, '', { has_file: true, file_links: [fileUrl] }),
    ],
    ...overrides,
  };
}

const query = (fetchMock: jest.Mock) =>
  requestsTo(fetchMock, 'admin/chat-reports').map((request) => Object.fromEntries(request.url.searchParams));
const heading = (id: number) => new RegExp(`^Report #${id}: .*Rita Reporter.* reported .*Sam Sender.*$`);
const card = async (id: number) =>
  within((await screen.findByRole('heading', { level: 2, name: heading(id) })).closest('li')!);

beforeEach(() => {
  jest.mocked(toast.success).mockClear();
  fetchFile.mockReset();
  fetchFile.mockResolvedValue({ blob: new Blob(['x'], { type: 'image/jpeg' }), name: 'photo.jpg' });
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/file-1');
  URL.revokeObjectURL = jest.fn();
});

describe('/admin/chat-reports', () => {
  it('shows who reported whom, why and when, and the messages in order with their senders', async () => {
    const fetchMock = mockApi({ 'admin/chat-reports': ok([report(1)], { total: 1, next_cursor: null }) });
    renderPage(<ChatReportsPage />, { url: '/admin/chat-reports', user: aModerator() });
    const first = await card(1);
    first.getByText('Scam');
    first.getByText('Wants a deposit first');
    first.getByText('Listing #12');
    const file = await first.findByRole('link', { name: 'File 1' });
    const messages = within(first.getByRole('list', { name: 'Last messages of report #1' })).getAllByRole('listitem');
    expect(messages.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Sam Sender.*Send the deposit first$/),
      expect.stringMatching(/^Rita Reporter.*No, thank you$/),
      expect.stringMatching(/^Sam Sender.*File 1$/),
    ]);
    expect(fetchFile).toHaveBeenCalledWith(fileUrl);
    expect(file.getAttribute('href')).toBe('blob:http://localhost/file-1');
    expect(query(fetchMock)).toEqual([{ state: 'open', limit: '10' }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when a file cannot be fetched', async () => {
    fetchFile.mockRejectedValueOnce(new ApiError('Gone.', 404, 'notFound', undefined));
    mockApi({ 'admin/chat-reports': ok([report(2)], { total: 1, next_cursor: null }) });
    renderPage(<ChatReportsPage />, { url: '/admin/chat-reports', user: aModerator() });
    const alert = await (await card(2)).findByRole('alert');
    expect(alert.textContent).toContain('The file could not be fetched: Gone.');
  });

  it('bans with a reason, then says so and asks again', async () => {
    let banned = false;
    const fetchMock = mockApi({
      'admin/chat-reports': () =>
        banned ? ok([], { total: 0, next_cursor: null }) : ok([report(3)], { total: 1, next_cursor: null }),
      'POST admin/chat-reports/ban': () => {
        banned = true;
        return ok({ id: 3, reported_id: 30, decision: 'banned' });
      },
    });
    renderPage(<ChatReportsPage />, { url: '/admin/chat-reports', user: aModerator() });
    fireEvent.click(
      (await card(3)).getByRole('button', { name: 'Ban Sam Sender from chatting (reported by Rita Reporter)' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: /^Ban .?Sam Sender.? from chatting\?$/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Ban' }));
    dialog.getByText('Write the reason for this decision.');
    fireEvent.click(dialog.getByRole('button', { name: 'Asked for money before any viewing.' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Ban' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Banned: Sam Sender can no longer send messages.'));
    expect(jsonBody(requestsTo(fetchMock, 'admin/chat-reports/ban', 'POST')[0])).toEqual({
      id: 3,
      reason: 'Asked for money before any viewing.',
    });
    await screen.findByText('No chat reports waiting');
  });

  it('lists decided reports from the address and lifts a ban that stands', async () => {
    const decided = report(4, {
      decision: 'banned',
      decided_by: 'mo@example.test',
      decided_at: '2026-03-06T09:00:00.000Z',
      decision_reason: 'Asked for money',
    });
    const fetchMock = mockApi({
      'admin/chat-reports': ({ url }) =>
        url.searchParams.get('state') === 'decided'
          ? ok([decided], { total: 1, next_cursor: null })
          : ok([], { total: 0, next_cursor: null }),
      'POST admin/chat-reports/lift': failure(
        409,
        'conflict',
        'The ban of report #4 was already lifted by ana@example.test.',
      ),
    });
    renderPage(<ChatReportsPage />, { url: '/admin/chat-reports?state=decided', user: aModerator() });
    const lifted = await card(4);
    lifted.getByText('Banned from chatting');
    lifted.getByText('Asked for money');
    expect(lifted.queryByRole('button', { name: /^Ban / })).toBeNull();
    fireEvent.click(lifted.getByRole('button', { name: 'Lift ban of Sam Sender' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Lifted on appeal.' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Lift ban' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'The ban of report #4 was already lifted by ana@example.test.',
    );
    expect(query(fetchMock).at(-1)).toEqual({ state: 'decided', limit: '10' });
  });

  it('loads the next page after the last row’s cursor', async () => {
    const fetchMock = mockApi({
      'admin/chat-reports': ({ url }) =>
        url.searchParams.get('cursor')
          ? ok([report(6)], { total: 2, next_cursor: null })
          : ok([report(5)], { total: 2, next_cursor: '2026-03-05T09:00:00.000000Z_5' }),
    });
    renderPage(<ChatReportsPage />, { url: '/admin/chat-reports', user: aModerator() });
    await card(5);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await card(6);
    expect(query(fetchMock).at(-1)).toEqual({ state: 'open', limit: '10', cursor: '2026-03-05T09:00:00.000000Z_5' });
  });

  it('reads in Arabic, the toast too', async () => {
    mockApi({
      'admin/chat-reports': ok([report(7)], { total: 1, next_cursor: null }),
      'POST admin/chat-reports/dismiss': ok({ id: 7, reported_id: 30, decision: 'dismissed' }),
    });
    const i18n = createTestI18n();
    i18n.addResourceBundle('ar', 'admin', ar);
    await act(() => i18n.changeLanguage('ar'));
    renderPage(
      <I18nextProvider i18n={i18n}>
        <ChatReportsPage />
      </I18nextProvider>,
      { url: '/admin/chat-reports', user: aModerator() },
    );
    await screen.findByRole('heading', { level: 1, name: ar.screens.chatReports.title });
    await screen.findByText(ar.chatReports.count_one);
    fireEvent.click(screen.getByRole('button', { name: 'رفض البلاغ رقم 7' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: ar.chatReports.reasons.dismiss.ordinary }));
    fireEvent.click(dialog.getByRole('button', { name: ar.chatReports.dismiss }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم رفض البلاغ رقم 7.'));
  });
});
