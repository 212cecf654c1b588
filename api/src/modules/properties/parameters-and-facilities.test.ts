import type { Property } from '@domus/shared/contract';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ParametersAndFacilitiesCache } from './parameters-and-facilities';

let t: TestApp;
let listing: { id: number; category_id: number };
beforeAll(async () => {
  t = await startTestApp();
  [listing] = (await t.db.query<{ id: number; category_id: number }>(
    `select p.id, p.category_id from properties p
      where p.status = 1 and p.request_status = 'approved'
        and (select count(*) from property_parameters pp where pp.property_id = p.id) >= 3
        and exists (select 1 from property_facilities pf where pf.property_id = p.id)
      order by p.id limit 1`,
  )) as [{ id: number; category_id: number }];
});
afterAll(() => t.close());

const card = async () => {
  const reply = await t.get(`/api/get_property?id=${listing.id}`);
  expect(reply.status).toBe(200);
  return (reply.body as { data: Property[] }).data[0]!;
};

/** The card's parameters and facilities as the tables say they are now (joined here, not by the API). */
async function expected() {
  const parameters = await t.db.query<{ id: number; name: string; value: string }>(
    `select pr.id, pr.name, pp.value from property_parameters pp
       join parameters pr on pr.id = pp.parameter_id
       left join category_parameters cp on cp.category_id = $2 and cp.parameter_id = pr.id
      where pp.property_id = $1 order by cp.sequence nulls last, pr.id`,
    [listing.id, listing.category_id],
  );
  const facilities = await t.db.query<{ facility_id: number; name: string }>(
    `select pf.facility_id, f.name from property_facilities pf join facilities f on f.id = pf.facility_id
      where pf.property_id = $1 order by pf.distance, pf.id`,
    [listing.id],
  );
  return { parameters, facilities };
}
const shown = (property: Property) => ({
  parameters: property.parameters.map(({ id, name, value }) => ({ id, name, value })),
  facilities: property.assign_facilities.map(({ facility_id, name }) => ({ facility_id, name })),
});

describe('the parameters and facilities that listing cards name', () => {
  it('shows the parameters in the category order and the facilities nearest first, with their names', async () => {
    expect(shown(await card())).toEqual(await expected());
  });

  it('shows a renamed parameter or facility and a new category order on the next page, in every process', async () => {
    const elsewhere = new ParametersAndFacilitiesCache(t.db);
    const before = await elsewhere.atLeast(0);
    const [first, second] = (await card()).parameters;
    await t.db.query(`update parameters set name = name || ' (renamed)' where id = $1`, [first!.id]);
    await t.db.query(
      `update facilities set name = name || ' (renamed)' where id = (
         select facility_id from property_facilities where property_id = $1 order by distance limit 1)`,
      [listing.id],
    );
    // The second parameter first in this category.
    await t.db.query(
      `insert into category_parameters (category_id, parameter_id, sequence) values ($1, $2, -1)
         on conflict (category_id, parameter_id) do update set sequence = -1`,
      [listing.category_id, second!.id],
    );
    const after = shown(await card());
    expect(after).toEqual(await expected());
    expect(after.parameters[0]!.id).toBe(second!.id);
    expect(after.parameters.some((parameter) => parameter.name.endsWith(' (renamed)'))).toBe(true);
    expect(after.facilities[0]!.name.endsWith(' (renamed)')).toBe(true);
    // Another process's copy is out of date too: the version it is asked for is newer.
    const [{ version }] = (await t.db.query<{ version: number }>(
      'select version::int from listing_catalogue_version',
    )) as [{ version: number }];
    expect(version).toBeGreaterThan(before.version);
    expect((await elsewhere.atLeast(version)).parameters.get(first!.id)!.name).toMatch(/ \(renamed\)$/);
  });

  it("keeps a listing's children as its rows change, and drops them with the listing", async () => {
    const children = async () =>
      (
        await t.db.query<{ gallery: unknown[]; parameters: unknown[] }>(
          'select gallery, parameters from property_children where property_id = $1',
          [listing.id],
        )
      )[0];
    const images = (await children())!.gallery.length;
    await t.db.query(`insert into property_images (property_id, image, sequence) values ($1, 'extra.jpg', 99)`, [
      listing.id,
    ]);
    expect((await card()).gallery.map((image) => image.image).at(-1)).toMatch(/extra\.jpg$/);
    await t.db.query(`delete from property_parameters where property_id = $1`, [listing.id]);
    expect((await card()).parameters).toEqual([]);
    expect((await children())!.gallery).toHaveLength(images + 1);
    await t.db.query('delete from properties where id = $1', [listing.id]);
    expect(await children()).toBeUndefined();
  });
});
