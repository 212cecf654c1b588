import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { aUser, signedInReply } from '../../../testing/fixtures';
import { failure, jsonBody, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { RegisterPage } from '../components/register-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fill = (fields: Record<string, string>) => Object.entries(fields).forEach(([label, value]) => type(label, value));
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('/register', () => {
  afterEach(() => jest.useRealTimers());

  it('shows "Passwords do not match" next to the confirmation when entries differ', async () => {
    const fetchMock = mockApi({});
    renderPage(<RegisterPage />, { url: '/register' });
    fill({ Name: 'Ana', Email: 'ana@example.test', Password: 'secret1', 'Confirm password': 'secret2' });
    fireEvent.click(continueButton());

    const message = await screen.findByText('Passwords do not match');
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-describedby')).toContain(message.id);
    expect(requestsTo(fetchMock, 'get-otp')).toHaveLength(0);
  });

  it('asks for a password of at least 6 characters, a name and a valid email', async () => {
    mockApi({});
    renderPage(<RegisterPage />, { url: '/register' });
    fill({ Name: ' ', Email: 'ana.example.test', Password: '12345', 'Confirm password': '12345' });
    fireEvent.click(continueButton());
    await screen.findByText('Password must be at least 6 characters.');
    screen.getByText('Please enter your name.');
    screen.getByText('Please enter a valid email address.');
  });

  it('proves the email with a code, then creates the account and opens the profile', async () => {
    jest.useFakeTimers();
    const fetchMock = mockApi({
      'get-otp': ok({ sent_to: 'a***@example.test', channel: 'email', expires_in: 600, resend_after: 60 }),
      'verify-otp': ok({ verification_token: 'proof', expires_in: 900, user_exists: false }),
      user_signup: signedInReply(aUser(), { is_new_user: true }),
    });
    const { session } = renderPage(<RegisterPage />, { url: '/register' });
    fill({ Name: 'Ana Sousa', Email: 'ana@example.test', Password: 'secret1', 'Confirm password': 'secret1' });
    fireEvent.click(continueButton());

    await screen.findByText('Enter the 6-digit code we sent to \u2068a***@example.test\u2069.');
    expect(requestsTo(fetchMock, 'get-otp')[0]!.url.searchParams.get('email')).toBe('ana@example.test');
    expect((screen.getByRole('button', { name: 'Resend code in 60 s' }) as HTMLButtonElement).disabled).toBe(true);
    for (let second = 0; second < 60; second += 1) act(() => jest.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'get-otp')).toHaveLength(2));
    await screen.findByRole('button', { name: 'Resend code in 60 s' });

    type('Code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/profile'));
    expect(session().data?.token).toBe('new-token');
    expect(jsonBody(requestsTo(fetchMock, 'user_signup')[0])).toEqual({
      logintype: 3,
      name: 'Ana Sousa',
      email: 'ana@example.test',
      password: 'secret1',
      re_password: 'secret1',
      verification_token: 'proof',
    });
  });

  it('shows "Email already in use." when the address has an account', async () => {
    mockApi({
      'get-otp': ok({ sent_to: 'a***@example.test', channel: 'email', expires_in: 600, resend_after: 60 }),
      'verify-otp': ok({ verification_token: 'proof', expires_in: 900, user_exists: true }),
      user_signup: failure(409, 'email-already-in-use'),
    });
    renderPage(<RegisterPage />, { url: '/register' });
    fill({ Name: 'Ana', Email: 'ana@example.test', Password: 'secret1', 'Confirm password': 'secret1' });
    fireEvent.click(continueButton());
    await screen.findByLabelText('Code');
    type('Code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email already in use.');
  });
});
