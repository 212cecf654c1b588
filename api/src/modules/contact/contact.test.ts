import { contactMessages } from '@domus/shared/contract';
import { Outbox } from '../../adapters/messaging/outbox';
import { multipart, startTestApp, type Client, type TestApp } from '../../../test/test-app';
import { limits } from '../../http/rate-limits';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
// Each test writes from a client of its own: the form's limits count per client.
let clients = 0;
let from: Client;
beforeEach(() => {
  clients += 1;
  from = { ip: `10.0.${clients}.1` };
});

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
    const { status, body } = await t.post('/api/contct_us', form({ email: 'ada-at-example' }), undefined, from);
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
    const blank = await t.post('/api/contct_us', form({ [field]: '   ' }), undefined, from);
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain(message);
    const missing = await t.post('/api/contct_us', form({ [field]: undefined }), undefined, from);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain(message);
  });

  it('answers 400, never 500, to fields of the wrong kind or length', async () => {
    expect((await t.post('/api/contct_us', form({ first_name: 42 }), undefined, from)).status).toBe(400);
    const long = await t.post('/api/contct_us', form({ message: 'x'.repeat(5001) }), undefined, from);
    expect(long.status).toBe(400);
    expect(long.body.message).toContain(contactMessages.messageTooLong);
    expect((await t.post('/api/contct_us', [], undefined, from)).status).toBe(400);
  });

  it('stores a good message and mails it to the company address', async () => {
    const { status, body } = await t.post('/api/contct_us', form({ email: ' Grace@Example.test ' }), undefined, from);
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

  it('answers 429 past the messages allowed about one e-mail, from whichever clients', async () => {
    for (let sent = 0; sent < limits.contactPerEmail.max; sent += 1) {
      const sender = { ip: `10.1.0.${sent + 1}` };
      expect((await t.post('/api/contct_us', form({ email: 'busy@example.test' }), undefined, sender)).status).toBe(
        200,
      );
    }
    const before = await storedCount();
    const refused = await t.post('/api/contct_us', form({ email: 'BUSY@example.test' }), undefined, { ip: '10.1.1.1' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'tooManyRequests', message: contactMessages.tooManyMessages });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedCount()).toBe(before);
  });

  it('answers 429 past the messages allowed from one client, with the standard headers', async () => {
    for (let sent = 0; sent < limits.contact.max; sent += 1) {
      const reply = await t.post('/api/contct_us', form({ email: `sender${sent}@example.test` }), undefined, from);
      expect(reply.status).toBe(200);
      expect(reply.headers['ratelimit-remaining']).toBe(String(limits.contact.max - sent - 1));
    }
    const refused = await t.post('/api/contct_us', form({ email: 'fresh@example.test' }), undefined, from);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: true,
      code: 'tooManyRequests',
      message: contactMessages.tooManyMessages,
    });
    expect(refused.headers).toMatchObject({
      'ratelimit-limit': String(limits.contact.max),
      'ratelimit-remaining': '0',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect(
      (await t.post('/api/contct_us', form({ email: 'other@example.test' }), undefined, { ip: '10.2.0.2' })).status,
    ).toBe(200);
  });

  it('answers at contact-us too, as existing clients call it (multipart), sharing its allowance', async () => {
    const before = await storedCount();
    const { status, body } = await t.post(
      '/api/contact-us',
      multipart(form() as Record<string, string>),
      undefined,
      from,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: false, message: contactMessages.sent });
    expect(await storedCount()).toBe(before + 1);
    const refused = await t.post('/api/contact-us?from=app', form({ email: 'nope' }), undefined, from);
    expect(refused.body).toMatchObject({ code: 'invalidInput', key: 'invalidInput' });
    for (let sent = 2; sent < limits.contact.max; sent += 1)
      await t.post(sent % 2 ? '/api/contct_us' : '/api/contact-us', form(), undefined, from);
    expect((await t.post('/api/contact-us', form(), undefined, from)).status).toBe(429);
  });
});
