import { FirebasePushSender, type MulticastMessaging } from './firebase-push';

/** Stands in for firebase-admin's Messaging: answers per token as FCM does. */
function fakeMessaging(errors: Record<string, string>) {
  const sent: Parameters<MulticastMessaging['sendEachForMulticast']>[0][] = [];
  const messaging = {
    async sendEachForMulticast(message: (typeof sent)[number]) {
      sent.push(message);
      const responses = message.tokens.map((token) =>
        errors[token] ? { success: false, error: { code: errors[token] } } : { success: true, messageId: `m-${token}` },
      );
      return {
        responses,
        successCount: responses.filter((one) => one.success).length,
        failureCount: responses.filter((one) => !one.success).length,
      };
    },
  } as unknown as MulticastMessaging;
  return { messaging, sent };
}

describe('FirebasePushSender', () => {
  const message = { title: 'Approved', body: 'Your listing is live', link: 'https://domus.example/user/notifications' };

  it('sends one multicast with the notification and the link to open', async () => {
    const fake = fakeMessaging({});
    const result = await new FirebasePushSender(async () => fake.messaging).send(['a', 'b'], message);
    expect(result).toEqual({ deadTokens: [] });
    expect(fake.sent).toEqual([
      {
        tokens: ['a', 'b'],
        notification: { title: 'Approved', body: 'Your listing is live' },
        webpush: { fcmOptions: { link: 'https://domus.example/user/notifications' } },
      },
    ]);
  });

  it('reports unregistered and invalid tokens as dead, not those that failed for another reason', async () => {
    const fake = fakeMessaging({
      gone: 'messaging/registration-token-not-registered',
      bad: 'messaging/invalid-registration-token',
      busy: 'messaging/server-unavailable',
    });
    const result = await new FirebasePushSender(async () => fake.messaging).send(
      ['ok', 'gone', 'bad', 'busy'],
      message,
    );
    expect(result.deadTokens).toEqual(['gone', 'bad']);
  });

  it('does not call FCM without tokens', async () => {
    const fake = fakeMessaging({});
    await new FirebasePushSender(async () => fake.messaging).send([], message);
    expect(fake.sent).toEqual([]);
  });
});
