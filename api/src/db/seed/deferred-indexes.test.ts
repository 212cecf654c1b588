import { createTestDb, type TestDb } from '../../../test/test-db';
import { buildIndexesConcurrently, buildPhases, dropIndexes, inTurns } from './deferred-indexes';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await t.db.exec(`
    create table owners (id integer primary key, name text unique);
    create table items (id integer primary key, owner_id integer references owners, words text);
    create index items_words_idx on items using gin (to_tsvector('simple', words));
    create index items_owner_idx on items (owner_id, id);
  `);
});
afterAll(() => t.dispose());

const schema = () =>
  t.db.query(
    `select conrelid::regclass::text as relation, conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint where contype in ('p', 'u', 'f') and conrelid in ('owners'::regclass, 'items'::regclass)
     union all
     select tablename, indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename in ('owners', 'items')
     order by 1, 2, 3`,
  );

describe('indexes dropped for a bulk load', () => {
  it('are built again as they were, GIN indexes first, foreign keys after the keys they need', async () => {
    const before = await schema();
    const dropped = await dropIndexes(t.db, ['owners', 'items']);
    expect(await schema()).toEqual([]);
    const [keysAndIndexes, foreignKeys] = buildPhases(dropped).map((phase) => phase.map((step) => step.name));
    expect(keysAndIndexes).toEqual([
      'items_words_idx',
      'owners_pkey',
      'owners_name_key',
      'items_pkey',
      'items_owner_idx',
    ]);
    expect(foreignKeys).toEqual(['items_owner_id_fkey']);

    await t.db.exec(`insert into owners values (1, 'Ann'), (2, 'Bo');
                     insert into items select n, 1 + n % 2, 'word ' || n from generate_series(1, 500) n`);
    const built: string[] = [];
    await buildIndexesConcurrently(t.db, dropped, {
      connections: 2,
      onProgress: (step) => built.push(step.split(' ')[0]!),
    });
    expect(await schema()).toEqual(before);
    expect(built.sort()).toEqual([...keysAndIndexes!, ...foreignKeys!].sort());
  });

  it('fail on a key the load broke, building nothing of the phases after it', async () => {
    const dropped = await dropIndexes(t.db, ['owners', 'items']);
    await t.db.exec(`insert into owners values (3, 'Ann')`);
    await expect(buildIndexesConcurrently(t.db, dropped, { connections: 2 })).rejects.toThrow(/owners_name_key/);
    const [left] = await t.db.query<{ foreign_keys: number }>(
      `select count(*)::int as foreign_keys from pg_constraint where contype = 'f' and conrelid = 'items'::regclass`,
    );
    expect(left).toEqual({ foreign_keys: 0 });
  });
});

describe('inTurns', () => {
  it('runs at most `workers` items at a time, every item once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inTurns([1, 2, 3, 4, 5], 2, async (item) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push(item);
      running--;
    });
    expect(most).toBe(2);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts nothing after a failure, and throws the first error once the items under way end', async () => {
    const started: number[] = [];
    let slowEnded = false;
    const run = inTurns([1, 2, 3, 4], 2, async (item) => {
      started.push(item);
      if (item === 1) throw new Error('first');
      await new Promise((resolve) => setTimeout(resolve, 20));
      slowEnded = true;
      throw new Error('second');
    });
    await expect(run).rejects.toThrow('first');
    expect(slowEnded).toBe(true);
    expect(started).toEqual([1, 2]);
  });
});
