import { hkdfSync, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { kyselyOf } from '../db/kysely';

/**
 * The server's keys, one per use (sessions, e-mail links, file links), so that a key leaked
 * through one use proves nothing to another. With TOKEN_SECRET each is derived from it
 * (HKDF-SHA256), and lives only in the environment: a database dump or a query that reads
 * tables cannot mint a token. Without it (development), each is generated on first use and
 * kept in the database, so every API process signs and verifies with the same key.
 */
export class ServerSecrets {
  private readonly keys = new Map<string, Promise<Uint8Array>>();

  constructor(
    private readonly db: Queryable,
    private readonly tokenSecret: string | undefined,
  ) {}

  /**
   * The key named `name`. Load the ones a transaction will need before it opens (warmUp):
   * the embedded database has one connection.
   */
  key(name: string): Promise<Uint8Array> {
    let key = this.keys.get(name);
    if (!key) {
      key = this.tokenSecret
        ? Promise.resolve(new Uint8Array(hkdfSync('sha256', this.tokenSecret, 'domus', name, 32)))
        : loadOrCreateSecret(this.db, name);
      key.catch(() => this.keys.delete(name));
      this.keys.set(name, key);
    }
    return key;
  }

  /** Loads (or on the very first start creates) these keys, so later uses never wait on the database. */
  async warmUp(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => this.key(name)));
  }
}

/** Concurrent first starts agree: the first insert wins and everyone reads the stored value back. */
async function loadOrCreateSecret(db: Queryable, name: string, bytes = 32): Promise<Uint8Array> {
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
