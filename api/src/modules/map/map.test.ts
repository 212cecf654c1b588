import { mapMessages } from '@domus/shared/contract';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { cellDegrees } from './service';

let t: TestApp;
/** Three listings in one street, one across town, one on another continent; all public. */
let street: number[];
let acrossTown: number;
let farAway: number;

async function place(id: number, latitude: number, longitude: number) {
  await t.db.query('update properties set latitude = $2, longitude = $3 where id = $1', [id, latitude, longitude]);
}

beforeAll(async () => {
  t = await startTestApp();
  const ids = (
    await t.db.query<{ id: number }>(
      `select id from properties where status = 1 and request_status = 'approved' order by id limit 5`,
    )
  ).map((row) => row.id);
  // Every other listing goes far from the test area, so the counts below are exact.
  await t.db.query(`update properties set latitude = -60, longitude = -150 where not (id = any($1::int[]))`, [ids]);
  street = ids.slice(0, 3);
  [acrossTown, farAway] = [ids[3]!, ids[4]!];
  await place(street[0]!, 38.7101, -9.1366);
  await place(street[1]!, 38.7102, -9.1367);
  await place(street[2]!, 38.7103, -9.1365);
  await place(acrossTown, 38.76, -9.1);
  await place(farAway, 51.5, -0.12);
});
afterAll(() => t.close());

const lisbon = 'min_lat=38.6&max_lat=38.9&min_lng=-9.3&max_lng=-9.0';
const clusters = async (query: string) => t.get(`/api/get-map-clusters?${query}`);

describe('get-map-clusters', () => {
  it('groups listings close together at this zoom into a cluster with its count and box', async () => {
    const { status, body } = await clusters(`${lisbon}&zoom=12`);
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    expect(body.data.clusters).toHaveLength(1);
    expect(body.data.clusters[0]).toMatchObject({ count: 3, min_lat: 38.7101, max_lat: 38.7103 });
    expect(body.data.properties.map((pin: { id: number }) => pin.id)).toEqual([acrossTown]);
    expect(body.data.properties[0]).toMatchObject({ latitude: 38.76, longitude: -9.1 });
    expect(typeof body.data.properties[0].slug_id).toBe('string');
  });

  it('splits the cluster into pins once zoomed in far enough', async () => {
    const { body } = await clusters('min_lat=38.709&max_lat=38.711&min_lng=-9.138&max_lng=-9.135&zoom=19');
    expect(body.data.clusters).toEqual([]);
    expect(body.data.properties.map((pin: { id: number }) => pin.id).sort()).toEqual([...street].sort());
  });

  it('keeps to the box, the filters and a drawn polygon or circle', async () => {
    expect((await clusters('min_lat=51&max_lat=52&min_lng=-1&max_lng=1&zoom=10')).body.total).toBe(1);
    const [{ property_type }] = (await t.db.query<{ property_type: string }>(
      'select property_type from properties where id = $1',
      [acrossTown],
    )) as [{ property_type: string }];
    const typed = await clusters(`${lisbon}&zoom=12&property_type=${property_type}`);
    expect(typed.body.data.properties.map((pin: { id: number }) => pin.id)).toContain(acrossTown);
    // A triangle around the street only.
    const polygon = encodeURIComponent('38.705,-9.145;38.715,-9.145;38.71,-9.125');
    expect((await clusters(`${lisbon}&zoom=12&polygon=${polygon}`)).body.total).toBe(3);
    // 1 km around the street leaves the listing 6 km away out; 10 km takes it in.
    expect((await clusters(`${lisbon}&zoom=12&center_lat=38.7102&center_lng=-9.1366&radius_km=1`)).body.total).toBe(3);
    expect((await clusters(`${lisbon}&zoom=12&center_lat=38.7102&center_lng=-9.1366&radius_km=10`)).body.total).toBe(4);
  });

  it('shows only public listings', async () => {
    await t.db.query(`update properties set status = 0 where id = $1`, [acrossTown]);
    expect((await clusters(`${lisbon}&zoom=12`)).body.total).toBe(3);
    await t.db.query(`update properties set status = 1 where id = $1`, [acrossTown]);
  });

  it('holds a few hundred markers at most, whatever is in the box', async () => {
    const { body } = await clusters('min_lat=-85&max_lat=85&min_lng=-180&max_lng=180&zoom=2');
    expect(body.data.clusters.length + body.data.properties.length).toBeLessThanOrEqual(300);
    expect(cellDegrees(0)).toBe(90);
    // A whole-world box asked at street zoom still comes back as a bounded grid.
    const greedy = await clusters('min_lat=-85&max_lat=85&min_lng=-180&max_lng=180&zoom=18');
    expect(greedy.body.data.clusters.length + greedy.body.data.properties.length).toBeLessThanOrEqual(1000);
    expect(greedy.body.total).toBe(
      (await clusters('min_lat=-85&max_lat=85&min_lng=-180&max_lng=180&zoom=2')).body.total,
    );
  });

  it('counts a wide view from the kept cells as the listings themselves count it, and follows moves', async () => {
    const world = 'min_lat=-85&max_lat=85&min_lng=-180&max_lng=180';
    // min_price=0 matches every listing but is not a kept filter: the same view grouped on the listings.
    const kept = async (query: string) => (await clusters(`${world}&zoom=3${query}`)).body;
    const counted = async (query: string) => (await clusters(`${world}&zoom=3&min_price=0${query}`)).body;
    const byCount = (body: { data: { clusters: { count: number }[] } }) =>
      body.data.clusters.map((cluster) => cluster.count).sort((a, b) => a - b);
    const [property_type] = (await t.db.query<{ property_type: string }>(
      'select property_type from properties where id = $1',
      [acrossTown],
    )) as [{ property_type: string }];
    for (const query of ['', `&property_type=${property_type.property_type}`]) {
      expect((await kept(query)).total).toBe((await counted(query)).total);
      expect(byCount(await kept(query))).toEqual(byCount(await counted(query)));
    }
    const europe = 'min_lat=30&max_lat=60&min_lng=-20&max_lng=20&zoom=6';
    expect((await clusters(europe)).body.total).toBe(5);
    await place(farAway, 10, 100);
    expect((await clusters(europe)).body.total).toBe(4);
    await t.db.query(`update properties set request_status = 'pending' where id = $1`, [acrossTown]);
    expect((await clusters(europe)).body.total).toBe(3);
    await t.db.query(`update properties set request_status = 'approved' where id = $1`, [acrossTown]);
    await place(farAway, 51.5, -0.12);
    expect((await clusters(europe)).body.total).toBe(5);
    await t.db.query(`delete from properties where id = $1`, [acrossTown]);
    expect((await clusters(europe)).body.total).toBe(4);
  });

  it('refills the kept cells from the listings as the triggers keep them (a bulk load)', async () => {
    const cells = () =>
      // Sums to a millionth of a degree: added in another order, floats differ in their last bits.
      t.db.query(
        `select level, cell_y, cell_x, category_id, property_type, listings, round(latitude_sum::numeric, 6) as lat,
                round(longitude_sum::numeric, 6) as lng, min_lat, max_lat, min_lng, max_lng, first_id
           from map_cells order by level, cell_y, cell_x, category_id, property_type`,
      );
    const kept = await cells();
    expect(kept.length).toBeGreaterThan(0);
    await t.db.query('select map_cells_refill()');
    expect(await cells()).toEqual(kept);
  });

  it('refuses a missing box, a broken polygon and half a circle with their messages', async () => {
    expect((await clusters('zoom=3')).body).toMatchObject({
      error: true,
      message: expect.stringContaining(mapMessages.boxRequired),
    });
    expect((await clusters(`${lisbon}&polygon=1,2;3`)).body.message).toContain(mapMessages.polygonInvalid);
    expect((await clusters(`${lisbon}&center_lat=38.7`)).body.message).toContain(mapMessages.circleIncomplete);
    expect((await clusters('min_lat=1&max_lat=2&min_lng=10&max_lng=5')).status).toBe(400);
  });
});
