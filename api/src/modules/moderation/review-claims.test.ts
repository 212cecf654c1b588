import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let mona: { id: number; token: string };
let sami: { id: number; token: string };

/** An operator of role moderator, signed in (the admin's password). */
async function moderator(name: string, email: string) {
  const [row] = await t.db.query<{ id: number }>(
    `insert into users (name, email, slug_id, role, password_hash)
     select $1, $2, $3, 'moderator', password_hash from users where email = $4 returning id`,
    [name, email, email.split('@')[0], seedAccounts.admin.email],
  );
  return { id: row!.id, token: await t.signIn(email, seedAccounts.admin.password) };
}
/** A property waiting for review, none of the tests' before it. */
async function pendingProperty() {
  const [row] = await t.db.query<{ id: number; user_id: number }>(
    `insert into properties (slug_id, user_id, category_id, title, price, property_type, city, latitude, longitude, request_status)
     select 'queue-' || gen_random_uuid(), user_id, category_id, 'Queue test house', 1000, property_type, city, latitude, longitude, 'pending'
       from properties order by id limit 1
     returning id, user_id`,
  );
  return row!;
}
const approve = (id: number, token: string) =>
  t.post('/api/admin/properties/approve', { id, expected_status: 'pending' }, token);
const reject = (id: number, token: string) =>
  t.post('/api/admin/properties/reject', { id, reason: 'Photos of another house', expected_status: 'pending' }, token);
const claim = (id: number, token: string, subject = 'property') =>
  t.post('/api/admin/review-claims', { subject, id }, token);

beforeAll(async () => {
  t = await startTestApp();
  mona = await moderator('Mona Reviewer', 'mona@domus.example');
  sami = await moderator('Sami Reviewer', 'sami@domus.example');
});
afterAll(() => t.close());

describe('two moderators on one queue', () => {
  it("refuses a second moderator's decision, naming who decided", async () => {
    const target = await pendingProperty();
    expect((await approve(target.id, mona.token)).status).toBe(200);
    const late = await reject(target.id, sami.token);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(
      new RegExp(`^Property ${target.id} was already approved by Mona Reviewer \\(mona@domus.example\\) on `),
    );
    const [row] = await t.db.query<{ request_status: string }>('select request_status from properties where id = $1', [
      target.id,
    ]);
    expect(row!.request_status).toBe('approved');
    // Claiming a decided item says so too.
    expect((await claim(target.id, sami.token)).body.message).toMatch(/was already approved by Mona Reviewer/);
  });

  it('refuses a claimed item to another moderator, shows who has it and lets its holder decide', async () => {
    const target = await pendingProperty();
    const claimed = await claim(target.id, mona.token);
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toMatchObject({
      subject: 'property',
      subject_id: target.id,
      claimed_by: mona.id,
      claimed_by_name: 'Mona Reviewer',
    });
    const listed = await t.get('/api/admin/properties/pending?limit=100', sami.token);
    const row = listed.body.data.find((item: { id: number }) => item.id === target.id);
    expect(row.claim).toMatchObject({ claimed_by_email: 'mona@domus.example' });
    expect(row).toMatchObject({ price: 1000, images: expect.any(Array), owner_email: expect.any(String) });

    const refused = await approve(target.id, sami.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      `Property ${target.id} is being reviewed by Mona Reviewer (mona@domus.example)`,
    );
    expect((await claim(target.id, sami.token)).status).toBe(409);
    // Renewing one's own claim is fine; the holder's decision ends the claim.
    expect((await claim(target.id, mona.token)).status).toBe(200);
    expect((await reject(target.id, mona.token)).status).toBe(200);
    expect(await t.db.query('select 1 from review_claims where subject_id = $1', [target.id])).toHaveLength(0);
  });

  it('lets a lapsed claim go: another moderator takes the item over', async () => {
    const target = await pendingProperty();
    expect((await claim(target.id, mona.token)).status).toBe(200);
    await t.db.query(
      `update review_claims set claimed_until = now() - interval '1 second' where subject = 'property' and subject_id = $1`,
      [target.id],
    );
    const listed = await t.get('/api/admin/properties/pending?limit=100', sami.token);
    expect(listed.body.data.find((item: { id: number }) => item.id === target.id).claim).toBeNull();
    expect((await claim(target.id, sami.token)).body.data).toMatchObject({ claimed_by: sami.id });
    expect((await approve(target.id, mona.token)).status).toBe(409);
    expect(
      (await t.post('/api/admin/review-claims/release', { subject: 'property', id: target.id }, sami.token)).body.data,
    ).toEqual({
      released: true,
    });
    expect((await approve(target.id, mona.token)).status).toBe(200);
  });

  it('of two decisions at once, one wins and the other is refused', async () => {
    const target = await pendingProperty();
    const replies = await Promise.all([approve(target.id, mona.token), reject(target.id, sami.token)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const [decisions] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from moderation_decisions where subject = 'property' and subject_id = $1`,
      [target.id],
    );
    expect(decisions!.n).toBe(1);
  });

  it('records each decision in the operator decision log, with the status before and after', async () => {
    const target = await pendingProperty();
    await reject(target.id, mona.token);
    const logged = await t.db.query<{
      actor_id: number;
      via: string;
      action: string;
      before: unknown;
      after: unknown;
      reason: string;
    }>(
      `select actor_id, via, action, before, after, reason from operator_actions where subject_id = $1 and action like 'property.%'`,
      [String(target.id)],
    );
    expect(logged).toEqual([
      {
        actor_id: mona.id,
        via: 'console',
        action: 'property.reject',
        before: { status: 'pending' },
        after: { status: 'rejected' },
        reason: 'Photos of another house',
      },
    ]);
  });

  it('refuses bad claims with a clear message', async () => {
    expect((await t.post('/api/admin/review-claims', { subject: 'user', id: 1 }, mona.token)).body.message).toMatch(
      /subject must be property, project, advertisement or report/,
    );
    expect((await claim(99999999, mona.token)).status).toBe(404);
    expect((await t.post('/api/admin/properties/approve', { id: 1, expected_status: 'x' }, mona.token)).status).toBe(
      400,
    );
  });
});

describe('keyset pages of the queues', () => {
  it('pages the pending properties by cursor, without gaps or repeats, and keeps offset working', async () => {
    for (let i = 0; i < 3; i++) await pendingProperty();
    const whole = await t.get('/api/admin/properties/pending?limit=100', mona.token);
    const seen: number[] = [];
    let cursor = '';
    for (;;) {
      const page = await t.get(
        `/api/admin/properties/pending?limit=2&cursor=${encodeURIComponent(cursor)}`,
        mona.token,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((row: { id: number }) => row.id));
      if (!page.body.next_cursor) break;
      cursor = page.body.next_cursor;
    }
    expect(seen).toEqual(whole.body.data.map((row: { id: number }) => row.id));
    const second = await t.get('/api/admin/properties/pending?limit=2&offset=2', mona.token);
    expect(second.body.data.map((row: { id: number }) => row.id)).toEqual(seen.slice(2, 4));
    const bad = await t.get('/api/admin/properties/pending?cursor=yesterday', mona.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/cursor must be the next_cursor of a page/);
  });

  it('pages the open reports by cursor, newest first', async () => {
    const page = await t.get('/api/admin/reports?limit=1', mona.token);
    expect(page.status).toBe(200);
    if (page.body.total < 2) return expect(page.body.next_cursor).toBeNull();
    const next = await t.get(
      `/api/admin/reports?limit=1&cursor=${encodeURIComponent(page.body.next_cursor)}`,
      mona.token,
    );
    expect(next.body.data[0].id).not.toBe(page.body.data[0].id);
    expect(Date.parse(next.body.data[0].created_at)).toBeLessThanOrEqual(Date.parse(page.body.data[0].created_at));
  });
});
