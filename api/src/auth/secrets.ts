import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';

/**
 * A server secret generated on first use and kept in the database, so every API process
 * signs and verifies with the same key. Concurrent first starts agree: the first insert wins
 * and everyone reads the stored value back.
 */
export async function loadOrCreateSecret(db: Queryable, name: string, bytes = 32): Promise<Uint8Array> {
  await db.query('insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    randomBytes(bytes).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>('select value from app_secrets where name = $1', [name]);
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return new Uint8Array(Buffer.from(row.value, 'base64url'));
}
