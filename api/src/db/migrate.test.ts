import { createTestDb, type TestDb } from '../../test/test-db';
import { migrate } from './migrate';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.dispose());

describe('migrate', () => {
  it('applies every migration once, in order, and records it', async () => {
    const first = await migrate(t.db);
    expect(first[0]).toBe('001_core.sql');
    expect(first).toEqual([...first].sort());
    expect(await migrate(t.db)).toEqual([]);
    const recorded = await t.db.query<{ name: string }>('select name from schema_migrations order by name');
    expect(recorded.map((row) => row.name)).toEqual(first);
  });

  it('creates the search indexes the listing queries rely on', async () => {
    const indexes = await t.db.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'properties'`,
    );
    const definition = (name: string) => indexes.find((index) => index.indexname === name)?.indexdef ?? '';
    expect(definition('properties_geo_idx')).toMatch(/USING gist \(geo\)/);
    expect(definition('properties_search_words_idx')).toMatch(/USING gin \(search_words\)/);
    for (const name of [
      'properties_city_idx',
      'properties_category_idx',
      'properties_type_idx',
      'properties_price_idx',
      'properties_created_idx',
      'properties_status_idx',
    ]) {
      expect(definition(name)).toMatch(/USING btree/);
    }
  });

  it('keeps total_likes in step with favourites', async () => {
    await t.db.exec(`
      insert into users (id, slug_id, name) values (900, 'liker-900', 'Liker');
      insert into categories (id, category, slug_id) values (900, 'Test', 'test-900');
      insert into properties (id, slug_id, user_id, category_id, title, price, property_type, latitude, longitude)
        values (900, 'p-900', 900, 900, 'Test home', 1, 'sell', 0, 0);
      insert into favourites (user_id, property_id) values (900, 900);`);
    const likes = async () =>
      (await t.db.query<{ n: number }>('select total_likes as n from properties where id = 900'))[0]!.n;
    expect(await likes()).toBe(1);
    await t.db.exec('delete from favourites where property_id = 900');
    expect(await likes()).toBe(0);
  });
});
