import type { OperatorNotice } from '@domus/shared/contract';
import { I18nextProvider } from '@domus/shared/i18n';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';

import ar from '../../../../locales/ar.json';
import AdminRoutes from '../../../routes';
import {
  anAdmin,
  aUser,
  createTestI18n,
  failure,
  jsonBody,
  mockApi,
  ok,
  renderPage,
  requestsTo,
} from '../../../testing/render-page';
import { NoticesPage } from '../components/notices-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn() } }));

const counts: Record<string, number> = { everyone: 120, members: 100, agents: 6, Lisbon: 12, Porto: 0 };

function notice(id: number, overrides: Partial<OperatorNotice> = {}): OperatorNotice {
  return {
    id,
    title: `Notice ${id}`,
    message: `Message ${id}`,
    link: null,
    segment: 'everyone',
    city: null,
    recipients: 120,
    sender_id: 1,
    sender_name: 'Ada Admin',
    sender_email: 'ada@example.test',
    via: 'console',
    created_at: '2026-12-01T10:30:00.000Z',
    ...overrides,
  };
}

/** The notices API: counts per segment (a city's by name), two cities, the sent list, and sending. */
function noticesApi(sent: OperatorNotice[] = [], send = () => ok(notice(99, { recipients: 6, segment: 'agents' }))) {
  return mockApi({
    'admin/notices/audience': ({ url }) => {
      const segment = url.searchParams.get('segment')!;
      const city = url.searchParams.get('city');
      return ok({ segment, city, recipients: counts[city ?? segment] });
    },
    'admin/notices/cities': ok(['Lisbon', 'Porto']),
    'admin/notices': ({ url }) =>
      url.searchParams.get('cursor')
        ? ok(sent.slice(1), { next_cursor: null })
        : ok(sent.slice(0, 1), { next_cursor: sent.length > 1 ? String(sent[0]!.id) : null }),
    'POST admin/notices/send': send,
  });
}
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => jest.mocked(toast.success).mockClear());

describe('/admin/notices', () => {
  it('shows the count of the chosen segment and a live preview of the notice', async () => {
    noticesApi();
    renderPage(<NoticesPage />, { url: '/admin/notices', user: anAdmin() });
    await screen.findByText('This notice reaches 120 people.');
    fireEvent.click(screen.getByRole('radio', { name: /Verified agents/ }));
    await screen.findByText('This notice reaches 6 people.');

    fireEvent.click(screen.getByRole('radio', { name: /A city/ }));
    await screen.findByText('Choose a city to count its members.');
    await screen.findByRole('option', { name: 'Lisbon' });
    fill('City', 'Lisbon');
    await screen.findByText('This notice reaches 12 people.');

    fill('Title', 'Open day');
    fill('Message', 'Come and see the new flats.');
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    expect(preview.getAllByText('Open day')).toHaveLength(2);
    expect(preview.getAllByText('Come and see the new flats.')).toHaveLength(2);
    preview.getByText('Domus');
  });

  it('checks the notice before asking: required fields, and a link that must be a page of this site', async () => {
    const fetchMock = noticesApi();
    renderPage(<NoticesPage />, { url: '/admin/notices', user: anAdmin() });
    await screen.findByText('This notice reaches 120 people.');
    fill('Link (optional)', 'https://evil.example/');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const title = screen.getByLabelText('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(title);
    expect(screen.getAllByText('Fill this in.')).toHaveLength(2);
    screen.getByText(/Enter a page of this site starting with \//);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestsTo(fetchMock, 'admin/notices/send')).toHaveLength(0);

    fill('Title', 'Hello');
    expect(title.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses to ask for a segment nobody is in', async () => {
    noticesApi();
    renderPage(<NoticesPage />, { url: '/admin/notices', user: anAdmin() });
    fireEvent.click(await screen.findByRole('radio', { name: /A city/ }));
    await screen.findByRole('option', { name: 'Porto' });
    fill('City', 'Porto');
    await screen.findByText('Nobody is in this segment: choose another one.');
    fill('Title', 'T');
    fill('Message', 'M');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /A city/ }));
  });

  it('asks "Send to N people?", sends, says so and lists the notice sent', async () => {
    let sent = false;
    const fetchMock = mockApi({
      'admin/notices/audience': ok({ segment: 'agents', city: null, recipients: 6 }),
      'admin/notices': () =>
        ok(sent ? [notice(99, { title: 'Agents day', segment: 'agents', recipients: 6 })] : [], { next_cursor: null }),
      'POST admin/notices/send': () => {
        sent = true;
        return ok(notice(99, { title: 'Agents day', segment: 'agents', recipients: 6 }));
      },
    });
    renderPage(<NoticesPage />, { url: '/admin/notices', user: anAdmin() });
    await screen.findByText('No notice sent yet');
    fireEvent.click(screen.getByRole('radio', { name: /Verified agents/ }));
    fill('Title', ' Agents day ');
    fill('Message', 'See you there');
    fill('Link (optional)', '/agents');
    await screen.findByText('This notice reaches 6 people.');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const ask = within(screen.getByRole('alertdialog', { name: 'Send to 6 people?' }));
    fireEvent.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'admin/notices/send')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Notice sent to 6 people.'));
    expect(jsonBody(requestsTo(fetchMock, 'admin/notices/send', 'POST')[0])).toEqual({
      title: 'Agents day',
      message: 'See you there',
      link: '/agents',
      segment: 'agents',
    });
    const list = within(await screen.findByRole('list', { name: 'Notices sent' }));
    list.getByRole('heading', { level: 3, name: 'Agents day' });
    list.getByText(/Verified agents · 6 recipients/);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });

  it('keeps the dialog open with what the API refused', async () => {
    noticesApi([], () =>
      failure(400, 'invalidInput', 'Nobody would receive this notice: there are no active verified agents.'),
    );
    renderPage(<NoticesPage />, { url: '/admin/notices', user: anAdmin() });
    await screen.findByText('This notice reaches 120 people.');
    fill('Title', 'T');
    fill('Message', 'M');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const ask = within(screen.getByRole('alertdialog', { name: 'Send to 120 people?' }));
    fireEvent.click(ask.getByRole('button', { name: 'Send' }));
    expect((await ask.findByRole('alert')).textContent).toBe(
      'Nobody would receive this notice: there are no active verified agents.',
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('pages the notices sent by keyset, newest first', async () => {
    const fetchMock = noticesApi([
      notice(3),
      notice(2, { segment: 'city', city: 'Lisbon', recipients: 1, via: 'command' }),
    ]);
    renderPage(<NoticesPage />, { url: '/admin/notices', user: anAdmin() });
    await screen.findByRole('heading', { level: 3, name: 'Notice 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('heading', { level: 3, name: 'Notice 2' });
    screen.getByText(/The city .*Lisbon.* · 1 recipient$/);
    screen.getByText(/Ada Admin.*, with the admin command/);
    expect(requestsTo(fetchMock, 'admin/notices').at(-1)!.url.searchParams.get('cursor')).toBe('3');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('reads in Arabic', async () => {
    noticesApi();
    const i18n = createTestI18n();
    i18n.addResourceBundle('ar', 'admin', ar);
    await act(() => i18n.changeLanguage('ar'));
    renderPage(
      <I18nextProvider i18n={i18n}>
        <NoticesPage />
      </I18nextProvider>,
      { url: '/admin/notices', user: anAdmin() },
    );
    await screen.findByRole('heading', { level: 1, name: ar.screens.notices.title });
    await screen.findByText('يصل هذا الإشعار إلى 120 شخصًا.');
    screen.getByRole('radio', { name: new RegExp(ar.notices.segments.agents) });
  });
});

describe('the console', () => {
  it('lists Notices for an admin, and tells a moderator it is for admins', async () => {
    noticesApi();
    const admin = renderPage(<AdminRoutes />, { url: '/admin/notices', user: anAdmin() });
    const nav = within(await screen.findByRole('navigation', { name: 'Operator console' }));
    nav.getByRole('link', { name: 'Notices' });
    await screen.findByText('No notice sent yet');
    admin.unmount();

    renderPage(<AdminRoutes />, { url: '/admin/notices', user: aUser({ id: 2, name: 'Mo', role: 'moderator' }) });
    await screen.findByText('Admins only');
    expect(screen.queryByRole('link', { name: 'Notices' })).toBeNull();
  });
});
