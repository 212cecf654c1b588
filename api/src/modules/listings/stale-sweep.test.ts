import { createTestUser, type TestUser } from '../../../test/listing-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { sweepStaleListings } from './stale-sweep';

let t: TestApp;
let owner: TestUser;
/** Seeded properties handed to the owner, one per state the sweep must tell apart. */
const ids = { stale: 0, pending: 0, ownerOff: 0, fresh: 0 };
let projectId = 0;

interface RenewalRow {
  status: number;
  renewal_reminded_at: Date | null;
  stale_deactivated_at: Date | null;
  renewed_at: Date;
}
const row = async (id: number, table = 'properties') =>
  (
    await t.db.query<RenewalRow>(
      `select status, renewal_reminded_at, stale_deactivated_at, renewed_at from ${table} where id = $1`,
      [id],
    )
  )[0]!;
const notices = () =>
  t.db.query<{ type: string; title: string; message: string; property_id: number | null }>(
    `select type, title, message, property_id from notifications
      where user_id = $1 and (type like '%renewal_due' or type like '%switched_off') order by id`,
    [owner.id],
  );
/** Sets a listing's state as if time had passed (the columns a sweep reads). */
const age = (id: number, set: string, table = 'properties') =>
  t.db.query(`update ${table} set ${set} where id = $1`, [id]);

beforeAll(async () => {
  t = await startTestApp();
  owner = await createTestUser(t, { packageName: 'Agency' });
  const seeded = await t.db.query<{ id: number }>(
    `select id from properties where status = 1 and request_status = 'approved' order by id limit 4`,
  );
  [ids.stale, ids.pending, ids.ownerOff, ids.fresh] = seeded.map((listing) => listing.id);
  await t.db.query('update properties set user_id = $1 where id = any($2::int[])', [owner.id, Object.values(ids)]);
  await age(ids.stale, `renewed_at = now() - interval '61 days'`);
  await age(ids.pending, `renewed_at = now() - interval '200 days', request_status = 'pending'`);
  await age(ids.ownerOff, `renewed_at = now() - interval '200 days', status = 0`);
  await age(ids.fresh, `renewed_at = now() - interval '59 days'`);
  [{ id: projectId }] = (await t.db.query<{ id: number }>(
    `update projects set user_id = $1, renewed_at = now() - interval '90 days'
      where id = (select id from projects where status = 1 and request_status = 'approved' order by id limit 1)
      returning id`,
    [owner.id],
  )) as [{ id: number }];
});
afterAll(() => t.close());

describe('the stale listing sweep', () => {
  it('reminds the owner of a live listing not renewed for 60 days once, even when two sweeps run at once', async () => {
    await Promise.all([sweepStaleListings(t.app.deps), sweepStaleListings(t.app.deps)]);
    await sweepStaleListings(t.app.deps);
    const sent = await notices();
    expect(sent.filter((notice) => notice.type === 'property_renewal_due')).toEqual([
      expect.objectContaining({ title: 'Is your property still available?', property_id: ids.stale }),
    ]);
    expect(sent.find((notice) => notice.type === 'property_renewal_due')!.message).toMatch(
      /has not been updated for 60 days\. Renew it in My properties by \d{4}-\d{2}-\d{2}/,
    );
    expect(await row(ids.stale)).toMatchObject({ status: 1, renewal_reminded_at: expect.any(Date) });
  });

  it('never touches a pending listing, one its owner switched off, or one renewed within the stale time', async () => {
    for (const id of [ids.pending, ids.ownerOff, ids.fresh]) {
      expect(await row(id)).toMatchObject({ renewal_reminded_at: null, stale_deactivated_at: null });
    }
    expect((await row(ids.ownerOff)).status).toBe(0);
  });

  it('reminds projects alike, without a property id', async () => {
    expect(await notices()).toContainEqual(
      expect.objectContaining({
        type: 'project_renewal_due',
        title: 'Is your project still available?',
        property_id: null,
      }),
    );
    expect((await row(projectId, 'projects')).renewal_reminded_at).not.toBeNull();
  });

  it('switches the listing off 14 days after the reminder, replacing the unread reminder', async () => {
    await age(ids.stale, `renewal_reminded_at = now() - interval '13 days'`);
    await sweepStaleListings(t.app.deps);
    expect((await row(ids.stale)).status).toBe(1);
    await age(ids.stale, `renewal_reminded_at = now() - interval '15 days'`);
    await Promise.all([sweepStaleListings(t.app.deps), sweepStaleListings(t.app.deps)]);
    expect(await row(ids.stale)).toMatchObject({ status: 0, stale_deactivated_at: expect.any(Date) });
    const forListing = (await notices()).filter((notice) => notice.property_id === ids.stale);
    expect(forListing).toEqual([
      expect.objectContaining({ type: 'property_switched_off', title: 'Your property was switched off' }),
    ]);
    // Gone from the public lists, still the owner's.
    expect((await t.get(`/api/get_property?id=${ids.stale}`)).status).toBe(404);
  });

  it("tells the owner's list which listings need renewal", async () => {
    const reply = await t.get('/api/get-added-properties?limit=100', owner.token);
    const byId = new Map(reply.body.data.map((listing: { id: number }) => [listing.id, listing]));
    expect(byId.get(ids.stale)).toMatchObject({ needs_renewal: 1, inactive_as_stale: 1, status: 0 });
    expect(byId.get(ids.fresh)).toMatchObject({ needs_renewal: 0, inactive_as_stale: 0 });
    const due = new Date((byId.get(ids.fresh) as { renewal_due_at: string }).renewal_due_at).getTime();
    expect(Math.abs(due - (Date.now() + 24 * 3600 * 1000))).toBeLessThan(60_000);
    const projects = await t.get('/api/get-added-projects?limit=100', owner.token);
    expect(projects.body.data.find((project: { id: number }) => project.id === projectId)).toMatchObject({
      needs_renewal: 1,
      inactive_as_stale: 0,
    });
  });
});

describe('renewing', () => {
  it('refuses a stranger (403) and bad input (400), changing nothing', async () => {
    const stranger = await createTestUser(t);
    const before = await row(ids.stale);
    const refused = await t.post('/api/renew-property', { property_id: ids.stale }, stranger.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: true, code: 'forbidden' });
    expect((await t.post('/api/renew-project', { project_id: projectId }, stranger.token)).status).toBe(403);
    expect((await t.post('/api/renew-property', { property_id: 'abc' }, owner.token)).status).toBe(400);
    expect((await t.post('/api/renew-property', {}, owner.token)).status).toBe(400);
    expect((await t.post('/api/renew-property', { property_id: 999999 }, owner.token)).status).toBe(404);
    expect((await t.post('/api/renew-property', { property_id: ids.stale })).status).toBe(401);
    expect(await row(ids.stale)).toEqual(before);
  });

  it('by the owner switches back on a listing switched off for staleness, and clears the reminder', async () => {
    const reply = await t.post('/api/renew-property', { property_id: ids.stale }, owner.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      message: 'Listing renewed.',
      data: { id: ids.stale, status: 1, needs_renewal: 0, inactive_as_stale: 0 },
    });
    const renewed = await row(ids.stale);
    expect(renewed).toMatchObject({ status: 1, renewal_reminded_at: null, stale_deactivated_at: null });
    expect(Date.now() - renewed.renewed_at.getTime()).toBeLessThan(60_000);
    expect((await t.get(`/api/get_property?id=${ids.stale}`)).status).toBe(200);
  });

  it('never switches on a listing its owner switched off', async () => {
    const reply = await t.post('/api/renew-property', { property_id: ids.ownerOff }, owner.token);
    expect(reply.body.data).toMatchObject({ status: 0, needs_renewal: 0 });
    expect((await row(ids.ownerOff)).status).toBe(0);
  });

  it('renews a project', async () => {
    const reply = await t.post('/api/renew-project', { project_id: String(projectId) }, owner.token);
    expect(reply.body.data).toMatchObject({ id: projectId, needs_renewal: 0 });
    expect((await row(projectId, 'projects')).renewal_reminded_at).toBeNull();
  });

  it('happens when the owner edits the listing, bringing back one switched off for staleness', async () => {
    await age(
      ids.fresh,
      `renewed_at = now() - interval '90 days', renewal_reminded_at = now() - interval '20 days',
       status = 0, stale_deactivated_at = now()`,
    );
    // A change that keeps it live (a new title would send it back to review).
    const edited = await t.post(
      '/api/update_post_property',
      { id: ids.fresh, meta_keywords: 'flat, renewed' },
      owner.token,
    );
    expect(edited.status).toBe(200);
    const after = await row(ids.fresh);
    expect(after).toMatchObject({ status: 1, renewal_reminded_at: null, stale_deactivated_at: null });
    expect(Date.now() - after.renewed_at.getTime()).toBeLessThan(60_000);
  });

  it('happens when the owner switches the listing on; switching off is theirs and renewing keeps it off', async () => {
    await age(ids.fresh, `renewed_at = now() - interval '90 days', status = 0, stale_deactivated_at = now()`);
    await t.post('/api/change-property-status', { property_id: ids.fresh, status: 0 }, owner.token);
    expect((await row(ids.fresh)).stale_deactivated_at).toBeNull();
    await t.post('/api/renew-property', { property_id: ids.fresh }, owner.token);
    expect((await row(ids.fresh)).status).toBe(0);
    await age(ids.fresh, `renewed_at = now() - interval '90 days', renewal_reminded_at = now()`);
    await t.post('/api/change-property-status', { property_id: ids.fresh, status: 1 }, owner.token);
    expect(await row(ids.fresh)).toMatchObject({ status: 1, renewal_reminded_at: null });
  });
});

describe('a sweep with more than a batch to do', () => {
  it('switches off every listing due, batch after batch, and says how many', async () => {
    const due = await t.db.query<{ id: number }>(
      `update properties set renewed_at = now() - interval '100 days', renewal_reminded_at = now() - interval '20 days'
        where status = 1 and request_status = 'approved' returning id`,
    );
    expect(due.length).toBeGreaterThan(100);
    const counts = await sweepStaleListings(t.app.deps);
    expect(counts.switchedOff).toBe(due.length);
    const left = await t.db.query(`select id from properties where status = 1 and request_status = 'approved'`);
    expect(left).toEqual([]);
  });
});
