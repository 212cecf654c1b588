import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { aUser, signedInReply } from '../../../testing/fixtures';
import { failure, jsonBody, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { LoginPage } from '../components/login-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function signInWithPassword(email = 'ana@example.test', password = 'secret1') {
  type('Email', email);
  type('Password', password);
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login with email and password', () => {
  it('stores the session and goes to the page in ?redirect=', async () => {
    const fetchMock = mockApi({ user_signup: signedInReply(aUser()) });
    const { session } = renderPage(<LoginPage />, { url: '/login?redirect=%2Fuser%2Fproperties' });

    await signInWithPassword();

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/properties'));
    expect(session().data).toMatchObject({ id: 7, name: 'Ana Sousa', token: 'new-token' });
    expect(jsonBody(requestsTo(fetchMock, 'user_signup')[0])).toEqual({
      logintype: 3,
      email: 'ana@example.test',
      password: 'secret1',
    });
  });

  it('goes to the dashboard without ?redirect=, and never to another site', async () => {
    mockApi({ user_signup: signedInReply(aUser()) });
    renderPage(<LoginPage />, { url: '/login?redirect=https%3A%2F%2Fevil.test' });
    await signInWithPassword();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/dashboard'));
  });

  it('shows the contract’s sign-in error text for details that are wrong', async () => {
    mockApi({ user_signup: failure(401, 'invalid-login-credentials', 'Wrong details') });
    const { session } = renderPage(<LoginPage />, { url: '/login' });
    await signInWithPassword();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The details entered are incorrect Please enter the correct details and try again.',
    );
    expect(session().data).toBeNull();
  });

  it('shows "An error occurred.:{code}" for a code it does not know', async () => {
    mockApi({ user_signup: failure(400, 'brand-new-code') });
    renderPage(<LoginPage />, { url: '/login' });
    await signInWithPassword();
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred.:brand-new-code');
  });

  it('tells a deactivated account to contact the admin', async () => {
    mockApi({ user_signup: failure(401, 'accountDeactivated', 'Deactivated') });
    renderPage(<LoginPage />, { url: '/login' });
    await signInWithPassword();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your account has been deactivated. Please contact the admin.',
    );
  });

  it('checks the fields before asking the API', async () => {
    const fetchMock = mockApi({});
    renderPage(<LoginPage />, { url: '/login' });
    await signInWithPassword('ana@', '');
    await screen.findByText('Please enter a valid email address.');
    screen.getByText('Please enter a password.');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(fetchMock, 'user_signup')).toHaveLength(0);
  });

  it('sends a signed-in user to the dashboard', () => {
    mockApi({});
    renderPage(<LoginPage />, { url: '/login', user: aUser() });
    expect(screen.getByTestId('location').textContent).toBe('/user/dashboard');
  });
});

describe('/login with a one-time code', () => {
  afterEach(() => jest.useRealTimers());

  it('sends a code by phone, counts down before a resend, and signs in with the code', async () => {
    jest.useFakeTimers();
    const fetchMock = mockApi({
      'get-otp': ok({ sent_to: '+351 *** 678', channel: 'phone', expires_in: 600, resend_after: 60 }),
      'verify-otp': ok({ verification_token: 'proof', expires_in: 900, user_exists: true }),
      user_signup: signedInReply(aUser()),
    });
    const { session } = renderPage(<LoginPage />, { url: '/login' });

    fireEvent.click(screen.getByRole('tab', { name: 'Code by phone' }));
    type('Phone number', '+351 912 345 678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    await screen.findByText('Enter the 6-digit code we sent to \u2068+351 *** 678\u2069.');
    expect(requestsTo(fetchMock, 'get-otp')[0]!.url.searchParams.get('number')).toBe('+351 912 345 678');
    const resend = screen.getByRole('button', { name: 'Resend code in 60 s' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);

    act(() => jest.advanceTimersByTime(1000));
    screen.getByRole('button', { name: 'Resend code in 59 s' });
    for (let second = 0; second < 59; second += 1) act(() => jest.advanceTimersByTime(1000));
    const ready = screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement;
    expect(ready.disabled).toBe(false);

    type('Code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(session().data?.token).toBe('new-token'));
    expect(requestsTo(fetchMock, 'verify-otp')[0]!.url.searchParams.get('otp')).toBe('123456');
    expect(jsonBody(requestsTo(fetchMock, 'user_signup')[0])).toMatchObject({
      logintype: 1,
      mobile: '+351 912 345 678',
      verification_token: 'proof',
    });
  });

  it('says "Please enter the code." when the code is left empty', async () => {
    mockApi({ 'get-otp': ok({ sent_to: 'a***@example.test', channel: 'email', expires_in: 600, resend_after: 60 }) });
    renderPage(<LoginPage />, { url: '/login' });
    fireEvent.click(screen.getByRole('tab', { name: 'Code by email' }));
    type('Email', 'ana@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    await screen.findByText('Please enter the code.');
  });

  it('asks a newcomer for a name before creating the account', async () => {
    const fetchMock = mockApi({
      'get-otp': ok({ sent_to: 'n***@example.test', channel: 'email', expires_in: 600, resend_after: 60 }),
      'verify-otp': ok({ verification_token: 'proof', expires_in: 900, user_exists: false }),
      user_signup: signedInReply(aUser({ name: 'Nuno' }), { is_new_user: true }),
    });
    renderPage(<LoginPage />, { url: '/login' });
    fireEvent.click(screen.getByRole('tab', { name: 'Code by email' }));
    type('Email', 'nuno@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    type(await screen.findByLabelText('Code').then(() => 'Code'), '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    type(await screen.findByLabelText('Name').then(() => 'Name'), 'Nuno');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/profile'));
    expect(jsonBody(requestsTo(fetchMock, 'user_signup')[0])).toMatchObject({
      logintype: 3,
      email: 'nuno@example.test',
      name: 'Nuno',
      verification_token: 'proof',
    });
  });

  it('shows "Too many requests, try again later" when codes are asked too often', async () => {
    mockApi({ 'get-otp': failure(429, 'tooManyRequests', 'Wait a minute') });
    renderPage(<LoginPage />, { url: '/login' });
    fireEvent.click(screen.getByRole('tab', { name: 'Code by phone' }));
    type('Phone number', '+351912345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, try again later');
  });
});

describe('Google sign-in', () => {
  const firebase = {
    apiKey: 'key',
    authDomain: 'domus.test',
    projectId: 'domus',
    appId: 'app',
    messagingSenderId: '1',
    storageBucket: '',
    vapidKey: '',
  };

  it('is offered only with a firebase config and social_login "1"', () => {
    mockApi({});
    const { unmount } = renderPage(<LoginPage />, { url: '/login', settings: { firebase, social_login: '1' } });
    screen.getByRole('button', { name: 'Continue with Google' });
    unmount();

    renderPage(<LoginPage />, { url: '/login', settings: { firebase, social_login: '0' } });
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('is not offered without a firebase config', () => {
    mockApi({});
    renderPage(<LoginPage />, { url: '/login', settings: { social_login: '1' } });
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });
});
