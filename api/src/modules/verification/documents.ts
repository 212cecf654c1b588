import { calls } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { Config } from '../../config';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';

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
  const row = await kyselyOf(db)
    .selectFrom('verification_form_values')
    .select('user_id')
    .where('value', '=', key)
    .unionAll((eb) =>
      eb
        .selectFrom('verification_requests')
        .select('user_id')
        .where('answers', '@>', sql<unknown>`jsonb_build_array(jsonb_build_object('value', ${key}::text))`),
    )
    .limit(1)
    .executeTakeFirst();
  return row?.user_id;
}
