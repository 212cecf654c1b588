import sharp from 'sharp';
import { hashSecret } from '../src/auth/passwords';
import type { Queryable } from '../src/db/db';
import type { TestApp } from './test-app';

/** A picture of the given size (plain colour with a stripe, so encoders have something to do). */
export async function testPicture(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } } }).composite([
    {
      input: { create: { width: Math.max(1, Math.floor(width / 4)), height, channels: 3, background: '#e0c060' } },
      left: 0,
      top: 0,
    },
  ]);
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/**
 * A picture of its own for each `seed` (blocks of colour at places drawn from it), so listings
 * posted with different seeds share no photo (the duplicate check tells pictures apart by pHash).
 */
export async function distinctPicture(seed: number, width = 640, height = 480): Promise<Buffer> {
  let state = seed * 2654435761 + 12345;
  const next = (max: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * max);
  };
  const blocks = Array.from({ length: 6 }, () => {
    const w = 80 + next(width / 2);
    const h = 60 + next(height / 2);
    const grey = next(256);
    return {
      input: {
        create: { width: w, height: h, channels: 3 as const, background: { r: grey, g: next(256), b: 255 - grey } },
      },
      left: next(width - w),
      top: next(height - h),
    };
  });
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 130, b: 140 } } })
    .composite(blocks)
    .jpeg()
    .toBuffer();
}

/** A small valid PDF. */
export const testPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export interface TestUser {
  id: number;
  email: string;
  token: string;
}

let counter = 0;

/** A new signed-in member (an operator with `role`); `packageName` (a seed package) is granted to them when given. */
export async function createTestUser(
  t: TestApp,
  options: { packageName?: string; verified?: boolean; role?: 'moderator' | 'admin' } = {},
): Promise<TestUser> {
  counter += 1;
  const email = `lister-${process.pid}-${counter}@domus.test`;
  const [user] = await t.db.query<{ id: number }>(
    `insert into users (slug_id, name, email, password_hash, mobile, address, logintype, verification_status, role)
     values ($1, $2, $3, $4, '+1 555 0100', '1 Test Street', 3, $5, $6) returning id`,
    [
      `lister-${process.pid}-${counter}`,
      `Lister ${counter}`,
      email,
      await hashSecret('secret123'),
      options.verified ? 'success' : 'initial',
      options.role ?? 'user',
    ],
  );
  if (options.packageName) await grantPackage(t, user!.id, options.packageName);
  return { id: user!.id, email, token: await t.signIn(email, 'secret123') };
}

export async function grantPackage(t: TestApp, userId: number, packageName: string) {
  const [pack] = await t.db.query<{ id: number }>('select id from packages where name = $1', [packageName]);
  await t.db.transaction((tx: Queryable) => t.app.services.packages.grant(tx, userId, pack!.id, null));
}

/** The ids a house form names: the seeded house category and the parameters it fills in. */
export interface HouseFormIds {
  category: number;
  bedrooms: number;
  bathrooms: number;
  area: number;
}

export async function houseFormIds(db: Queryable): Promise<HouseFormIds> {
  const [house] = await db.query<{ id: number }>(`select id from categories where slug_id = 'house'`);
  const parameter = async (name: string) =>
    (await db.query<{ id: number }>('select id from parameters where name = $1', [name]))[0]!.id;
  return {
    category: house!.id,
    bedrooms: await parameter('Bedrooms'),
    bathrooms: await parameter('Bathrooms'),
    area: await parameter('Area (m²)'),
  };
}

/** The text fields of a valid house for sale in London, as a post_property form sends them. */
export const houseForSale = (house: HouseFormIds, title: string) => ({
  title,
  description: 'Four bright rooms, a garden and a garage, close to the park.',
  category_id: String(house.category),
  property_type: 'sell',
  price: '450000',
  address: '12 Elm Street',
  city: 'London',
  state: 'England',
  country: 'United Kingdom',
  latitude: '51.5074',
  longitude: '-0.1278',
  'parameters[0][parameter_id]': String(house.bedrooms),
  'parameters[0][value]': '4',
  'parameters[1][parameter_id]': String(house.bathrooms),
  'parameters[1][value]': '2',
  'parameters[2][parameter_id]': String(house.area),
  'parameters[2][value]': '180',
});
