import { runAdminCommand } from '../../admin/cli';
import { seedAccounts } from '../../db/seed/accounts';
import { createTestUser, type TestUser } from '../../../test/listing-fixtures';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let moderator: TestUser;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  moderator = await createTestUser(t, { role: 'moderator' });
  admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
});
afterAll(() => t.close());

const evidence = {
  rule: 'pictures',
  pictures: 2,
  picture_bits: 3,
  metres: 40,
  price_difference_percent: 1,
  size_difference_percent: null,
  same_owner: false,
};

/** Two public seeded listings (the `n`th pair) and an open suspicion that the first copies the second. */
async function suspicion(n: number, options: { at?: string } = {}) {
  const pair = await t.db.query<{ id: number }>(
    `select id from properties where request_status = 'approved' and status = 1 order by id offset $1 limit 2`,
    [n * 2],
  );
  const [row] = await t.db.query<{ id: number }>(
    `insert into duplicate_suspicions (property_id, original_id, evidence, created_at)
     values ($1, $2, $3, coalesce($4::timestamptz, now())) returning id`,
    [pair[0]!.id, pair[1]!.id, JSON.stringify(evidence), options.at ?? null],
  );
  return { id: row!.id, propertyId: pair[0]!.id, originalId: pair[1]!.id };
}

const stored = async (sql: string, params: unknown[]) => (await t.db.query<Record<string, unknown>>(sql, params))[0];
const logOf = (action: string, subjectId: number) =>
  t.db.query<{ actor_id: number; via: string; reason: string; before: unknown; after: unknown }>(
    `select actor_id, via, reason, before, after from operator_actions where action = $1 and subject_id = $2`,
    [action, String(subjectId)],
  );

describe('admin/duplicates', () => {
  it('lists open suspicions by keyset, both sides with the evidence, and decided ones apart', async () => {
    await t.db.query(`delete from duplicate_suspicions`);
    // Three at the same moment: the id breaks the tie.
    const same = '2026-01-02T03:04:05.123456Z';
    const made = [await suspicion(0, { at: same }), await suspicion(1, { at: same }), await suspicion(2)];
    const first = await t.get('/api/admin/duplicates?limit=2', moderator.token);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    expect(first.body.data.map((row: { id: number }) => row.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(first.body.data[0]).toMatchObject({
      state: 'open',
      evidence,
      listing: { id: made[2]!.propertyId, pictures: expect.any(Array), owner: { id: expect.any(Number) } },
      original: { id: made[2]!.originalId },
    });
    expect(first.body.next_cursor).toMatch(/_\d+$/);
    const second = await t.get(
      `/api/admin/duplicates?limit=2&cursor=${encodeURIComponent(first.body.next_cursor)}`,
      moderator.token,
    );
    expect(second.body.data.map((row: { id: number }) => row.id)).toEqual([made[0]!.id]);
    expect(second.body.next_cursor).toBeNull();
    const decided = await t.get('/api/admin/duplicates?state=decided', moderator.token);
    expect(decided.body).toMatchObject({ total: 0, data: [], next_cursor: null });
  });

  it('confirms one: the newer listing is rejected, logged with the reason; a second decision is refused naming who', async () => {
    const made = await suspicion(3);
    const reason = 'The same flat, posted again';
    const confirmed = await t.post('/api/admin/duplicates/confirm', { id: made.id, reason }, moderator.token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ id: made.id, state: 'confirmed', request_status: 'rejected' });
    expect(await stored('select request_status from properties where id = $1', [made.propertyId])).toEqual({
      request_status: 'rejected',
    });
    expect(await logOf('duplicate.confirm', made.id)).toEqual([
      {
        actor_id: moderator.id,
        via: 'console',
        reason,
        before: expect.objectContaining({ state: 'open', request_status: 'approved' }),
        after: { state: 'confirmed', request_status: 'rejected' },
      },
    ]);
    for (const path of ['confirm', 'dismiss']) {
      const again = await t.post(`/api/admin/duplicates/${path}`, { id: made.id, reason: 'Again' }, admin);
      expect(again.status).toBe(409);
      expect(again.body.message).toContain(`already confirmed by ${moderator.email}`);
    }
    expect(await logOf('duplicate.dismiss', made.id)).toEqual([]);
    const decided = await t.get('/api/admin/duplicates?state=decided', moderator.token);
    expect(decided.body.data[0]).toMatchObject({ id: made.id, decided_by: moderator.email, reason });
  });

  it('dismisses one with the reason: the listings stay as they were', async () => {
    const made = await suspicion(4);
    const dismissed = await t.post('/api/admin/duplicates/dismiss', { id: made.id, reason: 'Two flats' }, admin);
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.data).toMatchObject({ state: 'dismissed', request_status: 'approved' });
    expect(await logOf('duplicate.dismiss', made.id)).toEqual([
      expect.objectContaining({ via: 'console', reason: 'Two flats' }),
    ]);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const made = await suspicion(5);
    for (const body of [{ id: made.id }, { id: made.id, reason: '   ' }, { id: 'x', reason: 'Why' }]) {
      const refused = await t.post('/api/admin/duplicates/confirm', body, moderator.token);
      expect(refused.status).toBe(400);
    }
    expect(await stored('select state from duplicate_suspicions where id = $1', [made.id])).toEqual({ state: 'open' });
    expect(await logOf('duplicate.confirm', made.id)).toEqual([]);
    for (const query of ['state=closed', 'cursor=yesterday', 'limit=0']) {
      const refused = await t.get(`/api/admin/duplicates?${query}`, moderator.token);
      expect([query, refused.status]).toEqual([query, 400]);
    }
    const missing = await t.post('/api/admin/duplicates/dismiss', { id: 999_999, reason: 'Why' }, moderator.token);
    expect(missing.status).toBe(404);
  });

  it('logs the command’s decisions too', async () => {
    const made = await suspicion(6);
    await runAdminCommand(
      ['duplicates:dismiss', String(made.id), '--admin', seedAccounts.admin.email, '--reason', 'Neighbours'],
      t.app.deps,
      () => undefined,
    );
    expect(await logOf('duplicate.dismiss', made.id)).toEqual([
      expect.objectContaining({ via: 'command', reason: 'Neighbours' }),
    ]);
  });
});

describe('admin/chat-reports', () => {
  const send = (from: TestUser, to: TestUser, message: string) =>
    t.post('/api/send_message', multipart({ receiver_id: String(to.id), message }), from.token);

  /** A conversation the reporter reports: the report's id. */
  async function reported(reporter: TestUser, reported: TestUser) {
    expect((await send(reported, reporter, 'Send the deposit first')).status).toBe(200);
    expect((await send(reporter, reported, 'No, thank you')).status).toBe(200);
    const reply = await t.post('/api/report_chat', { user_id: reported.id, reason: 'scam' }, reporter.token);
    expect(reply.status).toBe(200);
    return reply.body.data.id as number;
  }

  it('lists open reports with the conversation’s messages, in order, by keyset', async () => {
    await t.db.query(`delete from chat_reports`);
    const [one, two, three] = [await createTestUser(t), await createTestUser(t), await createTestUser(t)];
    const first = await reported(one, two);
    const second = await reported(three, two);
    const page = await t.get('/api/admin/chat-reports?limit=1', moderator.token);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 2, data: [{ id: second, reason: 'scam', decision: null }] });
    expect(page.body.data[0].reporter).toMatchObject({ id: three.id, name: expect.any(String) });
    expect(page.body.data[0].messages.map((m: { message: string }) => m.message)).toEqual([
      'Send the deposit first',
      'No, thank you',
    ]);
    const next = await t.get(
      `/api/admin/chat-reports?limit=1&cursor=${encodeURIComponent(page.body.next_cursor)}`,
      moderator.token,
    );
    expect(next.body.data.map((row: { id: number }) => row.id)).toEqual([first]);
    expect(next.body.next_cursor).toBeNull();
  });

  it('bans with a reason (the member cannot send), refuses a second decision, lifts the ban once', async () => {
    const [reporter, sender] = [await createTestUser(t), await createTestUser(t)];
    const id = await reported(reporter, sender);
    const banned = await t.post('/api/admin/chat-reports/ban', { id, reason: 'Asked for money' }, moderator.token);
    expect(banned.status).toBe(200);
    expect(banned.body.data).toEqual({ id, reported_id: sender.id, decision: 'banned' });
    expect((await send(sender, reporter, 'Hello?')).status).toBe(403);
    expect(await logOf('chat_report.ban', id)).toEqual([
      expect.objectContaining({ actor_id: moderator.id, via: 'console', reason: 'Asked for money' }),
    ]);
    const again = await t.post('/api/admin/chat-reports/dismiss', { id, reason: 'No' }, admin);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(`already banned by ${moderator.email}`);
    expect(await logOf('chat_report.dismiss', id)).toEqual([]);

    const lifted = await t.post('/api/admin/chat-reports/lift', { id, reason: 'On appeal' }, admin);
    expect(lifted.status).toBe(200);
    expect((await send(sender, reporter, 'Sorry')).status).toBe(200);
    const twice = await t.post('/api/admin/chat-reports/lift', { id, reason: 'Again' }, moderator.token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('already lifted by admin');
    expect(await logOf('chat_report.lift', id)).toEqual([expect.objectContaining({ reason: 'On appeal' })]);
    const decided = await t.get('/api/admin/chat-reports?state=decided', moderator.token);
    expect(decided.body.data.find((row: { id: number }) => row.id === id)).toMatchObject({
      decision: 'banned',
      decision_reason: 'Asked for money',
      lift_reason: 'On appeal',
    });
  });

  it('dismisses with a reason; refuses to lift a ban that is not one; bad input is 400 with nothing changed', async () => {
    const [reporter, sender] = [await createTestUser(t), await createTestUser(t)];
    const id = await reported(reporter, sender);
    const notYet = await t.post('/api/admin/chat-reports/lift', { id, reason: 'Why' }, moderator.token);
    expect(notYet.status).toBe(409);
    for (const body of [{ id }, { id, reason: '' }, { id: -1, reason: 'x' }, { id, reason: 'x'.repeat(1001) }]) {
      expect((await t.post('/api/admin/chat-reports/ban', body, moderator.token)).status).toBe(400);
    }
    expect(await stored('select decision from chat_reports where id = $1', [id])).toEqual({ decision: null });
    const dismissed = await t.post('/api/admin/chat-reports/dismiss', { id, reason: 'Ordinary haggling' }, admin);
    expect(dismissed.body.data).toMatchObject({ decision: 'dismissed' });
    expect((await send(sender, reporter, 'Still there?')).status).toBe(200);
    const lift = await t.post('/api/admin/chat-reports/lift', { id, reason: 'Why' }, moderator.token);
    expect(lift.status).toBe(409);
    expect(lift.body.message).toContain('banned nobody');
  });
});
