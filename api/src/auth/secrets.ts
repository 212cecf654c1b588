import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { kyselyOf } from '../db/kysely';

/**
 * A server secret generated on first use and kept in the database, so every API process
 * signs and verifies with the same key. Concurrent first starts agree: the first insert wins
 * and everyone reads the stored value back.
 */
export async function loadOrCreateSecret(db: Queryable, name: string, bytes = 32): Promise<Uint8Array> {
  const k = kyselyOf(db);
  await k
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(bytes).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await k.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return new Uint8Array(Buffer.from(row.value, 'base64url'));
}
