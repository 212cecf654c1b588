import { contactMessages } from '@domus/shared/contract';
import { Outbox } from '../../adapters/messaging/outbox';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { contactRateRules } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.db.query(`delete from auth_attempts where key like 'contact:%'`));

const form = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.test',
  subject: 'Viewing a flat',
  message: 'Could someone show me the flat on Rua Augusta next week?',
  ...overrides,
});
const storedCount = async () =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from contact_messages'))[0]!.n;

describe('contct_us', () => {
  it('refuses a bad e-mail with its message and stores nothing', async () => {
    const before = await storedCount();
    const { status, body } = await t.post('/api/contct_us', form({ email: 'ada-at-example' }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: true, code: 'invalidInput' });
    expect(body.message).toContain(contactMessages.emailInvalid);
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['first_name', contactMessages.firstNameRequired],
    ['last_name', contactMessages.lastNameRequired],
    ['email', contactMessages.emailRequired],
    ['subject', contactMessages.subjectRequired],
    ['message', contactMessages.messageRequired],
  ])('requires %s', async (field, message) => {
    const blank = await t.post('/api/contct_us', form({ [field]: '   ' }));
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain(message);
    const missing = await t.post('/api/contct_us', form({ [field]: undefined }));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain(message);
  });

  it('answers 400, never 500, to fields of the wrong kind or length', async () => {
    expect((await t.post('/api/contct_us', form({ first_name: 42 }))).status).toBe(400);
    const long = await t.post('/api/contct_us', form({ message: 'x'.repeat(5001) }));
    expect(long.status).toBe(400);
    expect(long.body.message).toContain(contactMessages.messageTooLong);
    expect((await t.post('/api/contct_us', [])).status).toBe(400);
  });

  it('stores a good message and mails it to the company address', async () => {
    const { status, body } = await t.post('/api/contct_us', form({ email: ' Grace@Example.test ' }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: false, message: contactMessages.sent });
    const [stored] = await t.db.query<Record<string, unknown>>('select * from contact_messages where id = $1', [
      body.data.id,
    ]);
    expect(stored).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email: 'Grace@Example.test' });
    const [mail] = await new Outbox(t.config.mailCatcher!.outboxDir).list({ to: 'hello@domus.example' });
    expect(mail).toMatchObject({ channel: 'email', subject: 'Contact form: Viewing a flat' });
    expect(mail!.text).toContain('Grace@Example.test');
    expect(mail!.text).toContain('Rua Augusta');
  });

  it('answers 429 past the messages allowed per e-mail', async () => {
    for (let sent = 0; sent < contactRateRules.perEmail.maxAttempts; sent += 1) {
      expect((await t.post('/api/contct_us', form({ email: 'busy@example.test' }))).status).toBe(200);
    }
    const before = await storedCount();
    const refused = await t.post('/api/contct_us', form({ email: 'BUSY@example.test' }));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'tooManyRequests', message: contactMessages.tooManyMessages });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await storedCount()).toBe(before);
  });

  it('answers 429 past the messages allowed per address', async () => {
    for (let sent = 0; sent < contactRateRules.perIp.maxAttempts; sent += 1) {
      expect((await t.post('/api/contct_us', form({ email: `sender${sent}@example.test` }))).status).toBe(200);
    }
    expect((await t.post('/api/contct_us', form({ email: 'fresh@example.test' }))).status).toBe(429);
  });
});
