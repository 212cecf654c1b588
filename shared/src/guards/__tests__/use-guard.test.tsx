import { QueryClient, QueryClientProvider } from '../../query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from '../../i18n';
import { MemoryRouter, Route, Routes, useLocation } from '../../routing';

import { settingsQueryOptions } from '../../settings/settings-query';
import { initialState, type SessionUser } from '../../store/slices';
import { rootStateAtom } from '../../store/store';
import { RequireAccess } from '../require-access';
import { useGuard } from '../use-guard';

const completeUser: SessionUser = {
  id: 7,
  name: 'Ana Sousa',
  email: 'ana@example.test',
  mobile: '+351912345678',
  profile: '/uploads/users/ana.jpg',
  address: 'Rua Augusta 10, Lisbon',
};

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderWithSession(
  ui: ReactNode,
  {
    user,
    settings,
    url = '/user/properties',
    language = 'en',
  }: {
    user: SessionUser | null;
    settings?: Record<string, unknown>;
    url?: string;
    language?: string;
  },
) {
  const store = createStore();
  store.set(rootStateAtom, {
    ...initialState,
    session: { loading: false, data: user ? { ...user, token: 'token-7' } : null },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(settingsQueryOptions(user?.id ?? null).queryKey, {
    currency_symbol: '$',
    number_with_suffix: '0',
    selected_currency_data: { code: 'USD', symbol: '$', name: 'US Dollar' },
    ...settings,
  } as never);
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ lng: language, fallbackLng: 'en', resources: {}, initAsync: false });
  return render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/login" element={<h1>Log in</h1>} />
              <Route path="/subscription-plan" element={<h1>Plans</h1>} />
              <Route path="*" element={ui} />
            </Routes>
            <Where />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
}

function AddPropertyButton() {
  const guard = useGuard({ profile: true, verification: true });
  return (
    <>
      <button type="button" onClick={() => guard.attempt(() => undefined)}>
        Add property
      </button>
      {guard.dialog}
    </>
  );
}

describe('useGuard', () => {
  it('opens "Opps!" with "You have not completed your profile yet. Please complete first" and goes to /user/profile on OK', () => {
    renderWithSession(<AddPropertyButton />, { user: { ...completeUser, mobile: '' }, url: '/' });

    fireEvent.click(screen.getByRole('button', { name: 'Add property' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Opps!' });
    expect(dialog.textContent).toContain('You have not completed your profile yet. Please complete first');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('location').textContent).toBe('/user/profile');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says "You have not completed profile verification. Please complete first" when verification is required', () => {
    renderWithSession(<AddPropertyButton />, {
      user: completeUser,
      settings: { verification_required_for_user: '1', verification_status: 'initial' },
      url: '/',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Add property' }));

    expect(screen.getByRole('alertdialog').textContent).toContain(
      'You have not completed profile verification. Please complete first',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('offers "Log in" to a visitor, back to the page after signing in', () => {
    renderWithSession(<AddPropertyButton />, { user: null, url: '/properties?city=Lisbon' });

    fireEvent.click(screen.getByRole('button', { name: 'Add property' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('You have not logged in. Please log in first.');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fproperties%3Fcity%3DLisbon');
  });

  it('runs the action when every rule passes', () => {
    const action = jest.fn();
    function Probe() {
      const guard = useGuard({ profile: true });
      return (
        <button type="button" onClick={() => guard.attempt(action)}>
          Post
        </button>
      );
    }
    renderWithSession(<Probe />, { user: completeUser });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('speaks Arabic when Arabic is chosen', () => {
    renderWithSession(<AddPropertyButton />, { user: { ...completeUser, address: '' }, url: '/', language: 'ar' });
    fireEvent.click(screen.getByRole('button', { name: 'Add property' }));
    expect(screen.getByRole('alertdialog', { name: 'عذراً!' }).textContent).toContain('لم تكمل ملفك الشخصي بعد');
  });
});

describe('RequireAccess', () => {
  it('sends a visitor to /login?redirect= with the page asked for', () => {
    renderWithSession(<RequireAccess>Dashboard</RequireAccess>, { user: null, url: '/user/dashboard' });
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fuser%2Fdashboard');
    expect(screen.queryByText('Dashboard')).toBeNull();
  });

  it('shows the page to a signed-in user', () => {
    renderWithSession(<RequireAccess>Dashboard</RequireAccess>, { user: completeUser, url: '/user/dashboard' });
    screen.getByText('Dashboard');
  });

  it('shows the dialog instead of the page when the profile is incomplete', () => {
    renderWithSession(<RequireAccess requirements={{ profile: true }}>Add property form</RequireAccess>, {
      user: { ...completeUser, profile: '' },
    });
    expect(screen.queryByText('Add property form')).toBeNull();
    screen.getByRole('alertdialog', { name: 'Opps!' });
  });
});

/** Answers `check-package-limit` with `reply` (a function for a sequence); counts the calls. */
function mockPackageCheck(reply: () => { status?: number; body: unknown }) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = url.pathname.endsWith('/check-package-limit')
      ? reply()
      : { status: 404, body: { error: true, message: 'Not found', code: 'notFound' } };
    const status = answer.status ?? 200;
    return { ok: status < 400, status, text: async () => JSON.stringify(answer.body) } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const packageReply =
  (check: Partial<Record<'package_available' | 'feature_available' | 'limit_available', boolean>>) => () => ({
    body: {
      error: false,
      message: 'ok',
      data: { package_available: true, feature_available: true, limit_available: true, ...check },
    },
  });

describe('package guard', () => {
  it('asks check-package-limit with the feature key and shows the page when a use is left', async () => {
    const fetchMock = mockPackageCheck(packageReply({}));
    renderWithSession(
      <RequireAccess requirements={{ profile: true, package: 'property_list' }}>Add property form</RequireAccess>,
      { user: completeUser },
    );
    await screen.findByText('Add property form');
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('type')).toBe('property_list');
  });

  it('does not ask for the package before the profile rule passes', () => {
    const fetchMock = mockPackageCheck(packageReply({}));
    renderWithSession(
      <RequireAccess requirements={{ profile: true, package: 'property_list' }}>Add property form</RequireAccess>,
      { user: { ...completeUser, address: '' } },
    );
    expect(screen.getByRole('alertdialog').textContent).toContain('You have not completed your profile yet');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [{ package_available: false }, 'You have not subscribed. Please subscribe first'],
    [{ feature_available: false }, 'Project List Limit or Package Not Available'],
    [{ limit_available: false }, 'Your Package Limit is Over. Please Purchase Package.'],
  ])('shows "Opps!" instead of the page for %p and goes to /subscription-plan on OK', async (check, text) => {
    mockPackageCheck(packageReply(check));
    renderWithSession(<RequireAccess requirements={{ package: 'project_list' }}>Add project form</RequireAccess>, {
      user: completeUser,
      url: '/user/add-project',
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Opps!' });
    expect(dialog.textContent).toContain(text);
    expect(screen.queryByText('Add project form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('location').textContent).toBe('/subscription-plan');
  });

  it('offers "Try again" when the package cannot be checked, and checks again', async () => {
    const replies = [
      { status: 500, body: { error: true, message: 'Server error', code: 'internal' } },
      packageReply({})(),
    ];
    const fetchMock = mockPackageCheck(() => replies.shift()!);
    renderWithSession(<RequireAccess requirements={{ package: 'property_list' }}>Add property form</RequireAccess>, {
      user: completeUser,
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('We could not check your package. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Add property form');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  function FeatureButton({ action }: { action: () => void }) {
    const guard = useGuard({ package: 'property_feature' });
    return (
      <>
        <button type="button" disabled={guard.checking} onClick={() => guard.attempt(action)}>
          Feature it
        </button>
        {guard.dialog}
      </>
    );
  }

  it('checks the package when a guarded button is pressed, not before', async () => {
    const fetchMock = mockPackageCheck(packageReply({}));
    const action = jest.fn();
    renderWithSession(<FeatureButton action={action} />, { user: completeUser, url: '/user/my-properties' });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Feature it' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again on every press, so a limit used up meanwhile is seen', async () => {
    const replies = [packageReply({})(), packageReply({ limit_available: false })()];
    mockPackageCheck(() => replies.shift()!);
    const action = jest.fn();
    renderWithSession(<FeatureButton action={action} />, { user: completeUser, url: '/user/my-properties' });
    fireEvent.click(screen.getByRole('button', { name: 'Feature it' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Feature it' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Opps!' });
    expect(dialog.textContent).toContain('Your Package Limit is Over. Please Purchase Package.');
    expect(action).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('location').textContent).toBe('/subscription-plan');
  });
});
