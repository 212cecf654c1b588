import { mockApi, ok, requestsTo, jsonBody } from '@domus/shared/testing';
import {
  domusStore,
  initialState,
  rootStateAtom,
  sessionAtom,
  sessionTransitions,
  settingsStateAtom,
  settingsTransitions,
} from '@domus/shared/store';

import { canPush, registerForPush, sendTokenWhenSignedIn } from '../push-registration';

const config = {
  apiKey: 'key',
  authDomain: 'domus.firebaseapp.com',
  projectId: 'domus',
  appId: '1:2:web:3',
  messagingSenderId: '2',
  storageBucket: '',
  vapidKey: 'vapid',
};

describe('push registration', () => {
  beforeEach(() => domusStore.set(rootStateAtom, initialState));

  it('needs the messaging keys', () => {
    expect(canPush(config)).toBe(true);
    expect(canPush({ ...config, vapidKey: '' })).toBe(false);
    expect(canPush(undefined)).toBe(false);
  });

  it('does nothing, not even ask, when the site has no push', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await registerForPush(undefined);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('only reports it on the console when the browser cannot take push messages', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await registerForPush(config);
    expect(error).toHaveBeenCalledWith('[push] this browser does not support push messages');
    error.mockRestore();
  });

  it('sends the push token once a user is signed in, once per user', async () => {
    const fetchMock = mockApi({ 'update-fcm-token': ok({ fcm_id: 'token-1' }) });
    domusStore.set(settingsStateAtom, settingsTransitions.fcmTokenSet(initialState.settings, 'token-1'));
    const stop = sendTokenWhenSignedIn();
    expect(requestsTo(fetchMock, 'update-fcm-token')).toHaveLength(0);
    domusStore.set(
      sessionAtom,
      sessionTransitions.signupSucceeded(initialState.session, { id: 5, name: 'Ana', email: 'a@x.io', token: 't' }),
    );
    domusStore.set(sessionAtom, { ...domusStore.get(sessionAtom), loading: false });
    stop();
    const sent = requestsTo(fetchMock, 'update-fcm-token');
    expect(sent).toHaveLength(1);
    expect(jsonBody(sent[0])).toEqual({ fcm_id: 'token-1' });
  });
});
