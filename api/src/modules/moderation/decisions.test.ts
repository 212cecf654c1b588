import type { AppDeps } from '../../app-deps';
import { runAdminCommand } from '../../admin/cli';
import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let member: string;
let deps: AppDeps;

const PUBLIC = `status = 1 and request_status = 'approved'`;
const by = ['--admin', seedAccounts.admin.email];

const cli = async (...args: string[]) => {
  const lines: string[] = [];
  await runAdminCommand(args, deps, (text) => lines.push(text));
  return lines.join('\n');
};
/** A public property of someone other than the demo member, with no report yet. */
const publicProperty = async (skip = 0) =>
  (
    await t.db.query<{ id: number; user_id: number; title: string }>(
      `select id, user_id, title from properties p where ${PUBLIC} and user_id not in (1, 2)
          and not exists (select 1 from reports r where r.property_id = p.id)
        order by id offset $1 limit 1`,
      [skip],
    )
  )[0]!;
const requestStatus = async (id: number) =>
  (await t.db.query<{ request_status: string }>('select request_status from properties where id = $1', [id]))[0]!
    .request_status;
const reportIds = async (propertyId: number) =>
  (await t.db.query<{ id: number }>('select id from reports where property_id = $1 order by id', [propertyId])).map(
    (row) => row.id,
  );
const adminId = async () =>
  (await t.db.query<{ id: number }>('select id from users where email = $1', [seedAccounts.admin.email]))[0]!.id;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  member = await t.signIn(seedAccounts.demo.email, seedAccounts.demo.password);
  deps = t.app.deps;
});
afterAll(() => t.close());

describe('who decided what, and when', () => {
  it('logs every decision on a listing with the admin and the time', async () => {
    const target = await publicProperty();
    const before = Date.now();
    expect((await t.post('/api/admin/properties/reject', { id: target.id, reason: 'Wrong city' }, admin)).status).toBe(
      200,
    );
    expect((await t.post('/api/admin/properties/approve', { id: target.id }, admin)).status).toBe(200);
    const { status, body } = await t.get(`/api/admin/decisions?subject=property&subject_id=${target.id}`, admin);
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.data).toEqual([
      expect.objectContaining({
        subject: 'property',
        subject_id: target.id,
        title: target.title,
        decision: 'approved',
      }),
      expect.objectContaining({ decision: 'rejected', reason: 'Wrong city', decided_by: seedAccounts.admin.email }),
    ]);
    expect(Date.parse(body.data[1].decided_at)).toBeGreaterThanOrEqual(before - 1000);
    const [logged] = await t.db.query<{ decided_by: number }>(
      'select decided_by from moderation_decisions where subject_id = $1 order by id limit 1',
      [target.id],
    );
    expect(logged!.decided_by).toBe(await adminId());
    // A refused decision logs nothing.
    expect((await t.post('/api/admin/properties/approve', { id: target.id }, admin)).status).toBe(409);
    expect((await t.get(`/api/admin/decisions?subject=property&subject_id=${target.id}`, admin)).body.total).toBe(2);
    expect((await t.get('/api/admin/decisions?subject=listing', admin)).status).toBe(400);
  });

  it('a removed admin leaves the decision in the log, decided by nobody known', async () => {
    const target = await publicProperty();
    const [extra] = await t.db.query<{ id: number }>(
      `insert into users (name, email, slug_id, role, password_hash)
       select 'Temp admin', 'temp-admin@domus.example', 'temp-admin', 'admin', password_hash from users where email = $1
       returning id`,
      [seedAccounts.admin.email],
    );
    expect(
      await cli('properties:reject', String(target.id), '--reason', 'Spam', '--admin', 'TEMP-admin@domus.example'),
    ).toMatch(/is rejected/);
    await t.db.query('delete from users where id = $1', [extra!.id]);
    expect(await cli('decisions:list', '--subject', 'property', '--id', String(target.id))).toContain(
      `property #${target.id} "${target.title}" rejected by (removed admin): Spam`,
    );
    await expect(cli('decisions:list', '--id', '3')).rejects.toThrow('--id needs --subject');
    await expect(cli('decisions:list', '--subject', 'user')).rejects.toThrow(/--subject must be one of/);
  });
});

describe('reports of listings', () => {
  it('dismissing a report keeps the listing and records who dismissed it', async () => {
    const target = await publicProperty();
    await t.post('/api/add_reports', { property_id: target.id, other_message: 'Price looks wrong' }, member);
    const [reportId] = await reportIds(target.id);
    expect(await cli('reports:list')).toContain(`#${reportId} [open] property #${target.id}`);
    await expect(cli('reports:dismiss', String(reportId))).rejects.toThrow(/--admin/);
    expect(await cli('reports:dismiss', String(reportId), ...by)).toBe(
      `Report #${reportId} dismissed: property #${target.id} stays as it is.`,
    );
    expect(await requestStatus(target.id)).toBe('approved');
    expect(await cli('reports:list')).not.toContain(`#${reportId} `);
    expect(await cli('reports:list', '--all')).toContain(`#${reportId} [dismissed by ${seedAccounts.admin.email} on `);
    await expect(cli('reports:dismiss', String(reportId), ...by)).rejects.toThrow(
      `Report #${reportId} was already decided (dismissed by ${seedAccounts.admin.email}).`,
    );
    await expect(cli('reports:uphold', '999999', '--reason', 'x', ...by)).rejects.toThrow(
      'There is no report #999999.',
    );
  });

  it('upholding a report takes the listing down, tells its owner why and closes its other reports', async () => {
    const target = await publicProperty();
    await t.post('/api/add_reports', { property_id: target.id, other_message: 'Sold last year' }, member);
    await t.post('/api/add_reports', { property_id: target.id, other_message: 'Fake photos' }, admin);
    const [first, second] = await reportIds(target.id);
    const noReason = await t.post('/api/admin/reports/uphold', { id: first, reason: ' ' }, admin);
    expect(noReason.status).toBe(400);
    expect(await requestStatus(target.id)).toBe('approved');

    const { status, body } = await t.post('/api/admin/reports/uphold', { id: first, reason: 'Sold already' }, admin);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: first, decision: 'upheld', decided_by: seedAccounts.admin.email });
    expect(await requestStatus(target.id)).toBe('rejected');
    expect((await t.get(`/api/get_property?id=${target.id}`)).status).toBe(404);
    const [notice] = await t.db.query<{ type: string; message: string }>(
      'select type, message from notifications where user_id = $1 order by id desc limit 1',
      [target.user_id],
    );
    expect(notice).toEqual({ type: 'property_rejected', message: expect.stringContaining('Reason: Sold already') });
    const open = await t.get('/api/admin/reports', admin);
    expect(open.body.data.map((report: { id: number }) => report.id)).not.toContain(second);
    const all = await t.get('/api/admin/reports?all=1', admin);
    expect(all.body.data.find((report: { id: number }) => report.id === second)).toMatchObject({ decision: 'upheld' });
    expect(
      (await t.get(`/api/admin/decisions?subject=property&subject_id=${target.id}`, admin)).body.data[0],
    ).toMatchObject({
      decision: 'rejected',
      reason: 'Sold already',
    });
    expect((await t.post('/api/admin/reports/dismiss', { id: second }, admin)).status).toBe(409);
  });
});
