import { randomBytes } from 'node:crypto';
import type { LoginType, User, UserRole } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf, type TableRow } from '../../db/kysely';
import type { FileUrls } from '../../files/file-urls';

/** The users columns account calls read (everything but the password hash itself). */
const userColumns = [
  'id',
  'slug_id',
  'name',
  'email',
  'mobile',
  'mobile_verified',
  'address',
  'auth_id',
  'firebase_id',
  'logintype',
  'type',
  'profile',
  'fcm_id',
  'latitude',
  'longitude',
  'about_me',
  'facebook_id',
  'twiiter_id',
  'instagram_id',
  'youtube_id',
  'notification',
  'city',
  'state',
  'country',
  'role',
  'is_active',
  'verification_status',
  'is_demo_account',
  'created_at',
] as const;

/**
 * A users row as account calls read it. `mobile_verified`: the holder proved the number with a
 * code (only then does it sign in to this account).
 */
export type UserRow = Omit<
  TableRow<'users', (typeof userColumns)[number]>,
  'logintype' | 'role' | 'verification_status'
> & {
  logintype: LoginType | null;
  role: UserRole;
  verification_status: User['verification_status'];
  has_password: boolean;
};

type UserNarrowing = Pick<UserRow, 'logintype' | 'role' | 'verification_status'>;

const selectUser = (db: Queryable) =>
  kyselyOf(db)
    .selectFrom('users')
    .select((eb) => [...userColumns, eb('password_hash', 'is not', null).$castTo<boolean>().as('has_password')])
    .$narrowType<UserNarrowing>();

/** The user object of the contract. */
export const toUser = (row: UserRow, files: FileUrls): User => ({
  id: row.id,
  userid: row.id,
  slug_id: row.slug_id,
  name: row.name,
  email: row.email ?? '',
  mobile: row.mobile,
  address: row.address,
  auth_id: row.auth_id ?? '',
  firebase_id: row.firebase_id ?? '',
  logintype: row.logintype,
  type: row.type,
  profile: files.url(row.profile),
  fcm_id: row.fcm_id,
  latitude: row.latitude,
  longitude: row.longitude,
  about_me: row.about_me,
  facebook_id: row.facebook_id,
  twiiter_id: row.twiiter_id,
  instagram_id: row.instagram_id,
  youtube_id: row.youtube_id,
  notification: row.notification ? 1 : 0,
  city: row.city,
  state: row.state,
  country: row.country,
  isActive: row.is_active,
  role: row.role,
  verification_status: row.verification_status,
  has_password: row.has_password,
  created_at: row.created_at.toISOString(),
});

export async function findUser(db: Queryable, id: number): Promise<UserRow | undefined> {
  return selectUser(db).where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return selectUser(db)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
    .where('email', '<>', '')
    .executeTakeFirst();
}

/**
 * The account a phone number (+digits) signs in to: one whose holder proved the number with a
 * code (a number merely typed into a profile never counts), the phone sign-in account first.
 */
export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  return selectUser(db)
    .where('mobile_verified', '=', true)
    .where(sql`regexp_replace(mobile, '[^0-9]', '', 'g')`, '=', phone.replace(/\D/g, ''))
    .orderBy(sql`(logintype = 1) desc nulls last`)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function findUserByFirebaseUid(db: Queryable, uid: string): Promise<UserRow | undefined> {
  return selectUser(db).where('firebase_id', '=', uid).executeTakeFirst();
}

export async function passwordHashOf(db: Queryable, userId: number): Promise<string | null> {
  const row = await kyselyOf(db)
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash ?? null;
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'user';

export interface NewUser {
  name: string;
  email: string | null;
  mobile: string;
  mobile_verified: boolean;
  address: string;
  logintype: LoginType;
  type: string;
  profile: string;
  fcm_id: string;
  auth_id: string | null;
  firebase_id: string | null;
  password_hash: string | null;
}

/** Inserts a user with a fresh public slug; the unique e-mail index refuses a taken address. */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  return kyselyOf(db)
    .insertInto('users')
    .values({
      slug_id: `${slugOf(user.name)}-${randomBytes(4).toString('hex')}`,
      name: user.name,
      email: user.email,
      mobile: user.mobile,
      address: user.address,
      logintype: user.logintype,
      type: user.type,
      profile: user.profile,
      fcm_id: user.fcm_id,
      auth_id: user.auth_id,
      firebase_id: user.firebase_id,
      password_hash: user.password_hash,
      password_changed_at: user.password_hash === null ? null : sql<Date>`now()`,
      mobile_verified: user.mobile_verified,
    })
    .returning((eb) => [...userColumns, eb('password_hash', 'is not', null).$castTo<boolean>().as('has_password')])
    .$narrowType<UserNarrowing>()
    .executeTakeFirstOrThrow();
}
