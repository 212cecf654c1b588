import type { Queryable } from '../db';
import { hashSecret } from '../../auth/passwords';
import { seedImages } from './image-keys';

/**
 * The accounts the root README.md names: the admin (user 1, seeded with the people) gets a password,
 * and a demo member with a complete profile is added. Both are demo accounts: with the
 * demo_mode setting on, nobody can delete them or change their password or e-mail.
 */
export const seedAccounts = {
  admin: { email: 'admin@domus.example', password: 'admin123' },
  demo: { email: 'demo@domus.example', password: 'demo123', name: 'Demo User' },
} as const;

/** Hashing takes a moment: done before the seed transaction opens. */
export async function hashSeedPasswords() {
  return {
    admin: await hashSecret(seedAccounts.admin.password),
    demo: await hashSecret(seedAccounts.demo.password),
  };
}

export async function seedAccountLogins(db: Queryable, hashes: { admin: string; demo: string }, adminId: number) {
  await db.query(
    `update users set password_hash = $2, password_changed_at = now(), is_demo_account = true where id = $1`,
    [adminId, hashes.admin],
  );
  await db.query(
    `insert into users (slug_id, name, email, password_hash, password_changed_at, mobile, address, logintype,
                        profile, about_me, city, state, country, latitude, longitude, is_demo_account)
     values ('demo-user', $1, $2, $3, now(), '+1 555 0199', '12 Harbour Street, London', 3, $4,
             'Trying out Domus.', 'London', 'England', 'United Kingdom', 51.5072, -0.1276, true)`,
    [seedAccounts.demo.name, seedAccounts.demo.email, hashes.demo, seedImages.avatars[0]],
  );
}
