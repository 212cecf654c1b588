import { randomBytes } from 'node:crypto';
import type { LoginType, User, UserRole } from '@domus/shared/contract';
import type { Queryable } from '../../db/db';
import type { FileUrls } from '../../files/file-urls';

/** A users row as account calls read it (everything but the password hash itself). */
export interface UserRow {
  id: number;
  slug_id: string;
  name: string;
  email: string | null;
  mobile: string;
  /** The holder proved the number with a code: only then does it sign in to this account. */
  mobile_verified: boolean;
  address: string;
  auth_id: string | null;
  firebase_id: string | null;
  logintype: LoginType | null;
  type: string;
  profile: string;
  fcm_id: string;
  latitude: number | null;
  longitude: number | null;
  about_me: string;
  facebook_id: string;
  twiiter_id: string;
  instagram_id: string;
  youtube_id: string;
  notification: boolean;
  city: string;
  state: string;
  country: string;
  role: UserRole;
  is_active: boolean;
  verification_status: User['verification_status'];
  is_demo_account: boolean;
  has_password: boolean;
  created_at: Date;
}

export const userColumnsSql = `u.id, u.slug_id, u.name, u.email, u.mobile, u.mobile_verified, u.address, u.auth_id, u.firebase_id,
  u.logintype, u.type, u.profile, u.fcm_id, u.latitude, u.longitude, u.about_me, u.facebook_id, u.twiiter_id,
  u.instagram_id, u.youtube_id, u.notification, u.city, u.state, u.country, u.role, u.is_active,
  u.verification_status, u.is_demo_account, u.password_hash is not null as has_password, u.created_at`;

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
  const [row] = await db.query<UserRow>(`select ${userColumnsSql} from users u where u.id = $1`, [id]);
  return row;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `select ${userColumnsSql} from users u where lower(u.email) = lower($1) and u.email <> ''`,
    [email],
  );
  return row;
}

/**
 * The account a phone number (+digits) signs in to: one whose holder proved the number with a
 * code (a number merely typed into a profile never counts), the phone sign-in account first.
 */
export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `select ${userColumnsSql} from users u
      where u.mobile_verified and regexp_replace(u.mobile, '[^0-9]', '', 'g') = $1
      order by (u.logintype = 1) desc nulls last, u.id limit 1`,
    [phone.replace(/\D/g, '')],
  );
  return row;
}

export async function findUserByFirebaseUid(db: Queryable, uid: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`select ${userColumnsSql} from users u where u.firebase_id = $1`, [uid]);
  return row;
}

export async function passwordHashOf(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ password_hash: string | null }>('select password_hash from users where id = $1', [
    userId,
  ]);
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
  const [row] = await db.query<UserRow>(
    `insert into users (slug_id, name, email, mobile, address, logintype, type, profile, fcm_id, auth_id,
                        firebase_id, password_hash, password_changed_at, mobile_verified)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, case when $12::text is null then null else now() end, $13)
     returning ${userColumnsSql.replace(/u\./g, '')}`,
    [
      `${slugOf(user.name)}-${randomBytes(4).toString('hex')}`,
      user.name,
      user.email,
      user.mobile,
      user.address,
      user.logintype,
      user.type,
      user.profile,
      user.fcm_id,
      user.auth_id,
      user.firebase_id,
      user.password_hash,
      user.mobile_verified,
    ],
  );
  return row!;
}
