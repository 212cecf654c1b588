import sharp from 'sharp';
import { seedAccounts } from '../db/seed/accounts';
import {
  createTestUser,
  distinctPicture,
  houseFormIds,
  houseForSale,
  type TestUser,
} from '../../test/listing-fixtures';
import { multipart, startTestApp, type TestApp } from '../../test/test-app';
import { runAdminCommand } from './cli';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let houseForm: Awaited<ReturnType<typeof houseFormIds>>;
const admin = seedAccounts.admin.email;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createTestUser(t, { packageName: 'Professional' });
  other = await createTestUser(t, { packageName: 'Professional', verified: true });
  houseForm = await houseFormIds(t.db);
});
afterAll(() => t.close());

const run = async (...args: string[]) => {
  const printed: string[] = [];
  await runAdminCommand(args, t.app.deps, (text) => printed.push(text));
  return printed.join('\n');
};

async function post(user: TestUser, fields: Record<string, unknown>) {
  const reply = await t.post(
    '/api/post_property',
    multipart({ ...houseForSale(houseForm, 'House'), ...fields } as never),
    user.token,
  );
  expect(reply.body).toMatchObject({ error: false });
  return reply.body.data as { id: number; title_image: string };
}

/** An original by `owner` and its copy by `other` 40 m north (the same photo re-encoded); the suspicion's id. */
async function duplicatePair(n: number, options: { autoApprove: boolean }) {
  const photo = await distinctPicture(200 + n);
  const latitude = 51.3 + n * 0.01;
  const original = await post(owner, {
    title: `Original ${n}`,
    latitude: latitude.toFixed(6),
    longitude: '-0.2',
    title_image: { filename: 'a.jpg', content: photo, type: 'image/jpeg' },
  });
  await t.db.query(
    `insert into settings (key, value) values ('auto_approve_verified_users', $1)
                    on conflict (key) do update set value = excluded.value`,
    [JSON.stringify(options.autoApprove ? '1' : '0')],
  );
  const copy = await post(other, {
    title: `Copy ${n}`,
    latitude: (latitude + 40 / 111_320).toFixed(6),
    longitude: '-0.2',
    title_image: {
      filename: 'b.jpg',
      content: await sharp(photo).resize(500).jpeg({ quality: 60 }).toBuffer(),
      type: 'image/jpeg',
    },
  });
  await t.db.query(`update settings set value = '"0"' where key = 'auto_approve_verified_users'`);
  const [suspicion] = await t.db.query<{ id: number }>('select id from duplicate_suspicions where property_id = $1', [
    copy.id,
  ]);
  return { id: suspicion!.id, original, copy };
}

const suspicionRow = async (id: number) =>
  (
    await t.db.query<{ state: string; email: string | null; decided_at: Date | null; reason: string }>(
      `select d.state, u.email, d.decided_at, d.reason from duplicate_suspicions d left join users u on u.id = d.decided_by where d.id = $1`,
      [id],
    )
  )[0]!;
const statusOf = async (id: number) =>
  (await t.db.query<{ request_status: string }>('select request_status from properties where id = $1', [id]))[0]!
    .request_status;

describe('pnpm admin duplicates:*', () => {
  it('lists open suspicions with both listings side by side and the evidence', async () => {
    const { id, original, copy } = await duplicatePair(1, { autoApprove: true });
    const listed = await run('duplicates:list');
    const lines = listed.split('\n');
    const start = lines.findIndex((line) => line.startsWith(`#${id} `));
    expect(start).toBeGreaterThanOrEqual(0);
    expect(lines[start]).toMatch(/\[open, holding the listing\] the same photo, 40 m away, same price and size$/);
    const block = lines.slice(start, start + 20).join('\n');
    const cells = (label: string) =>
      lines
        .slice(start)
        .find((line) => line.trimStart().startsWith(`${label} `))!
        .split('|')
        .map((cell) => cell.trim());
    expect(cells('id')).toEqual(['id', `#${copy.id}`, `#${original.id}`]);
    expect(cells('title')).toEqual(['title', 'Copy 1', 'Original 1']);
    expect(cells('owner')).toEqual(['owner', `#${other.id} ${other.email}`, `#${owner.id} ${owner.email}`]);
    expect(cells('price')).toEqual(['price', '450,000', '450,000']);
    expect(cells('size')).toEqual(['size', '180 m²', '180 m²']);
    expect(cells('type')).toEqual(['type', 'House, sell', 'House, sell']);
    expect(cells('status')).toEqual(['status', 'pending, active', 'pending, active']);
    expect(cells('city')).toEqual(['city', 'London', 'London']);
    expect(cells('pictures')[2]).toBe(original.title_image);
    expect(block).toMatch(
      /evidence: 1 picture matched, \d+ of 64 bits apart; 40 m apart; price 0%; size 0%; other owners \(rule: pictures\)/,
    );
    expect(listed).toMatch(/\d+ of \d+ open duplicate suspicions$/);
  });

  it('dismisses with who and when, once; a listing held only by the check is released', async () => {
    const { id, copy } = await duplicatePair(2, { autoApprove: true });
    expect(await statusOf(copy.id)).toBe('pending');
    await expect(run('duplicates:dismiss', String(id))).rejects.toThrow('--admin');
    await expect(run('duplicates:dismiss', String(id), '--admin', owner.email)).rejects.toThrow(
      `${owner.email} is not an admin.`,
    );
    expect(await suspicionRow(id)).toMatchObject({ state: 'open', email: null, decided_at: null });

    expect(await run('duplicates:dismiss', String(id), '--admin', admin.toUpperCase())).toBe(
      `Suspicion #${id} dismissed: listing #${copy.id} is approved and shown.`,
    );
    const row = await suspicionRow(id);
    expect(row).toMatchObject({ state: 'dismissed', email: admin });
    expect(Date.now() - row.decided_at!.getTime()).toBeLessThan(60_000);
    expect(await statusOf(copy.id)).toBe('approved');
    await expect(run('duplicates:confirm', String(id), '--admin', admin)).rejects.toThrow(
      `Suspicion #${id} was already dismissed by ${admin} on `,
    );
    await expect(run('duplicates:dismiss', '999999', '--admin', admin)).rejects.toThrow(
      'no duplicate suspicion #999999',
    );
    expect(await run('duplicates:list')).not.toMatch(new RegExp(`^#${id} `, 'm'));
    expect(await run('duplicates:list', '--all')).toMatch(
      new RegExp(`^#${id} .*\\[dismissed by ${admin} on \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\]`, 'm'),
    );
  });

  it('leaves a listing that was waiting anyway pending when dismissed', async () => {
    const { id, copy } = await duplicatePair(3, { autoApprove: false });
    expect(await run('duplicates:dismiss', String(id), '--admin', admin)).toBe(
      `Suspicion #${id} dismissed: listing #${copy.id} is pending, as before the check.`,
    );
    expect(await statusOf(copy.id)).toBe('pending');
  });

  it('confirms: the duplicate is rejected and its owner told the reason', async () => {
    const { id, original, copy } = await duplicatePair(4, { autoApprove: true });
    await expect(run('duplicates:confirm', String(id), '--admin', other.email)).rejects.toThrow('is not an admin');
    expect(await run('duplicates:confirm', String(id), '--admin', admin, '--reason', 'Posted twice.')).toBe(
      `Suspicion #${id} confirmed: listing #${copy.id} duplicates #${original.id} and is rejected (its owner was told why).`,
    );
    expect(await statusOf(copy.id)).toBe('rejected');
    expect(await statusOf(original.id)).toBe('pending');
    expect(await suspicionRow(id)).toMatchObject({ state: 'confirmed', email: admin, reason: 'Posted twice.' });
    const [notice] = await t.db.query<{ message: string }>(
      `select message from notifications where user_id = $1 and property_id = $2 and type = 'property_rejected'`,
      [other.id, copy.id],
    );
    expect(notice!.message).toBe('"Copy 4" was not approved. Reason: Posted twice.');
    await expect(run('duplicates:dismiss', String(id), '--admin', admin)).rejects.toThrow(
      `Suspicion #${id} was already confirmed by ${admin} on `,
    );
  });

  it('gives a confirmation without a reason one naming the original', async () => {
    const { id, original } = await duplicatePair(5, { autoApprove: false });
    await run('duplicates:confirm', String(id), '--admin', admin);
    expect((await suspicionRow(id)).reason).toBe(`It duplicates "Original 5" (listing #${original.id}).`);
  });
});
