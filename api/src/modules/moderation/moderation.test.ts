import type { AppDeps } from '../../app-deps';
import { runAdminCommand } from '../../admin/cli';
import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let member: string;
let deps: AppDeps;

const DAY = 24 * 3600 * 1000;
const PUBLIC = `status = 1 and request_status = 'approved'`;

const adminCalls: [string, string, object | undefined][] = [
  ['GET', '/api/admin/properties/pending', undefined],
  ['POST', '/api/admin/properties/approve', { id: 1 }],
  ['POST', '/api/admin/properties/reject', { id: 1, reason: 'x' }],
  ['GET', '/api/admin/projects/pending', undefined],
  ['POST', '/api/admin/projects/enable', { id: 1 }],
  ['POST', '/api/admin/projects/reject', { id: 1, reason: 'x' }],
  ['GET', '/api/admin/advertisements/pending', undefined],
  ['POST', '/api/admin/advertisements/approve', { id: 1 }],
  ['POST', '/api/admin/advertisements/reject', { id: 1, reason: 'x' }],
  ['GET', '/api/admin/reports', undefined],
  ['POST', '/api/admin/reports/dismiss', { id: 1 }],
  ['POST', '/api/admin/reports/uphold', { id: 1, reason: 'x' }],
  ['GET', '/api/admin/decisions', undefined],
];

const by = ['--admin', seedAccounts.admin.email];
const cli = async (...args: string[]) => {
  const lines: string[] = [];
  await runAdminCommand(args, deps, (text) => lines.push(text));
  return lines.join('\n');
};
const notificationsOf = (userId: number) =>
  t.db.query<{ title: string; message: string; type: string; property_id: number | null }>(
    'select title, message, type, property_id from notifications where user_id = $1 order by id',
    [userId],
  );
const pendingProperty = async () =>
  (
    await t.db.query<{ id: number; user_id: number; title: string }>(
      `select id, user_id, title from properties where request_status = 'pending' order by id limit 1`,
    )
  )[0]!;
/** A pending advertisement of a public property, stored 10 days long. */
async function pendingAd() {
  const [property] = await t.db.query<{ id: number; user_id: number }>(
    `select p.id, p.user_id from properties p where ${PUBLIC}
        and not exists (select 1 from advertisements a where a.property_id = p.id) order by p.id limit 1`,
  );
  const [ad] = await t.db.query<{ id: number }>(
    `insert into advertisements (user_id, property_id, type, status, start_date, end_date, created_at)
     values ($1, $2, 'list', 'pending', now() - interval '3 days', now() + interval '7 days', now() - interval '3 days')
     returning id`,
    [property!.user_id, property!.id],
  );
  return { id: ad!.id, propertyId: property!.id, ownerId: property!.user_id };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  member = await t.signIn(seedAccounts.demo.email, seedAccounts.demo.password);
  deps = t.app.deps;
});
afterAll(() => t.close());

describe('moderation routes', () => {
  it.each(adminCalls)('%s %s: 401 for visitors, 403 for members, nothing changed', async (method, url, body) => {
    const before = await t.db.query(
      `select (select count(*)::int from notifications) as notifications,
              (select count(*)::int from properties where ${PUBLIC}) as public_properties,
              (select count(*)::int from advertisements where status = 'approved') as ads`,
    );
    expect((await t.send(method as 'GET' | 'POST', url, body)).status).toBe(401);
    const { status, body: reply } = await t.send(method as 'GET' | 'POST', url, body, member);
    expect(status).toBe(403);
    expect(reply).toMatchObject({ error: true, code: 'forbidden' });
    const after = await t.db.query(
      `select (select count(*)::int from notifications) as notifications,
              (select count(*)::int from properties where ${PUBLIC}) as public_properties,
              (select count(*)::int from advertisements where status = 'approved') as ads`,
    );
    expect(after).toEqual(before);
  });

  it('lists pending properties oldest first with their owner, and approves one: public, owner notified', async () => {
    const { status, body } = await t.get('/api/admin/properties/pending?limit=100', admin);
    expect(status).toBe(200);
    const [{ n }] = (await t.db.query<{ n: number }>(
      `select count(*)::int as n from properties where request_status = 'pending'`,
    )) as [{ n: number }];
    expect(body.total).toBe(n);
    const target = await pendingProperty();
    expect(body.data.map((row: { id: number }) => row.id)).toContain(target.id);
    expect(body.data[0]).toMatchObject({ user_id: expect.any(Number), owner_name: expect.any(String) });
    await t.db.query('update properties set status = 1 where id = $1', [target.id]);
    expect((await t.get(`/api/get_property?id=${target.id}`)).status).toBe(404);

    const approved = await t.post('/api/admin/properties/approve', { id: target.id }, admin);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ id: target.id, request_status: 'approved' });
    expect((await t.get(`/api/get_property?id=${target.id}`)).body.data[0].id).toBe(target.id);
    expect((await notificationsOf(target.user_id)).at(-1)).toEqual({
      title: 'Your property was approved',
      message: expect.stringContaining(target.title),
      type: 'property_approved',
      property_id: target.id,
    });
    expect((await t.post('/api/admin/properties/approve', { id: target.id }, admin)).status).toBe(409);
    expect((await t.post('/api/admin/properties/approve', { id: 99999 }, admin)).status).toBe(404);
    expect((await t.post('/api/admin/properties/approve', { id: 'abc' }, admin)).status).toBe(400);
  });

  it('rejects a property only with a reason, which the owner reads', async () => {
    const target = await pendingProperty();
    const noReason = await t.post('/api/admin/properties/reject', { id: target.id, reason: '  ' }, admin);
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/reason/);
    const rejected = await t.post(
      '/api/admin/properties/reject',
      { id: target.id, reason: 'The photos show another house.' },
      admin,
    );
    expect(rejected.body.data.request_status).toBe('rejected');
    expect((await notificationsOf(target.user_id)).at(-1)).toMatchObject({
      type: 'property_rejected',
      message: expect.stringContaining('The photos show another house.'),
      property_id: target.id,
    });
    // The owner sees it in their notification list.
    await t.db.query(
      `update users set email = 'owner@domus.example',
              password_hash = (select password_hash from users where email = $1) where id = $2`,
      [seedAccounts.demo.email, target.user_id],
    );
    const owner = await t.signIn('owner@domus.example', seedAccounts.demo.password);
    const list = await t.get('/api/get_notification_list', owner);
    expect(list.body.data[0]).toMatchObject({ type: 'property_rejected', property_id: target.id });
  });

  it('enables a pending project (approved and active) or rejects it with a reason', async () => {
    const projects = await t.db.query<{ id: number; user_id: number }>(
      `select id, user_id from projects where request_status = 'pending' order by id`,
    );
    const pending = await t.get('/api/admin/projects/pending', admin);
    expect(pending.body.total).toBe(projects.length);
    expect(projects.length).toBeGreaterThan(0);
    const target = projects[0]!;
    const enabled = await t.post('/api/admin/projects/enable', { id: target.id }, admin);
    expect(enabled.status).toBe(200);
    const [stored] = await t.db.query('select status, request_status from projects where id = $1', [target.id]);
    expect(stored).toEqual({ status: 1, request_status: 'approved' });
    expect((await notificationsOf(target.user_id)).at(-1)).toMatchObject({
      type: 'project_approved',
      property_id: null,
    });
    expect((await t.post('/api/admin/projects/reject', { id: target.id }, admin)).status).toBe(400);
    const rejected = await t.post('/api/admin/projects/reject', { id: target.id, reason: 'No permit' }, admin);
    expect(rejected.body.data.request_status).toBe('rejected');
    expect((await notificationsOf(target.user_id)).at(-1)).toMatchObject({
      type: 'project_rejected',
      message: expect.stringContaining('No permit'),
    });
  });

  it('approves a pending advertisement: it runs from now for its length and the listing is featured', async () => {
    const ad = await pendingAd();
    const pending = await t.get('/api/admin/advertisements/pending?limit=100', admin);
    expect(pending.body.data.find((row: { id: number }) => row.id === ad.id)).toMatchObject({
      status: 'pending',
      property_id: ad.propertyId,
      user_id: ad.ownerId,
    });
    const { status, body } = await t.post('/api/admin/advertisements/approve', { id: ad.id }, admin);
    expect(status).toBe(200);
    expect(body.data.status).toBe('approved');
    expect(Math.abs(Date.parse(body.data.start_date) - Date.now())).toBeLessThan(60_000);
    expect((Date.parse(body.data.end_date) - Date.parse(body.data.start_date)) / DAY).toBeCloseTo(10, 5);
    expect((await t.get(`/api/get_property?id=${ad.propertyId}`)).body.data[0].promoted).toBe(true);
    expect((await notificationsOf(ad.ownerId)).at(-1)).toMatchObject({
      type: 'advertisement_approved',
      property_id: ad.propertyId,
    });
    const twice = await t.post('/api/admin/advertisements/reject', { id: ad.id, reason: 'Late' }, admin);
    expect(twice.status).toBe(409);
    expect((await t.post('/api/admin/advertisements/approve', { id: 99999 }, admin)).status).toBe(404);
  });

  it('rejects a pending advertisement with a reason', async () => {
    const ad = await pendingAd();
    expect((await t.post('/api/admin/advertisements/reject', { id: ad.id }, admin)).status).toBe(400);
    const { body } = await t.post('/api/admin/advertisements/reject', { id: ad.id, reason: 'Blurry photo' }, admin);
    expect(body.data.status).toBe('rejected');
    expect((await t.get(`/api/get_property?id=${ad.propertyId}`)).body.data[0].promoted).toBe(false);
    expect((await notificationsOf(ad.ownerId)).at(-1)).toMatchObject({
      type: 'advertisement_rejected',
      message: expect.stringContaining('Blurry photo'),
      property_id: ad.propertyId,
    });
  });

  it('lists reports with the listing, the reporter and the reason or message, newest first', async () => {
    await t.db.query('delete from reports');
    const [property] = await t.db.query<{ id: number; title: string }>(
      `select id, title from properties where ${PUBLIC} and user_id <> 1 order by id limit 1`,
    );
    const reason = (await t.get('/api/get_report_reasons')).body.data[0];
    await t.post('/api/add_reports', { property_id: property!.id, reason_id: reason.id }, member);
    await t.post('/api/add_reports', { property_id: property!.id, other_message: 'Looks like a scam' }, admin);
    const { status, body } = await t.get('/api/admin/reports', admin);
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          property_id: property!.id,
          property_title: property!.title,
          reporter_email: seedAccounts.demo.email,
          reason_id: reason.id,
          reason: reason.reason,
        }),
        expect.objectContaining({ reporter_email: seedAccounts.admin.email, other_message: 'Looks like a scam' }),
      ]),
    );
  });
});

describe('pnpm admin moderation commands', () => {
  it('lists pending properties and approves or rejects them, notifying the owner', async () => {
    const target = await pendingProperty();
    expect(await cli('properties:pending', '--limit', '100')).toContain(`#${target.id} ${target.title}`);
    await expect(cli('properties:approve', String(target.id))).rejects.toThrow(/--admin/);
    await expect(cli('properties:approve', String(target.id), '--admin', seedAccounts.demo.email)).rejects.toThrow(
      `${seedAccounts.demo.email} is not an admin.`,
    );
    await expect(cli('properties:reject', String(target.id), ...by)).rejects.toThrow(/--reason/);
    expect(await t.db.query('select 1 from moderation_decisions where subject_id = $1', [target.id])).toEqual([]);
    expect(await cli('properties:approve', String(target.id), ...by)).toMatch(/is approved/);
    const [stored] = await t.db.query('select request_status from properties where id = $1', [target.id]);
    expect(stored).toEqual({ request_status: 'approved' });
    expect((await notificationsOf(target.user_id)).at(-1)).toMatchObject({ type: 'property_approved' });
    expect(await cli('properties:reject', String(target.id), '--reason', 'Duplicate listing', ...by)).toMatch(
      /is rejected/,
    );
    expect((await notificationsOf(target.user_id)).at(-1)).toMatchObject({
      type: 'property_rejected',
      message: expect.stringContaining('Duplicate listing'),
    });
    await expect(cli('properties:approve', 'abc', ...by)).rejects.toThrow(/whole number/);
    expect(await cli('decisions:list', '--subject', 'property', '--id', String(target.id))).toMatch(
      new RegExp(
        `property #${target.id} "${target.title}" rejected by ${seedAccounts.admin.email}: Duplicate listing\n` +
          `.* property #${target.id} "${target.title}" approved by ${seedAccounts.admin.email}\n` +
          '2 of 2 decisions',
      ),
    );
  });

  it('enables projects, decides advertisements and lists reports', async () => {
    const [project] = await t.db.query<{ id: number }>(
      `update projects set request_status = 'pending', status = 0
        where id = (select min(id) from projects where request_status = 'approved') returning id`,
    );
    expect(await cli('projects:pending')).toContain(`#${project!.id} `);
    expect(await cli('projects:enable', String(project!.id), ...by)).toMatch(/is approved/);

    const ad = await pendingAd();
    expect(await cli('ads:pending')).toContain(`#${ad.id} list for property #${ad.propertyId}`);
    expect(await cli('ads:approve', String(ad.id), ...by)).toMatch(/is approved until/);
    const other = await pendingAd();
    expect(await cli('ads:reject', String(other.id), '--reason', 'Not allowed', ...by)).toMatch(/is rejected/);
    const [stored] = await t.db.query('select status from advertisements where id = $1', [other.id]);
    expect(stored).toEqual({ status: 'rejected' });
    expect(await cli('decisions:list', '--subject', 'advertisement', '--limit', '2')).toMatch(
      new RegExp(
        `advertisement #${other.id} ".+" rejected by ${seedAccounts.admin.email}: Not allowed\n` +
          `.* advertisement #${ad.id} ".+" approved by ${seedAccounts.admin.email}\n`,
      ),
    );
    expect(await cli('decisions:list', '--subject', 'project', '--id', String(project!.id))).toContain(
      `project #${project!.id} `,
    );

    expect(await cli('reports:list')).toContain('Looks like a scam');
    expect(await cli('--help')).toContain('properties:approve <id>');
  });
});
