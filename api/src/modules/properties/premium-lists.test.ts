import type { Property } from '@domus/shared/contract';
import { seedAccounts } from '../../db/seed/accounts';
import { createTestUser, type TestUser } from '../../../test/listing-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';

/*
 * A premium listing opens whole only for its owner, admins and members whose package includes
 * premium_properties (get_property?id= answers anyone else 401 or 403). Every list must keep
 * the same back: anyone else gets the listing's card, never its page.
 */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let subscriber: TestUser;
let admin: string;
let premium: { id: number; slug_id: string; city: string; category_id: number; latitude: number; longitude: number };
let ownerSlug: string;

type ReaderName = 'a visitor' | 'a member without the feature' | 'a member with it' | 'its owner' | 'an admin';
interface Reader {
  token?: string;
  id?: number;
  /** May open the pages of other members' premium listings (get_property?id=). */
  opensOthers: boolean;
}
let readers: Record<ReaderName, Reader>;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createTestUser(t);
  member = await createTestUser(t, { packageName: 'Starter' });
  subscriber = await createTestUser(t, { packageName: 'Professional' });
  admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  // A public premium listing with a description, a gallery, documents and parameters, now the owner's.
  [premium] = await t.db.query<typeof premium>(
    `update properties p set user_id = $1
      where p.id = (
        select q.id from properties q join property_children c on c.property_id = q.id
         where q.is_premium and q.status = 1 and q.request_status = 'approved' and q.description <> ''
           and jsonb_array_length(c.gallery::jsonb) > 0 and jsonb_array_length(c.parameters::jsonb) > 0
         order by q.id limit 1)
      returning p.id, p.slug_id, p.city, p.category_id, p.latitude, p.longitude`,
    [owner.id],
  );
  expect(premium).toBeDefined();
  await t.db.query(
    `update properties set address = '7 Hidden Lane', video_link = 'https://video.example/x' where id = $1`,
    [premium.id],
  );
  [{ slug_id: ownerSlug }] = (await t.db.query<{ slug_id: string }>('select slug_id from users where id = $1', [
    owner.id,
  ])) as [{ slug_id: string }];
  readers = {
    'a visitor': { opensOthers: false },
    'a member without the feature': { token: member.token, id: member.id, opensOthers: false },
    'a member with it': { token: subscriber.token, id: subscriber.id, opensOthers: true },
    // Without a package: their own listing only.
    'its owner': { token: owner.token, id: owner.id, opensOthers: false },
    'an admin': { token: admin, opensOthers: true },
  };
  for (const reader of [member, subscriber, owner]) {
    expect((await t.post('/api/add_favourite', { property_id: premium.id, type: 1 }, reader.token)).status).toBe(200);
  }
});
afterAll(() => t.close());

/** Every property object of a reply, wherever it is nested. */
function propertiesIn(value: unknown, found: Property[] = []): Property[] {
  if (Array.isArray(value)) value.forEach((item) => propertiesIn(item, found));
  else if (value && typeof value === 'object') {
    if ('is_premium' in value && 'gallery' in value && 'description' in value) found.push(value as Property);
    Object.values(value).forEach((item) => propertiesIn(item, found));
  }
  return found;
}

/** What a card of a premium listing shows a reader who may not open it: no more than the card. */
function expectTeaser(property: Property) {
  expect(property).toMatchObject({
    description: '',
    translated_description: '',
    gallery: [],
    documents: [],
    three_d_image: '',
    video_link: '',
    address: '',
    client_address: '',
    meta_title: '',
    meta_description: '',
    meta_keywords: '',
    parameters: [],
    assign_facilities: [],
    customer_name: '',
    customer_slug_id: '',
    profile: '',
    email: '',
    mobile: '',
  });
  // Near enough for a pin on a map of the town, not the house.
  expect(Math.abs(property.latitude * 100 - Math.round(property.latitude * 100))).toBeLessThan(1e-9);
  expect(Math.abs(property.longitude * 100 - Math.round(property.longitude * 100))).toBeLessThan(1e-9);
  expect(property.title).not.toBe('');
  expect(property.title_image).not.toBe('');
  expect(property.price).toBeGreaterThan(0);
}

const lists = () => [
  { call: `get_property?city=${encodeURIComponent(premium.city)}&limit=100`, holdsIt: true },
  { call: `get-property-list?city=${encodeURIComponent(premium.city)}&limit=100&sort=price_desc`, holdsIt: true },
  { call: `get_property?search=${encodeURIComponent(premium.city)}&limit=100`, holdsIt: true },
  { call: `get_nearby_properties?city=${encodeURIComponent(premium.city)}&limit=100`, holdsIt: true },
  { call: `agent-properties?slug_id=${ownerSlug}`, holdsIt: true },
  { call: 'homepage/property-sections', holdsIt: false },
  { call: 'homepage-data', holdsIt: false },
  { call: 'homepage/other-sections', holdsIt: false },
  {
    call: `homepage/properties-on-map?latitude=${premium.latitude}&longitude=${premium.longitude}&radius=5`,
    holdsIt: true,
  },
  { call: 'ad-banners', holdsIt: false },
];

const readerNames: ReaderName[] = [
  'a visitor',
  'a member without the feature',
  'a member with it',
  'its owner',
  'an admin',
];

describe.each(readerNames)('for %s', (name) => {
  const reader = () => readers[name];
  const opensOurs = () => reader().opensOthers || reader().id === owner.id;

  it('every list shows a premium listing whole only if the reader may open its page', async () => {
    const calls = [...lists()];
    if (reader().token) {
      calls.push({ call: 'get_favourite_property?limit=100', holdsIt: reader().id !== undefined });
      calls.push({ call: 'get_user_recommendation?limit=100', holdsIt: false });
    }
    const similarTo = (
      await t.db.query<{ id: number }>(
        `select id from properties where category_id = $1 and not is_premium and status = 1
            and request_status = 'approved' order by id limit 1`,
        [premium.category_id],
      )
    )[0]!;
    calls.push({ call: `get_property?get_simiilar=1&id=${similarTo.id}&limit=100`, holdsIt: true });
    calls.push({ call: `get_property?id=${similarTo.id}`, holdsIt: false });

    let premiumSeen = 0;
    for (const { call, holdsIt } of calls) {
      const reply = await t.get(`/api/${call}`, reader().token);
      expect([call, reply.status]).toEqual([call, 200]);
      const properties = propertiesIn(reply.body);
      const ours = properties.filter((property) => property.id === premium.id);
      if (holdsIt) expect({ call, found: ours.length > 0 }).toEqual({ call, found: true });
      for (const property of properties.filter((listed) => listed.is_premium)) {
        premiumSeen += 1;
        const opens = reader().opensOthers || property.customer_id === reader().id;
        if (opens) expect(property.gallery.length + property.parameters.length).toBeGreaterThan(0);
        else expectTeaser(property);
      }
      for (const property of ours) {
        if (opensOurs()) {
          expect(property).toMatchObject({ address: '7 Hidden Lane', video_link: 'https://video.example/x' });
          expect(property.description).not.toBe('');
        }
      }
      // Listings that are not premium are not touched.
      for (const property of properties.filter((listed) => !listed.is_premium)) {
        expect(property.description).not.toBe('');
      }
    }
    expect(premiumSeen).toBeGreaterThan(0);
  });

  it('puts a premium pin on the map near its place, not on it, unless the reader may open it', async () => {
    const box = (delta: number) =>
      `min_lat=${premium.latitude - delta}&max_lat=${premium.latitude + delta}` +
      `&min_lng=${premium.longitude - delta}&max_lng=${premium.longitude + delta}`;
    const reply = await t.get(`/api/get-map-clusters?${box(0.002)}&zoom=18`, reader().token);
    expect(reply.status).toBe(200);
    const pin = reply.body.data.properties.find((listed: { id: number }) => listed.id === premium.id);
    expect(pin).toBeDefined();
    if (opensOurs()) {
      expect([pin.latitude, pin.longitude]).toEqual([premium.latitude, premium.longitude]);
    } else {
      expect([pin.latitude, pin.longitude]).toEqual([
        Math.round(premium.latitude * 100) / 100,
        Math.round(premium.longitude * 100) / 100,
      ]);
      expect(pin.title).not.toBe('');
    }
  });

  it('keeps its virtual tour to those who may open its page, as get_property does', async () => {
    const detail = await t.get(`/api/get_property?id=${premium.id}`, reader().token);
    const tour = await t.get(`/api/draft-tours/get?property_id=${premium.id}`, reader().token);
    expect(tour.status).toBe(detail.status);
    if (!opensOurs()) expect(tour.body.message).toBe(detail.body.message);
  });
});
