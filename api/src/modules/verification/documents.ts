import { calls } from '@domus/shared/contract';
import type { Config } from '../../config';
import type { Queryable } from '../../db/db';

const folder = 'verification/';

/** The URL a file answer is read at: the verification-document call, never a public file. */
export const documentUrl = (config: Pick<Config, 'publicUrl'>, key: string) =>
  key.startsWith(folder)
    ? `${config.publicUrl}/api/${calls.getVerificationDocument.path}?file=${encodeURIComponent(key.slice(folder.length))}`
    : '';

/** The stored key of a verification-document `file`. */
export const documentKey = (file: string) => `${folder}${file}`;

/**
 * Who a document belongs to: the user whose current answers or past requests name it.
 * Undefined when nobody's do (a made-up name, or a file replaced since).
 */
export async function documentOwner(db: Queryable, key: string): Promise<number | undefined> {
  const [row] = await db.query<{ user_id: number }>(
    `select user_id from verification_form_values where value = $1
     union all
     select user_id from verification_requests where answers @> jsonb_build_array(jsonb_build_object('value', $1::text))
     limit 1`,
    [key],
  );
  return row?.user_id;
}
