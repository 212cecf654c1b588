import { I18nextProvider, initReactI18next } from '@domus/shared/i18n';
import { MemoryRouter } from '@domus/shared/routing';
import { domusStore, initialState, rootStateAtom, sessionTransitions } from '@domus/shared/store';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Provider as JotaiProvider } from 'jotai';

import en from '../../../locales/en.json';
import { loadRemoteSpa } from '../../remotes/remote-loader';
import { ShellRoutes } from '../shell-routes';

// The loader fetches nothing here: the test reads which exposed module the shell asks it for.
jest.mock('../../remotes/remote-loader', () => ({ loadRemoteSpa: jest.fn(() => new Promise(() => undefined)) }));
const load = jest.mocked(loadRemoteSpa);

/** The page's session: a visitor (null) or signed in with `role`. */
function session(role: 'user' | 'moderator' | 'admin' | null) {
  const user = role && { id: 5, name: 'Sam', email: 'sam@example.com', token: 'token', role };
  return { ...initialState, session: sessionTransitions.signupSucceeded(initialState.session, user) };
}

function renderRoutes(url: string) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { shell: en } }, initAsync: false });
  return render(
    <JotaiProvider store={domusStore}>
      <I18nextProvider i18n={i18n} defaultNS="shell">
        <MemoryRouter initialEntries={[url]}>
          <ShellRoutes />
        </MemoryRouter>
      </I18nextProvider>
    </JotaiProvider>,
  );
}

const notFound = () => screen.queryByRole('heading', { level: 1, name: en.notFound.title });
const asked = () => load.mock.calls.map(([target]) => (typeof target === 'string' ? target : target.remote));

describe("the shell's routes", () => {
  beforeEach(() => load.mockClear());

  it.each([
    ['a visitor', null],
    ['a member', 'user'],
  ] as const)("show %s the site's not-found page on the console's paths, and load nothing of it", (_who, role) => {
    domusStore.set(rootStateAtom, session(role));
    for (const url of ['/admin', '/admin/users']) {
      const view = renderRoutes(url);
      expect(notFound()).not.toBeNull();
      expect(document.querySelector('[data-remote]')).toBeNull();
      view.unmount();
    }
    expect(load).not.toHaveBeenCalled();
  });

  it.each(['admin', 'moderator'] as const)('mount the console for an operator (%s)', (role) => {
    domusStore.set(rootStateAtom, session(role));
    renderRoutes('/admin/users');
    expect(notFound()).toBeNull();
    expect(asked()).toEqual(['mf_admin']);
    expect(document.querySelector('[data-remote="mf_admin"]')).not.toBeNull();
  });

  it('mount the console once an operator signs in, and leave it when they sign out', () => {
    domusStore.set(rootStateAtom, session(null));
    renderRoutes('/admin');
    expect(notFound()).not.toBeNull();
    act(() => domusStore.set(rootStateAtom, session('admin')));
    expect(notFound()).toBeNull();
    expect(asked()).toEqual(['mf_admin']);
    act(() => domusStore.set(rootStateAtom, session(null)));
    expect(notFound()).not.toBeNull();
    expect(document.querySelector('[data-remote]')).toBeNull();
  });

  it('mount the remotes for everyone whoever is signed in', () => {
    domusStore.set(rootStateAtom, session(null));
    renderRoutes('/mortgage-calculator');
    expect(asked()).toEqual(['mf_tools']);
  });
});
