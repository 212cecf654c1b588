import { createTestDb, type TestDb } from '../../../test/test-db';
import { migrate } from '../migrate';
import { findSuspects } from '../../modules/duplicates/detection';
import { isDatabaseEmpty, resetDatabase, seedDemoData } from './index';

const now = new Date('2025-06-01T12:00:00Z');
const snapshot = (t: TestDb, limit: number) =>
  t.db.query(
    `select p.id, p.slug_id, p.title, p.description, p.price, p.property_type, p.city, p.latitude, p.longitude,
            p.total_view, p.total_likes, p.status, p.request_status,
            (select string_agg(pp.value, '|' order by pp.parameter_id) from property_parameters pp where pp.property_id = p.id) as parameters,
            (select string_agg(pi.image, '|' order by pi.sequence) from property_images pi where pi.property_id = p.id) as images
       from properties p where p.id <= $1 order by p.id`,
    [limit],
  );

let small: TestDb;
let large: TestDb;
beforeAll(async () => {
  small = await createTestDb();
  large = await createTestDb();
  await migrate(small.db);
  await migrate(large.db);
});
afterAll(async () => {
  await small.dispose();
  await large.dispose();
});

describe('demo data', () => {
  it('is the same on every run, and listing #n does not depend on how many are generated (but for its posting time)', async () => {
    expect(await isDatabaseEmpty(small.db)).toBe(true);
    await seedDemoData(small.db, { properties: 40, projects: 4, agents: 5, members: 2, now });
    await seedDemoData(large.db, { properties: 90, projects: 4, agents: 5, members: 2, now });
    expect(await isDatabaseEmpty(small.db)).toBe(false);
    const first = await snapshot(small, 40);
    expect(first).toHaveLength(40);
    expect(await snapshot(large, 40)).toEqual(first);
  });

  it('posts listings in id order over 400 days, as a live site numbers them', async () => {
    const [spread] = await large.db.query<{ ordered: boolean; days: number }>(
      `select bool_and(created_at <= next) as ordered, extract(day from max(created_at) - min(created_at))::int as days
         from (select created_at, lead(created_at) over (order by id) as next from properties) p
        where next is not null`,
    );
    expect(spread).toEqual({ ordered: true, days: expect.any(Number) });
    expect(spread!.days).toBeGreaterThan(300);
  });

  it('spreads listings around their city, in several categories, for sale and for rent', async () => {
    const rows = await large.db.query<{ categories: number; types: string[]; far: number; cities: number }>(
      `select count(distinct category_id)::int as categories, array_agg(distinct property_type order by property_type) as types,
              count(*) filter (where abs(p.latitude - c.latitude) > 0.1)::int as far, count(distinct p.city)::int as cities
         from properties p join cities c on c.name = p.city`,
    );
    expect(rows[0]!.categories).toBeGreaterThanOrEqual(6);
    expect(rows[0]!.types).toEqual(expect.arrayContaining(['rent', 'sell']));
    expect(rows[0]!.far).toBe(0);
    expect(rows[0]!.cities).toBeGreaterThan(20);
  });

  it('seeds packages with the feature keys of the spec, and report reasons', async () => {
    const features = await large.db.query<{ key: string }>('select key from features order by id');
    expect(features.map((feature) => feature.key)).toEqual([
      'property_list',
      'property_feature',
      'project_list',
      'project_feature',
      'mortgage_calculator_detail',
      'premium_properties',
      'project_access',
    ]);
    const [packages] = await large.db.query<{ n: number }>('select count(*)::int as n from packages');
    expect(packages!.n).toBeGreaterThanOrEqual(3);
    const [reasons] = await large.db.query<{ n: number }>('select count(*)::int as n from report_reasons');
    expect(reasons!.n).toBeGreaterThan(0);
  });

  it("loads many listings in bulk and leaves the counts, the map cells, the cards' children, the indexes and the triggers as a posting would", async () => {
    const bulk = await createTestDb();
    try {
      await migrate(bulk.db);
      const schema = () =>
        bulk.db.query(`select tablename, indexname from pg_indexes where schemaname = current_schema() order by 1, 2`);
      const triggers = () =>
        bulk.db.query(
          `select c.relname, t.tgname, t.tgenabled from pg_trigger t
             join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
            where not t.tgisinternal and n.nspname = current_schema() order by 1, 2`,
        );
      const [indexes, enabled] = [await schema(), await triggers()];
      // From 20,000 listings the seed loads with indexes and the derived tables' triggers off.
      await seedDemoData(bulk.db, { properties: 20_000, projects: 1, agents: 3, members: 1, now });
      expect(await schema()).toEqual(indexes);
      expect(await triggers()).toEqual(enabled);
      const [counts] = await bulk.db.query<Record<string, number>>(
        `select (select count(*) from properties where status = 1 and request_status = 'approved')::int as public,
                (select count(*) from properties)::int as listings,
                (select count(*) from property_search)::int as searchable,
                (select sum(listings) from listing_counts
                  where category_id is null and property_type is null and city is null)::int as counted,
                (select sum(listings) from map_cells where level = 6 and category_id = 0)::int as mapped_wide,
                (select sum(listings) from map_cells where level = 14 and category_id = 0)::int as mapped_fine,
                (select count(*) from property_children)::int as children`,
      );
      expect(counts).toEqual({
        public: counts!.public,
        listings: 20_000,
        searchable: 20_000,
        counted: counts!.public,
        mapped_wide: counts!.public,
        mapped_fine: counts!.public,
        children: 20_000,
      });
      // The children rows the seed wrote are those the database builds from the child tables.
      const differing = await bulk.db.query(
        `select c.property_id from property_children c, lateral property_children_built(c.property_id) built
          where c.gallery::jsonb <> built.gallery::jsonb or c.documents::jsonb <> built.documents::jsonb
             or c.facilities::jsonb <> built.facilities::jsonb or c.parameters::jsonb <> built.parameters::jsonb`,
      );
      expect(differing).toEqual([]);
      // The tables number their next rows after the seed's.
      const [image] = await bulk.db.query<{ id: number }>(
        `insert into property_images (property_id, image) values (1, 'next.jpg') returning id`,
      );
      const [last] = await bulk.db.query<{ id: number }>(
        `select max(id)::int as id from property_images where image <> 'next.jpg'`,
      );
      expect(image!.id).toBe(last!.id + 1);
    } finally {
      await bulk.dispose();
    }
  }, 120_000);

  it('plants duplicates the duplicate check finds and near misses it leaves alone, every picture hashed', async () => {
    const [hashed] = await large.db.query<{ unhashed: number; unknown: number }>(
      `select (select count(*) from properties p
                where not exists (select 1 from property_picture_hashes h where h.property_id = p.id and h.image = p.title_image))::int as unhashed,
              (select count(*) from property_picture_hashes h
                where not exists (select 1 from picture_hashes d where d.hash = h.hash))::int as unknown`,
    );
    expect(hashed).toEqual({ unhashed: 0, unknown: 0 });
    // Groups at listings #26-28 and #76-78 (ids): the original, its duplicate, a near miss.
    const flagged: Record<number, number[]> = {};
    for (let id = 1; id <= 90; id++) {
      const suspects = await findSuspects(large.db, id);
      if (suspects.length) flagged[id] = suspects.map((suspect) => suspect.original_id);
    }
    expect(flagged).toEqual({ 26: [27], 27: [26], 76: [77], 77: [76] });
    const [duplicate] = await findSuspects(large.db, 27);
    expect(duplicate!.evidence).toMatchObject({ rule: 'pictures', size_difference_percent: 0 });
    expect(duplicate!.evidence.metres).toBeGreaterThanOrEqual(19);
    expect(duplicate!.evidence.metres).toBeLessThanOrEqual(61);
    expect(Math.abs(duplicate!.evidence.price_difference_percent)).toBeLessThanOrEqual(3.1);
  });

  it('can be reset and seeded again, and new rows get fresh ids', async () => {
    await resetDatabase(small.db);
    expect(await isDatabaseEmpty(small.db)).toBe(true);
    await seedDemoData(small.db, { properties: 10, projects: 1, agents: 2, members: 1, now });
    const [created] = await small.db.query<{ id: number }>(
      `insert into users (slug_id, name) values ('newcomer', 'Newcomer') returning id`,
    );
    const [max] = await small.db.query<{ n: number }>(
      `select max(id)::int as n from users where slug_id <> 'newcomer'`,
    );
    expect(created!.id).toBe(max!.n + 1);
  });
});
