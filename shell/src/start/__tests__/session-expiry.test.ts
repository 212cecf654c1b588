import { ApiError } from '@domus/shared/api';
import { domusStore, initialState, rootStateAtom, sessionAtom, sessionTransitions } from '@domus/shared/store';
import { toast } from 'react-toastify';

import { handleApiError } from '../session-expiry';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn() } }));

const signIn = () =>
  domusStore.set(
    sessionAtom,
    sessionTransitions.signupSucceeded(initialState.session, { id: 1, name: 'A', email: 'a@x.io', token: 't' }),
  );

describe('session expiry', () => {
  beforeEach(() => {
    domusStore.set(rootStateAtom, initialState);
    jest.mocked(toast.error).mockClear();
  });

  it('ends the session when the server no longer accepts the token, and says why', () => {
    signIn();
    handleApiError('Your session has expired.', new ApiError('Your session has expired.', 401, 'unauthorized', null));
    expect(domusStore.get(sessionAtom).data).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Your session has expired.', { toastId: 'session-ended' });
  });

  it('keeps the session for a wrong password or any other refusal', () => {
    signIn();
    handleApiError('Invalid password.', new ApiError('Invalid password.', 401, 'wrong-password', null));
    handleApiError('Not found', new ApiError('Not found', 404, 'notFound', null));
    expect(domusStore.get(sessionAtom).data).not.toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
