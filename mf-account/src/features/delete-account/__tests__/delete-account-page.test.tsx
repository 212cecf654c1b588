import { fireEvent, screen, waitFor } from '@testing-library/react';

import { aUser } from '../../../testing/fixtures';
import { failure, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { DeleteAccountPage } from '../components/delete-account-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const confirmWith = (word: string) => {
  fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: word } });
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
};

describe('/user/delete-account', () => {
  it('does nothing until the confirmation word is typed', async () => {
    const fetchMock = mockApi({ delete_user: ok(null) });
    const { session } = renderPage(<DeleteAccountPage />, { url: '/user/delete-account', user: aUser() });
    confirmWith('delete it');
    await screen.findByText('Please type DELETE to confirm.');
    expect(requestsTo(fetchMock, 'delete_user')).toHaveLength(0);
    expect(session().data).not.toBeNull();
  });

  it('deletes the account, signs out and goes home', async () => {
    const fetchMock = mockApi({ delete_user: ok(null) });
    const { session } = renderPage(<DeleteAccountPage />, { url: '/user/delete-account', user: aUser() });
    confirmWith('DELETE');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(session().data).toBeNull();
    expect(requestsTo(fetchMock, 'delete_user', 'POST')).toHaveLength(1);
  });

  it('keeps the session when the API refuses (demo mode)', async () => {
    mockApi({ delete_user: failure(403, 'forbidden', 'This action is not allowed in demo mode.') });
    const { session } = renderPage(<DeleteAccountPage />, { url: '/user/delete-account', user: aUser() });
    confirmWith('DELETE');
    expect((await screen.findByRole('alert')).textContent).toBe('This action is not allowed in demo mode.');
    expect(session().data).not.toBeNull();
  });
});
