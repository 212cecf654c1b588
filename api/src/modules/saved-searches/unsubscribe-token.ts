import { createHmac, timingSafeEqual } from 'node:crypto';
import { savedSearchLimits, savedSearchMessages } from '@domus/shared/contract';
import type { ServerSecrets } from '../../auth/secrets';
import { invalidInput } from '../../http/api-error';

/** A key of its own (not the session key): a leaked unsubscribe link proves nothing else. */
export const unsubscribeKeyName = 'saved_search_unsubscribe_hmac';

const daySeconds = 24 * 3600;

const macOf = (key: Uint8Array, searchId: number, expires: number) =>
  createHmac('sha256', key).update(`saved-search-unsubscribe:${searchId}:${expires}`).digest();

/**
 * `<search id>.<expiry, unix seconds>.<HMAC-SHA256 of both, base64url>`: whoever holds it may
 * pause that one search's alerts until it expires.
 */
export async function unsubscribeTokenFor(secrets: ServerSecrets, searchId: number, now = new Date()): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + savedSearchLimits.unsubscribeLinkDays * daySeconds;
  const mac = macOf(await secrets.key(unsubscribeKeyName), searchId, expires);
  return `${searchId}.${expires}.${mac.toString('base64url')}`;
}

const tokenShape = /^([1-9]\d{0,9})\.(\d{10})\.([A-Za-z0-9_-]{43})$/;

/**
 * The search id a token was made for; a 400 that says why when it is malformed, altered, forged
 * (compared in constant time) or expired. The expiry is checked after the signature, so an
 * altered date is refused as forged.
 */
export async function searchIdOfToken(secrets: ServerSecrets, token: string | undefined): Promise<number> {
  const parts = tokenShape.exec(token?.trim() ?? '');
  const searchId = Number(parts?.[1]);
  if (!parts || searchId > 2_147_483_647) throw invalidInput(savedSearchMessages.tokenInvalid);
  const expires = Number(parts[2]);
  const given = Buffer.from(parts[3]!, 'base64url');
  const expected = macOf(await secrets.key(unsubscribeKeyName), searchId, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw invalidInput(savedSearchMessages.tokenInvalid);
  }
  if (expires * 1000 <= Date.now()) throw invalidInput(savedSearchMessages.tokenExpired);
  return searchId;
}
