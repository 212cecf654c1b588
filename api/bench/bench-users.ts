import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db';

/** A member the bench acts as, with a session of their own. */
export interface BenchUser {
  id: number;
  token: string;
}

/**
 * `count` members with a session each, created directly in the app's database (signing in a
 * thousand times is not what the realtime bench measures).
 */
export async function createBenchUsers(app: FastifyInstance, db: Db, count: number): Promise<BenchUser[]> {
  const users = await db.query<{ id: number }>(
    `insert into users (slug_id, name, email)
     select 'bench-' || n, 'Bench user ' || n, 'bench' || n || '@bench.example' from generate_series(1, $1) n
     returning id`,
    [count],
  );
  const created: BenchUser[] = [];
  for (const { id } of users) created.push({ id, token: await app.deps.accounts.tokens.startSession(db, id, 'bench') });
  return created;
}
