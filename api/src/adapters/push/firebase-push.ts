import type { Messaging } from 'firebase-admin/messaging';
import type { FirebaseConfig } from '../../config';
import { firebaseAdminApp } from '../firebase-app';
import type { PushMessage, PushSender } from './push-sender';

/** The part of firebase-admin's Messaging this sender uses (tests pass a fake). */
export type MulticastMessaging = Pick<Messaging, 'sendEachForMulticast'>;

/** Tokens FCM will never deliver to again: the app was uninstalled or the browser unsubscribed. */
const deadTokenErrors = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

/** Firebase Cloud Messaging (web push to the user's browsers). */
export class FirebasePushSender implements PushSender {
  constructor(private readonly messaging: () => Promise<MulticastMessaging>) {}

  async send(tokens: string[], message: PushMessage): Promise<{ deadTokens: string[] }> {
    if (!tokens.length) return { deadTokens: [] };
    const reply = await (
      await this.messaging()
    ).sendEachForMulticast({
      tokens,
      notification: { title: message.title, body: message.body },
      webpush: { fcmOptions: { link: message.link } },
    });
    const deadTokens = reply.responses
      .map((response, index) =>
        !response.success && deadTokenErrors.has(response.error?.code ?? '') ? tokens[index]! : '',
      )
      .filter(Boolean);
    return { deadTokens };
  }
}

/** The production sender: the process's firebase-admin app, loaded on the first push. */
export function firebasePushSender(config: FirebaseConfig): PushSender {
  let messaging: Promise<MulticastMessaging> | undefined;
  return new FirebasePushSender(() => {
    messaging ??= (async () => {
      const { getMessaging } = await import('firebase-admin/messaging');
      return getMessaging(await firebaseAdminApp(config));
    })();
    return messaging;
  });
}
