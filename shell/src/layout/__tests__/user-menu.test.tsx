import { domusStore, initialState, rootStateAtom, sessionAtom, sessionTransitions } from '@domus/shared/store';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider, initReactI18next } from '@domus/shared/i18n';
import { MemoryRouter } from '@domus/shared/routing';

import en from '../../../locales/en.json';
import { UserMenu } from '../user-menu';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn() } }));

function renderMenu() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { shell: en } },
    defaultNS: 'shell',
    initAsync: false,
  });
  return render(
    <JotaiProvider store={domusStore}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <UserMenu />
        </MemoryRouter>
      </I18nextProvider>
    </JotaiProvider>,
  );
}

describe('user menu', () => {
  beforeEach(() => domusStore.set(rootStateAtom, initialState));

  it('offers "Sign in" to a visitor', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('leads a member to their favourites and saved searches', () => {
    domusStore.set(
      sessionAtom,
      sessionTransitions.signupSucceeded(initialState.session, { id: 3, name: 'Ana', email: 'ana@x.io', token: 't' }),
    );
    renderMenu();
    fireEvent.click(screen.getByText('Ana'));
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Favourites', '/user/favorites-properties'],
        ['Saved searches', '/user/saved-searches'],
      ]),
    );
    expect(screen.queryByRole('link', { name: 'Operator console' })).toBeNull();
  });

  it.each(['admin', 'moderator'] as const)('leads a %s to the operator console', (role) => {
    domusStore.set(
      sessionAtom,
      sessionTransitions.signupSucceeded(initialState.session, {
        id: 1,
        name: 'Ops',
        email: 'ops@x.io',
        token: 't',
        role,
      }),
    );
    renderMenu();
    fireEvent.click(screen.getByText('Ops'));
    expect(screen.getByRole('link', { name: 'Operator console' }).getAttribute('href')).toBe('/admin');
  });

  it('logs a signed-in user out, even when the server cannot be reached', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
    domusStore.set(
      sessionAtom,
      sessionTransitions.signupSucceeded(initialState.session, { id: 3, name: 'Ana', email: 'ana@x.io', token: 't' }),
    );
    renderMenu();
    fireEvent.click(screen.getByText('Ana'));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(domusStore.get(sessionAtom).data).toBeNull());
    expect(global.fetch).toHaveBeenCalledWith(expect.stringContaining('before-logout'), expect.anything());
  });
});
