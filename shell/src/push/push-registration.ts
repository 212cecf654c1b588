import { callApi } from '@domus/shared/api';
import type { FirebaseWebConfig } from '@domus/shared/contract';
import { isPushSupported } from '@domus/shared/realtime';
import { domusStore, sessionAtom, settingsStateAtom, settingsTransitions } from '@domus/shared/store';

/** Served from the site root by the shell build (see shared/build: staticFiles). */
export const PUSH_WORKER_URL = '/push-sw.js';

/** Firebase messaging needs these keys; without them the site has no push. */
export const canPush = (config: FirebaseWebConfig | undefined): config is FirebaseWebConfig =>
  Boolean(config?.apiKey && config.appId && config.messagingSenderId && config.vapidKey);

/**
 * Registers this browser for push messages (docs/SPEC.md §1 "It also registers for push
 * messages"): asks permission, registers the worker, gets a firebase messaging token and
 * keeps it in the settings slice; the token is sent to the API whenever someone is signed in.
 * Unsupported browsers: console error only; permission denied: logged only (docs/SPEC.md §8).
 */
export async function registerForPush(config: FirebaseWebConfig | undefined): Promise<void> {
  if (!canPush(config)) return;
  if (!isPushSupported()) {
    console.error('[push] this browser does not support push messages');
    return;
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    console.info(`[push] notification permission: ${permission}`);
    return;
  }
  const [{ initializeApp, getApps }, { getMessaging, getToken }] = await Promise.all([
    import(/* webpackChunkName: "firebase-app" */ 'firebase/app'),
    import(/* webpackChunkName: "firebase-messaging" */ 'firebase/messaging'),
  ]);
  const app = getApps().find((existing) => existing.name === 'domus-push') ?? initializeApp(config, 'domus-push');
  const registration = await navigator.serviceWorker.register(PUSH_WORKER_URL);
  const token = await getToken(getMessaging(app), {
    vapidKey: config.vapidKey,
    serviceWorkerRegistration: registration,
  });
  domusStore.set(settingsStateAtom, settingsTransitions.fcmTokenSet(domusStore.get(settingsStateAtom), token));
  sendTokenWhenSignedIn();
}

let sentFor: string | undefined;

/** Sends the push token for the signed-in user once per user and token (sign-ins later included). */
export function sendTokenWhenSignedIn(): () => void {
  const send = () => {
    const token = domusStore.get(settingsStateAtom).fcmToken;
    const session = domusStore.get(sessionAtom).data;
    if (!token || !session) return;
    const key = `${session.id}:${token}`;
    if (sentFor === key) return;
    sentFor = key;
    callApi('updateFcmToken', { body: { fcm_id: token } }).catch((error: unknown) => {
      sentFor = undefined;
      console.info('[push] the push token could not be saved', error);
    });
  };
  send();
  return domusStore.sub(sessionAtom, send);
}
