import { fireEvent, screen, waitFor } from '@testing-library/react';

import { failure, jsonBody, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { ForgotPasswordPage } from '../components/forgot-password-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sent = ok({ sent_to: 'a***@example.test', channel: 'email', expires_in: 600, resend_after: 60 });

describe('/forgot-password', () => {
  it('sends a code, then changes the password with it and goes to sign in', async () => {
    const fetchMock = mockApi({ 'forgot-password': sent, 'reset-password': ok(null) });
    renderPage(<ForgotPasswordPage />, { url: '/forgot-password' });

    type('Email', 'ana@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Code');
    expect(requestsTo(fetchMock, 'forgot-password')[0]!.url.searchParams.get('email')).toBe('ana@example.test');

    type('Code', '123456');
    type('New password', 'better1');
    type('Confirm password', 'better1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(jsonBody(requestsTo(fetchMock, 'reset-password')[0])).toEqual({
      email: 'ana@example.test',
      otp: '123456',
      password: 'better1',
      re_password: 'better1',
    });
  });

  it('says "Passwords do not match" before asking the API', async () => {
    const fetchMock = mockApi({ 'forgot-password': sent });
    renderPage(<ForgotPasswordPage />, { url: '/forgot-password' });
    type('Email', 'ana@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Code');
    type('Code', '123456');
    type('New password', 'better1');
    type('Confirm password', 'better2');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Passwords do not match');
    expect(requestsTo(fetchMock, 'reset-password')).toHaveLength(0);
  });

  it('shows the quota text when the address was sent too many codes', async () => {
    mockApi({ 'forgot-password': failure(429, 'quota-exceeded') });
    renderPage(<ForgotPasswordPage />, { url: '/forgot-password' });
    type('Email', 'busy@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Quota exceeded. Please try again later.');
  });
});
