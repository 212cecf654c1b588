import fc from 'fast-check';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { Queryable } from '../../db/db';

/*
 * owner_listing_counts and place_listing_counts (migration 048), kept by triggers, hold what
 * counting the public listings and projects afresh gives, whatever is posted, edited, hidden,
 * moved to another owner or place, or deleted.
 */

let t: TestApp;
let owners: number[];
let places: { city: string; country: string }[];
beforeAll(async () => {
  t = await startTestApp();
  owners = (await t.db.query<{ id: number }>('select id from users order by id limit 4')).map((row) => row.id);
  places = await t.db.query<{ city: string; country: string }>(
    'select distinct city, country from properties order by city, country limit 4',
  );
});
afterAll(() => t.close());

const published = `status = 1 and request_status = 'approved'`;

/** The kept rows and the same counted from the listings, each sorted the same way. */
async function keptAndCounted(db: Queryable) {
  const kept = await db.query('select user_id, properties, projects from owner_listing_counts order by user_id');
  const counted = await db.query(
    `select user_id, sum(properties)::int as properties, sum(projects)::int as projects from (
       select user_id, 1 as properties, 0 as projects from properties where ${published}
       union all select user_id, 0, 1 from projects where ${published}) listing
     group by user_id order by user_id`,
  );
  const keptPlaces = await db.query('select city, country, listings from place_listing_counts order by city, country');
  const countedPlaces = await db.query(
    `select lower(city) as city, lower(country) as country, count(*)::int as listings from properties
      where ${published} group by 1, 2 order by 1, 2`,
  );
  return { kept: { owners: kept, places: keptPlaces }, counted: { owners: counted, places: countedPlaces } };
}

/** A copy of listing or project `id` of `table`; returns the copy's id. */
async function copyOf(db: Queryable, table: 'properties' | 'projects', id: number) {
  const columns =
    table === 'properties'
      ? `user_id, category_id, title, description, price, property_type, address, city, state, country,
         latitude, longitude, status, request_status`
      : `user_id, category_id, title, description, location, city, state, country, latitude, longitude,
         type, status, request_status`;
  const [copy] = await db.query<{ id: number }>(
    `insert into ${table} (slug_id, ${columns}) select 'kept-' || gen_random_uuid(), ${columns}
       from ${table} where id = $1 returning id`,
    [id],
  );
  return copy!.id;
}

const change = () =>
  fc.oneof(
    fc.record({ kind: fc.constant('owner' as const), value: fc.nat(3) }),
    fc.record({ kind: fc.constant('place' as const), value: fc.nat(3) }),
    fc.record({ kind: fc.constant('city case' as const), value: fc.constant(0) }),
    fc.record({ kind: fc.constant('status' as const), value: fc.constantFrom(0, 1) }),
    fc.record({ kind: fc.constant('review' as const), value: fc.constantFrom('approved', 'pending', 'rejected') }),
    fc.record({ kind: fc.constant('copy' as const), value: fc.constant(0) }),
    fc.record({ kind: fc.constant('delete' as const), value: fc.constant(0) }),
  );

it('hold the public listings and projects per owner and per place through any changes', async () => {
  const [property] = await t.db.query<{ id: number }>('select id from properties order by id limit 1');
  const [project] = await t.db.query<{ id: number }>('select id from projects order by id limit 1');
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('properties' as const, 'projects' as const),
      fc.array(change(), { maxLength: 6 }),
      async (table, changes) => {
        await t.db
          .transaction(async (tx) => {
            let id = await copyOf(tx, table, table === 'properties' ? property!.id : project!.id);
            for (const { kind, value } of changes) {
              if (kind === 'owner')
                await tx.query(`update ${table} set user_id = $2 where id = $1`, [id, owners[value]]);
              if (kind === 'place') {
                const place = places[value % places.length]!;
                await tx.query(`update ${table} set city = $2, country = $3 where id = $1`, [
                  id,
                  place.city,
                  place.country,
                ]);
              }
              if (kind === 'city case') await tx.query(`update ${table} set city = upper(city) where id = $1`, [id]);
              if (kind === 'status') await tx.query(`update ${table} set status = $2 where id = $1`, [id, value]);
              if (kind === 'review')
                await tx.query(`update ${table} set request_status = $2 where id = $1`, [id, value]);
              if (kind === 'copy') id = await copyOf(tx, table, id);
              if (kind === 'delete') {
                await tx.query(`delete from ${table} where id = $1`, [id]);
                id = await copyOf(tx, table, table === 'properties' ? property!.id : project!.id);
              }
            }
            const { kept, counted } = await keptAndCounted(tx);
            expect(kept).toEqual(counted);
            throw new RollBack();
          })
          .catch((error: unknown) => {
            if (!(error instanceof RollBack)) throw error;
          });
      },
    ),
    { numRuns: 40 },
  );
});

it('are counted afresh by public_listing_counts_refill, as after a bulk load', async () => {
  await t.db
    .transaction(async (tx) => {
      await tx.query('delete from owner_listing_counts');
      await tx.query('delete from place_listing_counts');
      await tx.query('select public_listing_counts_refill()');
      const { kept, counted } = await keptAndCounted(tx);
      expect(kept.owners.length).toBeGreaterThan(0);
      expect(kept).toEqual(counted);
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
});

/** Thrown to undo a test's changes. */
class RollBack extends Error {}
