import { otpRules, passwordAttemptRules } from '@domus/shared/contract';
import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, type Client, type TestApp } from '../../../test/test-app';

/** What an attacker tries against other people's accounts: guessing, locking out, telling who has one. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const owner: Client = { ip: '198.51.100.10' };
const ownersLaptop: Client = { ip: '198.51.100.11' };
const attacker: Client = { ip: '203.0.113.10' };
const signup = (body: object, from: Client) => t.post('/api/user_signup', body, undefined, from);
const verify = (email: string, otp: string, from: Client) =>
  t.get(`/api/verify-otp?email=${encodeURIComponent(email)}&otp=${otp}`, undefined, from);
const askCode = (email: string, from: Client) =>
  t.get(`/api/get-otp?email=${encodeURIComponent(email)}`, undefined, from);
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('guessing a password', () => {
  it('a burst sent at once is checked only up to the allowance; a right one inside it is refused too', async () => {
    const { email, password } = seedAccounts.demo;
    const wrong = Array.from({ length: 25 }, () => signup({ logintype: 3, email, password: 'wrong-guess' }, attacker));
    const statuses = (await Promise.all([...wrong, signup({ logintype: 3, email, password }, attacker)])).map(
      (reply) => reply.status,
    );
    const counts = tally(statuses);
    // Exactly the allowance was checked (the right one only if it was among the first).
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBe(passwordAttemptRules.maxAttempts);
    expect(counts[429]).toBe(26 - passwordAttemptRules.maxAttempts);
    // The owner, elsewhere, signs in.
    expect((await signup({ logintype: 3, email, password }, owner)).status).toBe(200);
  });

  it('takes as long for an address without an account as for a wrong password', async () => {
    const from = { ip: '203.0.113.11' };
    const timed = async (email: string) => {
      const started = performance.now();
      const reply = await signup({ logintype: 3, email, password: 'wrong-guess' }, { ip: `${from.ip}${email.length}` });
      expect(reply.body.code).toBe('invalid-login-credentials');
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 4; round++) {
      known.push(await timed(seedAccounts.admin.email));
      unknown.push(await timed(`nobody${round}@domus.example`));
    }
    // The same work (a password hash checked): before, an unknown address answered at once.
    expect(median(unknown)).toBeGreaterThan(median(known) / 2);
  });
});

describe('one-time codes held back per client', () => {
  it('a stranger’s wrong guesses hold back the stranger only: the owner’s code still works, on any device', async () => {
    const email = 'lockout.target@domus.example';
    expect((await askCode(email, owner)).status).toBe(200);
    const code = await t.latestCode(email);
    for (let guess = 0; guess < otpRules.maxAttempts; guess++) {
      expect((await verify(email, wrongFor(code), attacker)).body.code).toBe('invalid-verification-code');
    }
    expect((await verify(email, code, attacker)).status).toBe(429);
    // The owner asks no new code: the one they hold still works, from another of their devices too.
    expect((await askCode(email, ownersLaptop)).status).toBe(200);
    expect((await verify(email, code, owner)).status).toBe(200);
  });

  it('a stranger asking codes for the address neither blocks the owner’s request nor voids the owner’s code', async () => {
    const email = 'replaced.code@domus.example';
    expect((await askCode(email, owner)).status).toBe(200);
    const ownersCode = await t.latestCode(email);
    expect((await askCode(email, attacker)).status).toBe(200);
    // The countdown is the asker's own.
    expect((await askCode(email, attacker)).status).toBe(429);
    expect((await verify(email, ownersCode, owner)).status).toBe(200);
  });

  it('many strangers together get a bounded number of guesses; the client that asked keeps its own', async () => {
    const email = 'many.guessers@domus.example';
    expect((await askCode(email, owner)).status).toBe(200);
    const code = await t.latestCode(email);
    const strangers = Array.from({ length: otpRules.maxAttemptsFromOthers + 1 }, (_, n) => ({
      ip: `203.0.113.${100 + n}`,
    }));
    const answers = [];
    for (const stranger of strangers) answers.push((await verify(email, wrongFor(code), stranger)).status);
    expect(tally(answers)).toEqual({ 400: otpRules.maxAttemptsFromOthers, 429: 1 });
    // Then even the right code from a stranger is refused, while the owner's device gets in.
    expect((await verify(email, code, { ip: '203.0.113.250' })).status).toBe(429);
    expect((await verify(email, code, owner)).status).toBe(200);
  });

  it('a burst of guesses sent at once is checked only up to the allowance', async () => {
    const email = 'burst.guesses@domus.example';
    expect((await askCode(email, owner)).status).toBe(200);
    const code = await t.latestCode(email);
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => verify(email, wrongFor(code), attacker)))).map(
      (reply) => reply.status,
    );
    expect(tally(statuses)).toEqual({ 400: otpRules.maxAttempts, 429: 20 - otpRules.maxAttempts });
    expect((await verify(email, code, owner)).status).toBe(200);
  });

  it('keeps at most a few codes of an address valid at once, and says so', async () => {
    const email = 'code.flood@domus.example';
    for (let n = 0; n < otpRules.liveCodesPerAddress; n++) {
      expect((await askCode(email, { ip: `203.0.113.${200 + n}` })).status).toBe(200);
    }
    const refused = await askCode(email, owner);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Codes were just sent to this address\. Use the latest one you received/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Every one of them works for the owner, who received them all.
    expect((await verify(email, await t.latestCode(email), owner)).status).toBe(200);
  });
});
