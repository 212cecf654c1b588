import { packageFeatureKeys, packageMessages } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { seedAccounts } from '../../db/seed/accounts';
import { seedPackages } from '../../db/seed/sources/content';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { runAdminCommand } from '../../admin/cli';

let t: TestApp;
let demoToken: string;
let demoId: number;
let adminId: number;
const idOf = async (email: string) =>
  (await t.db.query<{ id: number }>('select id from users where email = $1', [email]))[0]!.id;
const packageId = async (name: string) =>
  (await t.db.query<{ id: number }>('select id from packages where name = $1', [name]))[0]!.id;
const check = async (type: string, token: string) => (await t.get(`/api/check-package-limit?type=${type}`, token)).body;

beforeAll(async () => {
  t = await startTestApp();
  demoToken = await t.signIn(seedAccounts.demo.email, seedAccounts.demo.password);
  demoId = await idOf(seedAccounts.demo.email);
  adminId = await idOf(seedAccounts.admin.email);
});
afterAll(() => t.close());

describe('get-package', () => {
  it('shows visitors the packages on sale with their features, and every feature', async () => {
    const { status, body } = await t.get('/api/get-package');
    expect(status).toBe(200);
    expect(body.data.map((pack: { name: string }) => pack.name)).toEqual(
      [...seedPackages].sort((a, b) => a.price - b.price).map((pack) => pack.name),
    );
    const starter = body.data.find((pack: { name: string }) => pack.name === 'Starter');
    expect(starter).toMatchObject({ package_type: 'free', price: 0, currency: 'USD', duration: 30 * 24 });
    expect(starter.features).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'property_list', limit_type: 'limited', limit: 3 }),
        expect.objectContaining({ key: 'mortgage_calculator_detail', limit_type: 'unlimited', limit: null }),
      ]),
    );
    expect(body.all_features.map((feature: { key: string }) => feature.key)).toEqual([...packageFeatureKeys]);
    expect(body.active_packages).toEqual([]);
  });

  it('leaves out a withdrawn package', async () => {
    await t.db.query(`update packages set status = 0 where name = 'Agency'`);
    const { body } = await t.get('/api/get-package');
    expect(body.data.some((pack: { name: string }) => pack.name === 'Agency')).toBe(false);
    await t.db.query(`update packages set status = 1 where name = 'Agency'`);
  });
});

describe('check-package-limit and assign_package', () => {
  it('answers all false without a package, and needs a valid type and a token', async () => {
    for (const key of packageFeatureKeys) {
      expect((await check(key, demoToken)).data).toEqual({
        package_available: false,
        feature_available: false,
        limit_available: false,
      });
    }
    expect((await t.get('/api/check-package-limit?type=property_list')).status).toBe(401);
    const wrong = await t.get('/api/check-package-limit?type=yacht_list', demoToken);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/type/);
    expect((await t.get('/api/check-package-limit', demoToken)).status).toBe(400);
  });

  it('assigns a free package once while it runs, never a paid one', async () => {
    const starter = await packageId('Starter');
    const assigned = await t.post('/api/assign_package', { package_id: starter }, demoToken);
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ package_id: starter, name: 'Starter', status: 'active' });
    expect(assigned.body.data.features).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'property_list', used_limit: 0, total_limit: 3 })]),
    );
    const again = await t.post('/api/assign_package', { package_id: starter }, demoToken);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(packageMessages.alreadyActive);

    const paid = await t.post('/api/assign_package', { package_id: await packageId('Professional') }, demoToken);
    expect(paid.status).toBe(400);
    expect((await t.post('/api/assign_package', { package_id: 99999 }, demoToken)).status).toBe(404);
    expect((await t.post('/api/assign_package', { package_id: 'x' }, demoToken)).status).toBe(400);
    expect((await t.post('/api/assign_package', { package_id: starter })).status).toBe(401);

    const [{ n }] = (await t.db.query<{ n: number }>(
      'select count(*)::int as n from user_packages where user_id = $1',
      [demoId],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('then says which features the package includes and whether a use is left', async () => {
    expect((await check('property_list', demoToken)).data).toEqual({
      package_available: true,
      feature_available: true,
      limit_available: true,
    });
    expect((await check('property_feature', demoToken)).data).toEqual({
      package_available: true,
      feature_available: false,
      limit_available: false,
    });
    expect((await check('mortgage_calculator_detail', demoToken)).data.limit_available).toBe(true);
    const { body } = await t.get('/api/get-package', demoToken);
    expect(body.active_packages).toHaveLength(1);
    expect(body.active_packages[0]).toMatchObject({ name: 'Starter', status: 'active' });
  });

  it('counts uses up to the limit, then reports the limit over', async () => {
    const { packages } = t.app.services;
    for (let use = 0; use < 3; use++) await t.db.transaction((tx) => packages.consume(tx, demoId, 'property_list'));
    expect((await check('property_list', demoToken)).data).toEqual({
      package_available: true,
      feature_available: true,
      limit_available: false,
    });
    await expect(t.db.transaction((tx) => packages.consume(tx, demoId, 'property_list'))).rejects.toMatchObject({
      statusCode: 403,
      message: packageMessages.limitOver,
    });
    await expect(t.db.transaction((tx) => packages.consume(tx, demoId, 'property_feature'))).rejects.toMatchObject({
      statusCode: 403,
      message: 'Property Feature Limit or Package Not Available',
    });
    const { body } = await t.get('/api/get-package', demoToken);
    expect(body.active_packages[0].features).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'property_list', used_limit: 3, total_limit: 3 })]),
    );
  });

  it('with one use left, two concurrent uses give exactly one success', async () => {
    const { packages } = t.app.services;
    const subscription = await t.db.transaction((tx) => packages.grant(tx, adminId, 1, null));
    await t.db.query(
      `update user_package_limits set used_limit = 0, total_limit = 1
        where user_package_id = $1 and feature_id = (select id from features where key = 'project_list')`,
      [subscription],
    );
    const outcomes = await Promise.allSettled(
      [1, 2, 3].map(() => t.db.transaction((tx) => packages.consume(tx, adminId, 'project_list'))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(2);
    const [limit] = await t.db.query<{ used_limit: number }>(
      `select used_limit from user_package_limits
        where user_package_id = $1 and feature_id = (select id from features where key = 'project_list')`,
      [subscription],
    );
    expect(limit!.used_limit).toBe(1);
  });

  it('stops counting a package at its end date', async () => {
    await t.db.query(`update user_packages set end_date = now() - interval '1 second' where user_id = $1`, [demoId]);
    expect((await check('mortgage_calculator_detail', demoToken)).data.package_available).toBe(false);
    const { body } = await t.get('/api/get-package', demoToken);
    expect(body.active_packages).toEqual([]);
    const history = await t.get('/api/get-user-packages', demoToken);
    expect(history.status).toBe(200);
    expect(history.body.total).toBe(1);
    expect(history.body.data[0]).toMatchObject({ name: 'Starter', status: 'expired' });
    // Expired: the free package may be taken again.
    expect((await t.post('/api/assign_package', { package_id: await packageId('Starter') }, demoToken)).status).toBe(
      200,
    );
    expect((await t.get('/api/get-user-packages', demoToken)).body.total).toBe(2);
    expect((await t.get('/api/get-user-packages')).status).toBe(401);
  });
});

describe('pnpm admin packages:*', () => {
  const run = async (...args: string[]) => {
    const lines: string[] = [];
    await runAdminCommand(args, { db: t.db, config: t.config } as AppDeps, (text) => lines.push(text));
    return lines.join('\n');
  };

  it('creates a package that goes on sale with its features', async () => {
    const created = await run(
      'packages:create',
      '--name',
      'Gold',
      '--type',
      'paid',
      '--price',
      '49.5',
      '--currency',
      'eur',
      '--days',
      '90',
      '--feature',
      'property_list=40',
      '--feature',
      'premium_properties=unlimited',
    );
    expect(created).toMatch(/^Created package #\d+ Gold$/);
    const { body } = await t.get('/api/get-package');
    const gold = body.data.find((pack: { name: string }) => pack.name === 'Gold');
    expect(gold).toMatchObject({ package_type: 'paid', price: 49.5, currency: 'EUR', duration: 90 * 24 });
    expect(gold.features.map((feature: { key: string; limit: number | null }) => [feature.key, feature.limit])).toEqual(
      [
        ['property_list', 40],
        ['premium_properties', null],
      ],
    );
    expect(await run('packages:list')).toMatch(/Gold \(paid, 49\.50 EUR, 90 days, on sale, 0 subscriptions\)/);
  });

  it('changes later purchases only, withdraws and restores', async () => {
    const gold = await packageId('Gold');
    const { packages } = t.app.services;
    const running = await t.db.transaction((tx) => packages.grant(tx, adminId, gold, null));
    await run(
      'packages:update',
      String(gold),
      '--price',
      '59',
      '--feature',
      'property_list=5',
      '--feature',
      'premium_properties=none',
    );
    const { body } = await t.get('/api/get-package');
    const changed = body.data.find((pack: { name: string }) => pack.name === 'Gold');
    expect(changed.price).toBe(59);
    expect(changed.features.map((feature: { key: string }) => feature.key)).toEqual(['property_list']);
    const kept = await packages.subscription(running);
    expect(kept.features.find((feature) => feature.key === 'property_list')?.total_limit).toBe(40);

    await run('packages:withdraw', String(gold));
    expect((await t.get('/api/get-package')).body.data.some((pack: { name: string }) => pack.name === 'Gold')).toBe(
      false,
    );
    await run('packages:restore', String(gold));
    expect((await t.get('/api/get-package')).body.data.some((pack: { name: string }) => pack.name === 'Gold')).toBe(
      true,
    );
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    await expect(
      run('packages:create', '--name', 'Cheap', '--type', 'paid', '--price', '0', '--days', '30'),
    ).rejects.toThrow('A paid package needs a price above 0');
    await expect(
      run('packages:create', '--name', 'Gold', '--type', 'free', '--price', '0', '--days', '30'),
    ).rejects.toThrow('exists already');
    await expect(run('packages:update', String(await packageId('Gold')), '--feature', 'yachts=3')).rejects.toThrow(
      /--feature takes key=limit/,
    );
    await expect(run('packages:update', '99999', '--price', '3')).rejects.toThrow('Package 99999 not found');
    await expect(run('packages:create', '--name', 'X')).rejects.toThrow(/needs --name, --type, --price and --days/);
    expect((await t.db.query(`select 1 from packages where name in ('Cheap', 'X')`)).length).toBe(0);
  });

  it('writes each change to the operator decision log, as made by the command', async () => {
    const gold = await packageId('Gold');
    const log = await t.db.query<{ action: string; via: string; actor_id: number | null }>(
      `select action, via, actor_id from operator_actions where subject = 'package' and subject_id = $1 order by id`,
      [String(gold)],
    );
    expect(log.map((entry) => entry.action)).toEqual([
      'package.create',
      'package.update',
      'package.withdraw',
      'package.restore',
    ]);
    expect(log.every((entry) => entry.via === 'command' && entry.actor_id === null)).toBe(true);
  });
});
