import type { Queryable } from '../db/db';

/**
 * Failed attempts per key (a wrong password for an e-mail...), counted in the database over a
 * sliding window so that every API process sees the same count.
 */
export class AttemptCounter {
  constructor(
    private readonly db: Queryable,
    private readonly rule: { maxAttempts: number; windowSeconds: number },
  ) {}

  /** Whether the key has used up its attempts within the window. */
  async isBlocked(key: string): Promise<boolean> {
    return (await this.count(key)) >= this.rule.maxAttempts;
  }

  async count(key: string): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      `select count(*)::int as n from auth_attempts
        where key = $1 and created_at > now() - make_interval(secs => $2)`,
      [key, this.rule.windowSeconds],
    );
    return row?.n ?? 0;
  }

  /** Records one failure (and forgets this key's failures older than the window). */
  async fail(key: string): Promise<void> {
    await this.db.query(
      `delete from auth_attempts where key = $1 and created_at <= now() - make_interval(secs => $2)`,
      [key, this.rule.windowSeconds],
    );
    await this.db.query('insert into auth_attempts (key) values ($1)', [key]);
  }

  async reset(key: string): Promise<void> {
    await this.db.query('delete from auth_attempts where key = $1', [key]);
  }
}
