import type { AdminUser } from '@domus/shared/contract';
import { I18nextProvider } from '@domus/shared/i18n';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';

import ar from '../../../../locales/ar.json';
import { consoleScreens } from '../../../lib/console-paths';
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
import { UsersPage } from '../components/users-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn() } }));

function member(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    slug_id: `member-${id}`,
    name: `Member ${id}`,
    email: `member${id}@example.test`,
    mobile: `+3519000000${id}`,
    role: 'user',
    is_active: true,
    verification_status: 'initial',
    logintype: 3,
    created_at: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

const query = (fetchMock: jest.Mock) =>
  Object.fromEntries(requestsTo(fetchMock, 'admin/users').at(-1)!.url.searchParams);
const location = () => screen.getByTestId('location').textContent;
/** The card of the user named `name`. */
const card = (name: string) => screen.getByRole('heading', { level: 2, name: new RegExp(name) }).closest('li')!;

describe('/admin/users', () => {
  beforeEach(() => jest.mocked(toast.success).mockClear());

  it('lists each user with name, e-mail, phone, role and status, twenty a page from the first', async () => {
    const fetchMock = mockApi({
      'admin/users': ok([member(2), member(3, { role: 'moderator', is_active: false, mobile: '' })], { total: 2 }),
    });
    renderPage(<UsersPage />, { url: '/admin/users', user: anAdmin() });

    const second = within(
      await screen.findByRole('heading', { level: 2, name: 'Member 2' }).then((h) => h.closest('li')!),
    );
    second.getByText('member2@example.test');
    second.getByText('+35190000002');
    second.getByText('Member');
    second.getByText('Active');
    const third = within(card('Member 3'));
    third.getByText('Moderator');
    third.getByText('Deactivated');
    third.getByText('none');
    third.getByRole('button', { name: 'Reactivate Member 3' });
    screen.getByText('2 users');
    expect(query(fetchMock)).toEqual({ limit: '20' });
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('searches by the words and the role together, from the first page, and keeps them in the address', async () => {
    const fetchMock = mockApi({ 'admin/users': ok([member(2)], { total: 1 }) });
    renderPage(<UsersPage />, { url: '/admin/users?cursor=41', user: anAdmin() });
    await screen.findByText('Member 2');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Name, e-mail or phone' }), {
      target: { value: '  sousa ' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'moderator' } });
    // Choosing a role alone does not search.
    expect(location()).toBe('/admin/users?cursor=41');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(location()).toBe('/admin/users?q=sousa&role=moderator');
    await waitFor(() => expect(query(fetchMock)).toEqual({ search: 'sousa', role: 'moderator', limit: '20' }));
  });

  it('pages by the cursor the API gives, keeps it in the address, and goes back to the first page', async () => {
    const fetchMock = mockApi({
      'admin/users': ({ url }) =>
        url.searchParams.get('cursor')
          ? ok([member(41)], { total: 10_000, total_is_capped: true, next_cursor: null })
          : ok([member(2)], { total: 10_000, total_is_capped: true, next_cursor: '21' }),
    });
    renderPage(<UsersPage />, { url: '/admin/users?q=member', user: anAdmin() });
    await screen.findByText('More than 10,000 users');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(location()).toBe('/admin/users?q=member&cursor=21');
    await screen.findByText('Member 41');
    expect(query(fetchMock)).toEqual({ search: 'member', cursor: '21', limit: '20' });
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(location()).toBe('/admin/users?q=member');
    await screen.findByText('Member 2');
  });

  it('says when nothing matches, and clears the search', async () => {
    mockApi({
      'admin/users': ({ url }) =>
        url.searchParams.get('search') ? ok([], { total: 0 }) : ok([member(2)], { total: 1 }),
    });
    renderPage(<UsersPage />, { url: '/admin/users?q=nobody&role=admin', user: anAdmin() });
    await screen.findByText('No users match');
    screen.getByText('Try another name, e-mail or phone, or another role.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(location()).toBe('/admin/users');
    await screen.findByText('Member 2');
  });

  it('shows a page the address asks for with a role the API does not know as every role', async () => {
    const fetchMock = mockApi({ 'admin/users': ok([member(2)], { total: 1 }) });
    renderPage(<UsersPage />, { url: '/admin/users?role=owner', user: anAdmin() });
    await screen.findByText('Member 2');
    expect(query(fetchMock)).toEqual({ limit: '20' });
    expect((screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement).value).toBe('');
  });

  it('deactivates a user after confirming, shows what the API said and asks for the list again', async () => {
    let active = true;
    const fetchMock = mockApi({
      'admin/users': () => ok([member(2, { is_active: active })], { total: 1 }),
      'POST admin/users/deactivate': () => {
        active = false;
        return { body: { error: false, message: 'User deactivated', data: member(2, { is_active: false }) } };
      },
    });
    renderPage(<UsersPage />, { url: '/admin/users', user: anAdmin() });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Member 2' }));

    const dialog = screen.getByRole('alertdialog', { name: /^Deactivate Member 2 ?\?$/ });
    // Cancelling changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestsTo(fetchMock, 'admin/users/deactivate')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Member 2' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('User deactivated'));
    expect(jsonBody(requestsTo(fetchMock, 'admin/users/deactivate', 'POST')[0])).toEqual({ user_id: '2' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await within(card('Member 2')).findByText('Deactivated');
    within(card('Member 2')).getByRole('button', { name: 'Reactivate Member 2' });
  });

  it('reactivates a deactivated user', async () => {
    const fetchMock = mockApi({
      'admin/users': ok([member(2, { is_active: false })], { total: 1 }),
      'POST admin/users/reactivate': { body: { error: false, message: 'User reactivated', data: member(2) } },
    });
    renderPage(<UsersPage />, { url: '/admin/users', user: anAdmin() });
    fireEvent.click(await screen.findByRole('button', { name: 'Reactivate Member 2' }));
    screen.getByRole('alertdialog', { name: /^Reactivate Member 2 ?\?$/ });
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('User reactivated'));
    expect(jsonBody(requestsTo(fetchMock, 'admin/users/reactivate', 'POST')[0])).toEqual({ user_id: '2' });
  });

  it('keeps the dialog open with what the API refused', async () => {
    mockApi({
      'admin/users': ok([member(2, { role: 'admin' })], { total: 1 }),
      'POST admin/users/deactivate': failure(
        409,
        'conflict',
        'This is the only active administrator; make another admin first.',
      ),
    });
    renderPage(<UsersPage />, { url: '/admin/users', user: anAdmin() });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Member 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('alertdialog');
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'This is the only active administrator; make another admin first.',
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("offers no action on the operator's own account", async () => {
    mockApi({ 'admin/users': ok([member(1, { name: 'Ada Admin', role: 'admin' }), member(2)], { total: 2 }) });
    renderPage(<UsersPage />, { url: '/admin/users', user: anAdmin() });
    const own = within(
      await screen.findByRole('heading', { level: 2, name: /Ada Admin/ }).then((h) => h.closest('li')!),
    );
    own.getByText('(you)');
    expect(own.queryByRole('button')).toBeNull();
  });

  it('lets a moderator change members’ status only, and nobody’s role', async () => {
    mockApi({
      'admin/users': ok([member(2), member(3, { role: 'admin' }), member(4, { role: 'moderator' })], { total: 3 }),
    });
    renderPage(<UsersPage />, { url: '/admin/users', user: aUser({ id: 9, role: 'moderator' }) });
    within(await screen.findByRole('heading', { level: 2, name: 'Member 2' }).then((h) => h.closest('li')!)).getByRole(
      'button',
      { name: 'Deactivate Member 2' },
    );
    expect(within(card('Member 3')).queryByRole('button')).toBeNull();
    expect(within(card('Member 4')).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /Change role/ })).toBeNull();
  });

  it('changes a role, asking the admin’s password first when the API wants a fresh proof', async () => {
    let proved = false;
    let role: AdminUser['role'] = 'user';
    const fetchMock = mockApi({
      'admin/users': () => ok([member(2, { role })], { total: 1 }),
      'POST admin/users/role': ({ body }) => {
        if (!proved) return failure(403, 'reauthenticationRequired', 'Please confirm it is you.');
        role = (JSON.parse(String(body)) as { role: AdminUser['role'] }).role;
        return { body: { error: false, message: 'Role changed', data: member(2, { role }) } };
      },
      'POST confirm-identity': ({ body }) => {
        if ((JSON.parse(String(body)) as { password: string }).password !== 'right password') {
          return failure(401, 'invalid-login-credentials', 'The details entered are incorrect.');
        }
        proved = true;
        return {
          body: {
            error: false,
            message: 'Thank you: it is you.',
            data: { confirmed_until: '2026-12-06T19:10:00.000Z' },
          },
        };
      },
    });
    renderPage(<UsersPage />, { url: '/admin/users', user: anAdmin() });
    fireEvent.click(await screen.findByRole('button', { name: 'Change role of Member 2' }));
    const dialog = screen.getByRole('dialog', { name: /Change the role of/ });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'New role' }), { target: { value: 'moderator' } });
    within(dialog).getByText(/Moderators work the review queues/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));

    const proof = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(within(proof).getByLabelText('Your password'), { target: { value: 'wrong' } });
    fireEvent.click(within(proof).getByRole('button', { name: 'Confirm' }));
    await within(proof).findByText('The details entered are incorrect.');
    fireEvent.change(within(proof).getByLabelText('Your password'), { target: { value: 'right password' } });
    fireEvent.click(within(proof).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Member 2 is now: Moderator'));
    const sent = requestsTo(fetchMock, 'admin/users/role', 'POST').map(jsonBody);
    expect(sent).toEqual([
      { user_id: '2', role: 'moderator' },
      { user_id: '2', role: 'moderator' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await within(card('Member 2')).findByText('Moderator');
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    let calls = 0;
    mockApi({
      'admin/users': () => (++calls === 1 ? failure(500, 'internal', 'Boom') : ok([member(2)], { total: 1 })),
    });
    renderPage(<UsersPage />, { url: '/admin/users', user: anAdmin() });
    await screen.findByText('The users could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Member 2');
  });

  it("reads in Arabic, the API's message too", async () => {
    mockApi({
      'admin/users': ok([member(2)], { total: 1 }),
      'POST admin/users/deactivate': {
        body: { error: false, message: 'User deactivated', data: member(2, { is_active: false }) },
      },
    });
    const i18n = createTestI18n();
    i18n.addResourceBundle('ar', 'admin', ar);
    await act(() => i18n.changeLanguage('ar'));
    renderPage(
      <I18nextProvider i18n={i18n}>
        <UsersPage />
      </I18nextProvider>,
      { url: '/admin/users', user: anAdmin() },
    );
    await screen.findByRole('heading', { level: 1, name: ar.screens.users.title });
    screen.getByRole('searchbox', { name: ar.users.search });
    await screen.findByText(ar.users.count_one);
    fireEvent.click(screen.getByRole('button', { name: `${ar.users.deactivate} Member 2` }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: ar.users.deactivate }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ar.users.deactivated));
  });
});

describe('the console', () => {
  it('shows an operator its overview, with a link to every screen it has', async () => {
    const links = () =>
      within(screen.getByRole('navigation', { name: 'Operator console' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    const moderators = renderPage(<AdminRoutes />, { url: '/admin', user: aUser({ role: 'moderator' }) });
    await screen.findByRole('heading', { level: 1, name: 'Operator console' });
    expect(links()).toEqual(['/admin', ...consoleScreens.filter((s) => s.role === 'moderator').map((s) => s.path)]);
    expect(links()).toContain('/admin/users');
    expect(links()).not.toContain('/admin/decision-log');
    moderators.unmount();

    renderPage(<AdminRoutes />, { url: '/admin', user: anAdmin() });
    await screen.findByRole('heading', { level: 1, name: 'Operator console' });
    expect(links()).toEqual(['/admin', ...consoleScreens.map((s) => s.path)]);
    expect(links()).toContain('/admin/decision-log');
    const nav = screen.getByRole('navigation', { name: 'Operator console' });
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    screen.getByText(
      'Find members by name, e-mail or phone; deactivate or reactivate their accounts, and change roles.',
    );
    fireEvent.click(within(screen.getByRole('heading', { level: 2, name: 'Users' })).getByRole('link'));
    expect(location()).toBe('/admin/users');
  });

  it('sends a visitor to sign in, and shows a member it is for operators only', async () => {
    mockApi({});
    const visitor = renderPage(<AdminRoutes />, { url: '/admin/users' });
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fadmin%2Fusers'));
    visitor.unmount();
    const fetchMock = mockApi({});
    renderPage(<AdminRoutes />, { url: '/admin/users', user: aUser() });
    await screen.findByText('Operators only');
    expect(requestsTo(fetchMock, 'admin/users')).toHaveLength(0);
  });

  it('shows a path of no screen as not found, within the console', async () => {
    renderPage(<AdminRoutes />, { url: '/admin/reports', user: aUser({ role: 'moderator' }) });
    await screen.findByText('The operator console has no such page.');
    screen.getByRole('link', { name: 'Back to the operator console' });
  });
});
