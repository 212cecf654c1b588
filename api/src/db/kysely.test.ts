import { sql } from 'kysely';
import { createTestDb, type TestDb } from '../../test/test-db';
import { kyselyOf } from './kysely';
import { migrate } from './migrate';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await migrate(t.db);
});
afterAll(() => t.dispose());

describe('kyselyOf', () => {
  it('runs typed statements through the seam, with bound values', async () => {
    const k = kyselyOf(t.db);
    const name = "O'Brien; drop table users";
    const inserted = await k
      .insertInto('users')
      .values({ slug_id: 'kysely-1', name })
      .returning(['id', 'name', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(inserted.name).toBe(name);
    expect(inserted.created_at).toBeInstanceOf(Date);
    const found = await k.selectFrom('users').select(['id', 'slug_id']).where('name', '=', name).execute();
    expect(found).toEqual([{ id: inserted.id, slug_id: 'kysely-1' }]);
    const counted = await k
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(counted.n).toBe(1);
  });

  it('runs inside the seam’s transactions, rolled back with them', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await kyselyOf(tx).insertInto('users').values({ slug_id: 'kysely-2', name: 'Gone' }).execute();
        const inside = await kyselyOf(tx).selectFrom('users').select('id').where('slug_id', '=', 'kysely-2').execute();
        expect(inside).toHaveLength(1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const after = await kyselyOf(t.db).selectFrom('users').select('id').where('slug_id', '=', 'kysely-2').execute();
    expect(after).toEqual([]);
  });

  it('refuses its own transactions: the seam owns them', async () => {
    await expect(
      kyselyOf(t.db)
        .transaction()
        .execute(async () => undefined),
    ).rejects.toThrow(/db\.transaction/);
  });

  it('reuses one builder per database or transaction', async () => {
    expect(kyselyOf(t.db)).toBe(kyselyOf(t.db));
    const { rows } = await sql<{ one: number }>`select ${1}::int as one`.execute(kyselyOf(t.db));
    expect(rows).toEqual([{ one: 1 }]);
  });
});
