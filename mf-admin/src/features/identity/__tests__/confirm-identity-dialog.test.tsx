import { fireEvent, screen, waitFor } from '@testing-library/react';

import { aUser, failure, jsonBody, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { ConfirmIdentityDialog } from '../components/confirm-identity-dialog';

const operator = () => aUser({ role: 'admin', email: 'ada@example.test' });

function open() {
  const onConfirmed = jest.fn();
  renderPage(<ConfirmIdentityDialog onConfirmed={onConfirmed} onClose={jest.fn()} />, {
    url: '/admin/users',
    user: operator(),
  });
  return onConfirmed;
}

describe('ConfirmIdentityDialog', () => {
  it('confirms with the password, and says why when it is wrong', async () => {
    const fetchMock = mockApi({
      'POST confirm-identity': ({ body }) =>
        JSON.parse(String(body)).password === 'right horse battery'
          ? ok({ confirmed_until: '2026-12-06T23:00:00.000Z' })
          : failure(401, 'unauthorized', 'Wrong password.'),
    });
    const onConfirmed = open();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    screen.getByText('Enter your password.');
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Wrong password.');
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'right horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(requestsTo(fetchMock, 'confirm-identity')).toHaveLength(2);
  });

  it('confirms with a code sent to the operator’s own address: get-otp, verify-otp, then confirm-identity with its token', async () => {
    const fetchMock = mockApi({
      'get-otp': ok({ sent_to: 'a***@example.test', channel: 'email', expires_in: 600, resend_after: 60 }),
      'verify-otp': ({ url }) =>
        url.searchParams.get('otp') === '123456'
          ? ok({ verification_token: 'token-1' })
          : failure(400, 'invalidInput', 'The code is wrong or has expired.'),
      'POST confirm-identity': ok({ confirmed_until: '2026-12-06T23:00:00.000Z' }),
    });
    const onConfirmed = open();
    fireEvent.click(screen.getByRole('radio', { name: 'A code sent to me' }));
    expect(screen.queryByLabelText('Your password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await screen.findByText('A code was sent to a***@example.test.');
    expect(Object.fromEntries(requestsTo(fetchMock, 'get-otp')[0]!.url.searchParams)).toEqual({
      email: 'ada@example.test',
    });

    fireEvent.change(screen.getByLabelText('The code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('The code is wrong or has expired.');
    expect(requestsTo(fetchMock, 'confirm-identity')).toEqual([]);

    fireEvent.change(screen.getByLabelText('The code'), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(jsonBody(requestsTo(fetchMock, 'confirm-identity')[0])).toEqual({ verification_token: 'token-1' });
  });
});
