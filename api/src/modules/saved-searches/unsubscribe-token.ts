import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadOrCreateSecret } from '../../auth/secrets';
import type { Queryable } from '../../db/db';

/** A key of its own (not the session key): a leaked unsubscribe link proves nothing else. */
const secretName = 'saved_search_unsubscribe_hmac';
const keys = new WeakMap<object, Promise<Uint8Array>>();

/** Loaded outside any transaction: the embedded database has one connection. */
function keyOf(db: Queryable): Promise<Uint8Array> {
  let key = keys.get(db);
  if (!key) {
    key = loadOrCreateSecret(db, secretName).catch((error: unknown) => {
      keys.delete(db);
      throw error;
    });
    keys.set(db, key);
  }
  return key;
}

/** Loads (or on the first start creates) the key when the app starts, as the session key is. */
export async function warmUpUnsubscribeKey(db: Queryable): Promise<void> {
  await keyOf(db);
}

const macOf = (key: Uint8Array, searchId: number) =>
  createHmac('sha256', key).update(`saved-search-unsubscribe:${searchId}`).digest();

/** `<search id>.<HMAC-SHA256 of it, base64url>`: whoever holds it may pause that one search's alerts. */
export async function unsubscribeTokenFor(db: Queryable, searchId: number): Promise<string> {
  return `${searchId}.${macOf(await keyOf(db), searchId).toString('base64url')}`;
}

const tokenShape = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/** The search id a token was made for, or undefined when it is malformed, altered or forged (compared in constant time). */
export async function searchIdOfToken(db: Queryable, token: string | undefined): Promise<number | undefined> {
  const parts = tokenShape.exec(token?.trim() ?? '');
  if (!parts) return undefined;
  const searchId = Number(parts[1]);
  if (!Number.isSafeInteger(searchId) || searchId > 2_147_483_647) return undefined;
  const given = Buffer.from(parts[2]!, 'base64url');
  const expected = macOf(await keyOf(db), searchId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? searchId : undefined;
}
