import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { forbidden } from '../../http/api-error';

/**
 * The admin account a command-line decision is recorded under (`--admin <email>`, any case):
 * every decision names who made it, so a command cannot decide anonymously.
 */
export async function moderatorByEmail(db: Queryable, email: string): Promise<number> {
  const moderator = await kyselyOf(db)
    .selectFrom('users')
    .select(['id', 'role'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  if (!moderator || moderator.role !== 'admin') throw forbidden(`${email} is not an admin.`);
  return moderator.id;
}
